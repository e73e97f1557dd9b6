// The controller: it names the model, store and views it uses (the loader fetches them before
// the class is defined), finds the grid through a ref, and handles the grid's and the edit
// window's events with control, and the store's load with listen.
Ext.define('Users.controller.Users', {
  extend: 'Ext.app.Controller',
  models: ['User'],
  stores: ['Users'],
  views: ['user.List', 'user.Edit'],
  refs: [{ ref: 'list', selector: 'userlist' }],

  init: function () {
    this.control({
      userlist: {
        itemdblclick: this.editUser,
        selectionchange: this.onSelectionChange,
      },
      'userlist button[action=edit]': { click: this.editSelected },
      'useredit button[action=save]': { click: this.updateUser },
    });
    this.listen({ store: { '#Users': { load: this.onUsersLoad } } });
  },

  onUsersLoad: function (store, records, successful) {
    if (successful)
      this.say('Loaded ' + records.length + ' of ' + store.getTotalCount() + ' users.');
    else this.say('The users could not be loaded.', true);
  },

  // Edit is there only while a user is selected.
  onSelectionChange: function (selModel, selected) {
    this.getList().down('button[action=edit]').setDisabled(!selected.length);
  },

  editSelected: function () {
    var record = this.getList().getSelectionModel().getSelection()[0];
    if (record) this.editUser(this.getList(), record);
  },

  editUser: function (grid, record) {
    var edit = Ext.widget('useredit');
    edit.down('form').loadRecord(record);
  },

  updateUser: function (button) {
    var win = button.up('window');
    var form = win.down('form');
    var record = form.getRecord();
    var me = this;
    if (!form.isValid()) return;
    form.updateRecord(record);
    win.close();
    record.save({
      success: function () {
        me.say('Saved user ' + record.getId() + '.');
      },
      failure: function () {
        me.say('User ' + record.getId() + ' was not saved.', true);
      },
    });
  },

  /** Shows a line of text in the status line. */
  say: function (text, failed) {
    var status = Ext.get('status');
    status.setText(text);
    status.dom.className = failed ? 'status error' : 'status ok';
  },
});
