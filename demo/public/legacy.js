// legacy.html's application, written as Ext JS 4 code was: it runs on /dist/lib.js through
// the shim /dist/lib-ext-shim.js and never names Lib. Sloppy mode on purpose (no 'use strict'),
// as most Ext JS 4 code is: this.callParent(arguments) works there too.

Ext.define('Legacy.model.User', {
  extend: 'Ext.data.Model',
  fields: [
    { name: 'id', type: 'int' },
    'name',
    'email',
    'phone',
    'city',
    { name: 'joined', type: 'date', dateFormat: 'Y-m-d' },
  ],
  proxy: {
    type: 'rest',
    url: '/api/users',
    reader: { type: 'json', root: 'items', totalProperty: 'total' },
  },
});

Ext.define('Legacy.store.Users', {
  extend: 'Ext.data.Store',
  model: 'Legacy.model.User',
  pageSize: 50,
  remoteSort: true,
});

Ext.define('Legacy.view.UserGrid', {
  extend: 'Ext.grid.Panel',
  alias: 'widget.usergrid',
  title: 'Users (Ext.grid.Panel)',

  initComponent: function () {
    this.columns = [
      { header: 'Id', dataIndex: 'id', width: 70, align: 'right' },
      {
        header: 'Name',
        dataIndex: 'name',
        flex: 1,
        field: { xtype: 'textfield', allowBlank: false },
      },
      {
        header: 'Email',
        dataIndex: 'email',
        flex: 1.3,
        field: { xtype: 'textfield', vtype: 'email' },
      },
      { header: 'City', dataIndex: 'city', width: 140, field: 'textfield' },
      {
        xtype: 'datecolumn',
        header: 'Joined',
        dataIndex: 'joined',
        format: 'Y-m-d',
        width: 120,
        field: { xtype: 'datefield', format: 'Y-m-d' },
      },
    ];
    this.plugins = [Ext.create('Ext.grid.plugin.RowEditing', { clicksToEdit: 2 })];
    // The toolbar docked at the top; its buttons are found again with down('#itemId').
    this.tbar = [
      { text: 'Add', itemId: 'add', handler: this.onAddClick, scope: this },
      {
        text: 'Delete',
        itemId: 'delete',
        disabled: true,
        handler: this.onDeleteClick,
        scope: this,
      },
      '-',
      { text: 'Reload', itemId: 'reload', handler: this.onReloadClick, scope: this },
    ];
    this.callParent(arguments);
    this.on('edit', this.onRowEdit, this);
    this.on('canceledit', this.onCancelEdit, this);
    this.on('selectionchange', this.onSelectionChange, this);
  },

  // Delete is there only while a row is selected.
  onSelectionChange: function (selModel, selected) {
    this.down('#delete').setDisabled(!selected.length);
  },

  onAddClick: function () {
    var editing = this.findPlugin('rowediting');
    editing.cancelEdit();
    this.getStore().insert(0, Ext.create('Legacy.model.User', { name: '', email: '' }));
    editing.startEdit(0, 1);
  },

  // The Ext JS 4 way of asking first: Ext.Msg.confirm, the answer in the callback.
  onDeleteClick: function () {
    var selected = this.getSelectionModel().getSelection();
    if (!selected.length) return;
    Ext.Msg.confirm('Delete user', 'Delete user ' + selected[0].getId() + '?', function (answer) {
      if (answer !== 'yes') return;
      selected[0].destroy({
        success: function (record) {
          Legacy.app.say('Deleted user ' + record.getId() + '.');
        },
      });
    });
  },

  onReloadClick: function () {
    this.getStore().load();
  },

  // What Ext JS 4 apps did so that cancelling a new row does not leave it behind.
  onCancelEdit: function (editor, e) {
    if (e.record.phantom) e.store.remove(e.record);
  },

  // The Ext JS 4 way of saving a row: the edit event, then record.save().
  onRowEdit: function (editor, e) {
    e.record.save({
      success: function (record) {
        Legacy.app.say('Saved user ' + record.getId() + '.');
      },
      failure: function (record, operation) {
        var error = operation.getError();
        Legacy.app.say(
          'Not saved: ' + (typeof error === 'string' ? error : error && error.statusText),
          true,
        );
      },
    });
  },
});

Ext.application({
  name: 'Legacy',
  models: ['User'],
  stores: ['Users'],
  views: ['UserGrid'],

  launch: function () {
    var app = this;
    var store = Ext.create('Legacy.store.Users');

    // The whole window: the page's intro at the top, the grid in the middle, the migration
    // report at the right (drag its splitter, or collapse it) and the status line at the bottom.
    var viewport = Ext.create('Ext.container.Viewport', {
      layout: 'border',
      items: [
        { region: 'north', xtype: 'component', contentEl: 'intro' },
        { region: 'center', xtype: 'usergrid', store: store },
        {
          region: 'east',
          xtype: 'panel',
          id: 'report',
          title: 'Migration report',
          width: 380,
          minWidth: 200,
          split: true,
          collapsible: true,
          autoScroll: true,
          tbar: [{ text: 'Create Ext.tree.Panel', handler: this.createTreePanel, scope: this }],
          items: [
            { xtype: 'component', contentEl: 'report-help' },
            { xtype: 'component', itemId: 'json', cls: 'report' },
          ],
        },
        { region: 'south', xtype: 'component', contentEl: 'status' },
      ],
    });
    this.report = viewport.down('#report #json');

    store.on('load', function (s, records, successful) {
      if (successful)
        app.say('Loaded ' + records.length + ' of ' + store.getTotalCount() + ' users.');
    });
    store.getProxy().on('exception', function (proxy, response, operation) {
      app.say(
        'The server did not accept the ' + operation.action + ' (' + response.status + ').',
        true,
      );
    });

    this.showReport();
    store.load();
  },

  // Lib has no tree panel: the shim warns once, throws an error naming it and counts it.
  createTreePanel: function () {
    try {
      Ext.create('Ext.tree.Panel', {});
    } catch (error) {
      this.say(error.message, true);
    }
    this.showReport();
  },

  /** Shows a line of text in the status line. */
  say: function (text, failed) {
    var status = Ext.get('status');
    status.setText(text);
    status.dom.className = failed ? 'status error' : 'status ok';
  },

  /** Shows the migration report, as text. */
  showReport: function () {
    var report = Ext.migration.report();
    this.report.update('<pre>' + Ext.String.htmlEncode(JSON.stringify(report, null, 2)) + '</pre>');
  },
});
