// The whole window: the page's intro at the top, the users in the middle, the status line at
// the bottom.
Ext.define('Users.view.Viewport', {
  extend: 'Ext.container.Viewport',
  requires: ['Users.view.user.List'],
  layout: 'border',
  items: [
    { region: 'north', xtype: 'component', contentEl: 'intro' },
    { region: 'center', xtype: 'userlist' },
    { region: 'south', xtype: 'component', contentEl: 'status' },
  ],
});
