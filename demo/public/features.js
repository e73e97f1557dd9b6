// The grid features page (features.html), written against the global `Lib` of /dist/lib.js
// with the grid pack (/dist/lib-grid.js) and the tips pack (the action icons' tooltips): a
// remotely sorted and paged store of users grouped by department, a grid with a checkbox
// selection model, a row numberer, cell editing, a check column, an action column, a salary
// sum per department (groupingsummary), a paging toolbar, and column state kept in
// localStorage.
'use strict';

Lib.onReady(function () {
  Lib.QuickTips.init();
  // Column widths, order, visibility and the sort survive a reload.
  Lib.state.Manager.setProvider(Lib.create('Lib.state.LocalStorageProvider'));

  // ---- the data ------------------------------------------------------------------------

  Lib.define('Demo.Member', {
    extend: 'Lib.data.Model',
    fields: [
      { name: 'id', type: 'int' },
      { name: 'name', type: 'string' },
      { name: 'email', type: 'string' },
      { name: 'department', type: 'string' },
      { name: 'salary', type: 'int', useNull: true },
      { name: 'active', type: 'boolean' },
    ],
    versionProperty: 'version',
    proxy: {
      type: 'rest',
      url: '/api/users',
      reader: { type: 'json', root: 'items', totalProperty: 'total', messageProperty: 'message' },
      noCache: false,
    },
  });

  const store = Lib.create('Lib.data.Store', {
    model: 'Demo.Member',
    pageSize: 50,
    remoteSort: true,
    // The server sorts by department first: each page's users come in groups.
    groupField: 'department',
    // An edit, a tick or a delete is saved at once.
    autoSync: true,
  });

  const count = (n) => Lib.util.Format.number(n, '0,000');

  // ---- the grid ------------------------------------------------------------------------

  const grid = Lib.create('Lib.grid.Panel', {
    title: 'Users by department',
    height: 560,
    store: store,
    stateful: true,
    stateId: 'demo-features-users',
    selType: 'checkboxmodel',
    columns: [
      { xtype: 'rownumberer', width: 50 },
      {
        text: 'Name',
        dataIndex: 'name',
        flex: 1,
        minWidth: 130,
        editor: { xtype: 'textfield', allowBlank: false },
      },
      { text: 'Email', dataIndex: 'email', flex: 1.3, minWidth: 200 },
      { text: 'Department', dataIndex: 'department', width: 130 },
      {
        xtype: 'numbercolumn',
        text: 'Salary',
        dataIndex: 'salary',
        format: '0,000',
        align: 'right',
        width: 130,
        editor: { xtype: 'numberfield', minValue: 0, allowDecimals: false },
        summaryType: 'sum',
        summaryRenderer: (value) => 'Σ ' + count(value),
      },
      { xtype: 'checkcolumn', text: 'Active', dataIndex: 'active', width: 80 },
      {
        xtype: 'actioncolumn',
        text: 'Actions',
        width: 80,
        menuDisabled: true,
        items: [
          {
            iconCls: 'demo-icon-delete',
            tooltip: 'Delete this user',
            handler: (view, rowIndex, colIndex, item, e, record) => remove([record]),
          },
        ],
      },
    ],
    features: [{ ftype: 'groupingsummary', groupHeaderTpl: '{name} ({rows.length})' }],
    plugins: [{ ptype: 'cellediting', clicksToEdit: 2 }],
    tbar: {
      ariaLabel: 'Users',
      items: [
        {
          text: 'Delete selected',
          itemId: 'deleteSelected',
          cls: 'demo-delete-selected',
          disabled: true,
          handler: () => remove(grid.getSelectionModel().getSelection()),
        },
      ],
    },
    bbar: {
      xtype: 'pagingtoolbar',
      store: store,
      displayInfo: true,
      displayMsg: 'Users {0}–{1} of {2}',
    },
    renderTo: 'users',
  });

  grid.getSelectionModel().on('selectionchange', (sm, records) => {
    grid.down('#deleteSelected').setDisabled(records.length === 0);
  });

  /** Asks once, then deletes `records` (one DELETE each: the store syncs at once). */
  function remove(records) {
    if (records.length === 0) return;
    const what =
      records.length === 1
        ? '<b>' + Lib.util.Format.htmlEncode(records[0].get('name')) + '</b>'
        : records.length + ' users';
    Lib.Msg.confirm('Delete', 'Delete ' + what + '?', (answer) => {
      if (answer === 'yes') store.remove(records);
    });
  }

  // ---- what the server answered --------------------------------------------------------

  const status = document.getElementById('status');

  /** Shows a line of text (never markup) in the status line. */
  function show(text, kind) {
    status.textContent = text;
    status.className = 'status' + (kind ? ' ' + kind : '');
  }

  store.on('load', (s, records, successful) => {
    if (successful) show('GET answered ' + count(store.getTotalCount()) + ' users.', 'ok');
  });

  store.on('write', (s, operation) => {
    const ids = operation.getRecords().map((record) => record.getId());
    const verb = { create: 'Created', update: 'Saved', destroy: 'Deleted' }[operation.action];
    show(verb + ' user' + (ids.length > 1 ? 's ' : ' ') + ids.join(', ') + '.', 'ok');
  });

  store.getProxy().on('exception', (proxy, response, operation) => {
    const error = operation.getRequestError();
    show((error ? error.msg : 'The request failed') + '. Nothing was lost: try again.', 'error');
  });

  store.load();
});
