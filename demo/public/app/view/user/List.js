// The grid of users, over the store the controller created (found by its id, 'Users').
Ext.define('Users.view.user.List', {
  extend: 'Ext.grid.Panel',
  alias: 'widget.userlist',
  title: 'All users',
  store: 'Users',

  initComponent: function () {
    this.columns = [
      { header: 'Id', dataIndex: 'id', width: 70, align: 'right' },
      { header: 'Name', dataIndex: 'name', flex: 1 },
      { header: 'Email', dataIndex: 'email', flex: 1.3 },
      { header: 'City', dataIndex: 'city', width: 140 },
      { xtype: 'numbercolumn', header: 'Salary', dataIndex: 'salary', width: 110, format: '0,000' },
      { xtype: 'datecolumn', header: 'Joined', dataIndex: 'joined', format: 'Y-m-d', width: 120 },
    ];
    this.tbar = [{ text: 'Edit', action: 'edit', disabled: true }];
    this.callParent(arguments);
  },
});
