// The infinite scrolling grid of buffered.html, against the global `Lib` of /dist/lib.js and
// the grid pack /dist/lib-grid.js: a buffered store over the REST resource (pages of 100 users
// fetched as the grid scrolls, sorting by the server), the row editor saving through the proxy,
// and a "Go to row" field calling the bufferedrenderer plugin's scrollTo.
'use strict';

Lib.onReady(function () {
  Lib.define('Demo.BigUser', {
    extend: 'Lib.data.Model',
    fields: [
      { name: 'id', type: 'int' },
      { name: 'name', type: 'string' },
      { name: 'email', type: 'string' },
      { name: 'department', type: 'string' },
      { name: 'city', type: 'string' },
      { name: 'salary', type: 'int', useNull: true },
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
    model: 'Demo.BigUser',
    buffered: true,
    pageSize: 100,
    leadingBufferZone: 100,
    trailingBufferZone: 25,
    purgePageCount: 5,
  });

  const status = document.getElementById('status');
  function show(text, kind) {
    status.textContent = text;
    status.className = 'status' + (kind ? ' ' + kind : '');
  }

  const grid = Lib.create('Lib.grid.Panel', {
    title: 'All users',
    height: 460,
    store: store,
    columns: [
      { text: 'Id', dataIndex: 'id', width: 90, align: 'right' },
      {
        text: 'Name',
        dataIndex: 'name',
        flex: 1,
        editor: { xtype: 'textfield', allowBlank: false },
      },
      {
        text: 'Email',
        dataIndex: 'email',
        flex: 1.3,
        editor: { xtype: 'textfield', allowBlank: false, vtype: 'email' },
      },
      { text: 'Department', dataIndex: 'department', width: 130 },
      { text: 'City', dataIndex: 'city', width: 120 },
      {
        xtype: 'numbercolumn',
        text: 'Salary',
        dataIndex: 'salary',
        format: '0,000',
        align: 'right',
        width: 100,
        editor: { xtype: 'numberfield', minValue: 0, allowDecimals: false },
      },
    ],
    plugins: [
      { ptype: 'rowediting', clicksToEdit: 2, autoSync: true },
      { ptype: 'bufferedrenderer', pluginId: 'rows' },
    ],
    tbar: {
      ariaLabel: 'Users',
      items: [
        {
          xtype: 'numberfield',
          itemId: 'goto',
          fieldLabel: 'Go to row',
          labelWidth: 70,
          width: 190,
          minValue: 1,
          allowDecimals: false,
          listeners: {
            specialkey: function (field, e) {
              if (e.getKey() === e.ENTER && field.isValid() && field.getValue()) {
                const index = field.getValue() - 1;
                grid.getPlugin('rows').scrollTo(index, true, function (i, record) {
                  show('Row ' + (i + 1) + ': ' + record.get('name') + '.', 'ok');
                });
              }
            },
          },
        },
        '->',
        { xtype: 'tbtext', itemId: 'total' },
      ],
    },
    renderTo: 'users',
  });

  store.on({
    totalcountchange: function (total) {
      grid.down('#total').setText(Lib.util.Format.number(total, '0,000') + ' users');
    },
    prefetch: function (s, records, successful, operation) {
      const error = !successful && operation.getRequestError();
      if (error && error.kind !== 'abort') {
        show('Rows of page ' + operation.page + ' failed: ' + error.message, 'error');
      }
    },
    load: function (s, records, successful) {
      if (successful) show('Showing ' + s.getTotalCount() + ' users.', 'ok');
      else show('The users could not be loaded.', 'error');
    },
  });
  store.load();
});
