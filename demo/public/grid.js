// The row-editing grid of grid.html, written against the global `Lib` of /dist/lib.js: a model
// with a REST proxy, a remotely sorted and paged store, a grid with the `rowediting` plugin
// (Update saves through the proxy: `autoSync`) and a docked toolbar (Add / Delete / Reload,
// Previous / Next and the pager text), a "Details" form in a window for the selected user
// (`Lib.form.Panel`: loadRecord, updateRecord, record.save() through the same REST resource, the
// server's 422 field errors marked on the fields), and a status line that says what the server
// answered.
'use strict';

Lib.onReady(function () {
  // ---- the data ------------------------------------------------------------------------

  Lib.define('Demo.User', {
    extend: 'Lib.data.Model',
    fields: [
      { name: 'id', type: 'int' },
      { name: 'name', type: 'string' },
      { name: 'email', type: 'string' },
      { name: 'phone', type: 'string' },
      { name: 'joined', type: 'date', dateFormat: 'Y-m-d' },
      { name: 'salary', type: 'int', useNull: true },
    ],
    // Every row has a version: a save sends the one it was made from (and the row's ETag as
    // If-Match), and the server refuses a stale one (412) instead of losing the newer edit.
    versionProperty: 'version',
    proxy: {
      type: 'rest',
      url: '/api/users',
      reader: { type: 'json', root: 'items', totalProperty: 'total', messageProperty: 'message' },
      // The server answers `Cache-Control: no-store`: no cache-busting `_dc` parameter needed.
      noCache: false,
    },
  });

  const store = Lib.create('Lib.data.Store', {
    model: 'Demo.User',
    pageSize: 100,
    remoteSort: true,
  });

  // ---- the grid ------------------------------------------------------------------------

  /** A toolbar button: its itemId (for `grid.down('#add')`) and its class come from its text. */
  function button(text, handler) {
    const name = text.toLowerCase();
    return { text: text, itemId: name, cls: 'demo-' + name, handler: handler };
  }

  const grid = Lib.create('Lib.grid.Panel', {
    title: 'Users',
    height: 460,
    store: store,
    selType: 'rowmodel',
    columns: [
      // No editor: the row editor shows the value and never changes it.
      { text: 'Id', dataIndex: 'id', width: 70, align: 'right' },
      {
        text: 'Name',
        dataIndex: 'name',
        flex: 1,
        // Readable on a phone: below these widths the grid scrolls sideways.
        minWidth: 130,
        editor: { xtype: 'textfield', allowBlank: false },
      },
      {
        text: 'Email',
        dataIndex: 'email',
        flex: 1.3,
        minWidth: 230,
        editor: { xtype: 'textfield', allowBlank: false, vtype: 'email' },
      },
      // Any text is accepted here: the server checks phone numbers (and answers 422).
      { text: 'Phone', dataIndex: 'phone', width: 150, editor: 'textfield' },
      {
        xtype: 'datecolumn',
        text: 'Joined',
        dataIndex: 'joined',
        format: 'Y-m-d',
        width: 120,
        editor: { xtype: 'datefield', format: 'Y-m-d' },
      },
      {
        xtype: 'numbercolumn',
        text: 'Salary',
        dataIndex: 'salary',
        format: '0,000',
        align: 'right',
        width: 110,
        editor: { xtype: 'numberfield', minValue: 0, allowDecimals: false },
      },
    ],
    plugins: [{ ptype: 'rowediting', clicksToEdit: 2, autoSync: true, removeUnmodified: true }],
    // The buttons and the pager are a toolbar docked at the top of the grid; '->' pushes the
    // pager text to the far end.
    tbar: {
      ariaLabel: 'Users',
      items: [
        button('Add', add),
        button('Delete', remove),
        button('Reload', reload),
        button('Details', details),
        '-',
        button('Previous', function () {
          store.previousPage();
        }),
        button('Next', function () {
          store.nextPage();
        }),
        '->',
        { xtype: 'tbtext', id: 'pager' },
      ],
    },
    renderTo: 'users',
  });
  const editing = grid.findPlugin('rowediting');

  // ---- the buttons' handlers -----------------------------------------------------------

  function add() {
    editing.cancelEdit();
    const record = store.insert(0, { name: '', email: '' })[0];
    editing.startEdit(record, 1);
  }

  function remove() {
    const record = grid.getSelectionModel().getSelection()[0];
    if (!record) {
      show('Select a row to delete first.');
      return;
    }
    // Lib.Msg asks without blocking: the answer comes to the callback ('yes', 'no', or
    // 'cancel' from Esc and the close tool). The name is text inside the message's markup.
    Lib.Msg.confirm(
      'Delete user',
      'Delete <b>' + Lib.util.Format.htmlEncode(record.get('name')) + '</b>?',
      function (answer) {
        if (answer !== 'yes') return;
        editing.cancelEdit();
        record.destroy();
      },
    );
  }

  // ---- the details form: a form panel in a window, bound to the selected user ------------

  const form = Lib.create('Lib.form.Panel', {
    bodyPadding: 10,
    border: false,
    // Reset goes back to the values loadRecord put in.
    trackResetOnLoad: true,
    // No validation on blur: it would clear the server's errors as the focus moves to a button
    // (and the buttons would move under the pointer); a field validates as it changes.
    fieldDefaults: { labelWidth: 70, msgTarget: 'under', anchor: '100%', validateOnBlur: false },
    defaults: { xtype: 'textfield' },
    items: [
      { name: 'name', fieldLabel: 'Name', allowBlank: false },
      { name: 'email', fieldLabel: 'Email', allowBlank: false, vtype: 'email' },
      // Any text here: the server checks phone numbers and answers 422.
      { name: 'phone', fieldLabel: 'Phone' },
      {
        xtype: 'numberfield',
        name: 'salary',
        fieldLabel: 'Salary',
        minValue: 0,
        allowDecimals: false,
      },
    ],
    buttons: [
      { text: 'Save', itemId: 'save', cls: 'demo-save', formBind: true, handler: save },
      { text: 'Reset', cls: 'demo-reset', handler: () => form.getForm().reset() },
      { text: 'Cancel', cls: 'demo-cancel', handler: () => detailsWindow.close() },
    ],
  });

  const detailsWindow = Lib.create('Lib.window.Window', {
    title: 'User details',
    cls: 'demo-details-window',
    width: 420,
    closeAction: 'hide',
    defaultFocus: 'textfield',
    items: [form],
    listeners: {
      // Whatever a failed save left in the record goes back to what the server has.
      hide: () => {
        const record = form.getRecord();
        if (record && record.dirty) record.reject();
      },
    },
  });

  // Enter in a field saves (when the form is valid), as the Save button does.
  form
    .getForm()
    .getFields()
    .each((field) => {
      field.on('specialkey', (f, e) => {
        if (e.getKey() === e.ENTER && form.isValid()) save();
      });
    });

  function selected() {
    return grid.getSelectionModel().getSelection()[0];
  }

  /** Opens the details of the selected user (or says to select one). */
  function details() {
    const record = selected();
    if (!record) {
      show('Select a row to see its details first.');
      return;
    }
    form.loadRecord(record);
    detailsWindow.show();
  }

  // While the window is open, it follows the selection.
  grid.getSelectionModel().on('selectionchange', function (sm, records) {
    if (detailsWindow.isVisible() && records[0] && records[0] !== form.getRecord()) {
      form.getForm().clearInvalid();
      form.loadRecord(records[0]);
    }
  });

  /** Writes the form into its record and saves it with a PUT; the server's errors go on the fields. */
  function save() {
    const record = form.getRecord();
    if (!record || !form.isValid()) return;
    form.updateRecord();
    if (!record.dirty) {
      detailsWindow.close();
      return;
    }
    form.getEl().mask('Saving…');
    record.save({
      success: function () {
        form.getEl().unmask();
        form.loadRecord(record);
        detailsWindow.close();
      },
      failure: function (rec, operation) {
        form.getEl().unmask();
        const error = operation.getRequestError();
        // Someone saved this row since it was loaded (412): reload theirs, or overwrite it.
        if (error && error.kind === 'conflict') return askConflict(record);
        // A 422 answers {errors: {phone: 'Not a valid phone number'}}: shown on the fields.
        if (error) form.getForm().markInvalid(error.fieldErrors);
      },
    });
  }

  /** The row changed on the server since the form loaded it: the user chooses what wins. */
  function askConflict(record) {
    Lib.Msg.show({
      title: 'Changed on the server',
      msg: 'This user was changed on the server since you opened it.',
      buttons: Lib.Msg.YESNO,
      buttonText: { yes: 'Reload', no: 'Overwrite' },
      fn: function (answer) {
        if (answer === 'yes') {
          // The 412 carried the server's row: taken at once (read again if it did not).
          const reloaded = function () {
            form.getForm().clearInvalid();
            form.loadRecord(record);
          };
          record.resolveConflict('reload', { callback: reloaded });
          reloaded();
        } else if (answer === 'no') {
          form.getEl().mask('Saving…');
          record.resolveConflict('overwrite', {
            callback: function (rec, operation, success) {
              form.getEl().unmask();
              if (success) detailsWindow.close();
            },
          });
        }
      },
    });
  }

  function reload() {
    editing.cancelEdit();
    store.reload();
  }

  // ---- what the server answered --------------------------------------------------------

  const status = document.getElementById('status');

  /** Shows a line of text (never markup) in the status line. */
  function show(text, kind) {
    status.textContent = text;
    status.className = 'status' + (kind ? ' ' + kind : '');
  }

  const count = (n) => Lib.util.Format.number(n, '0,000');

  store.on('beforeload', function () {
    show('Loading page ' + store.currentPage + '…');
  });

  store.on('load', function (s, records, successful) {
    if (!successful) return; // the proxy's exception listener has said why
    const total = store.getTotalCount();
    const pages = Math.max(1, Math.ceil(total / store.pageSize));
    const first = (store.currentPage - 1) * store.pageSize;
    grid
      .down('#pager')
      .setText(
        'Page ' + store.currentPage + ' of ' + count(pages) + ' · ' + count(total) + ' users',
      );
    grid.down('#previous').setDisabled(store.currentPage <= 1);
    grid.down('#next').setDisabled(store.currentPage >= pages);
    show(
      'GET answered ' +
        count(total) +
        ' users; showing ' +
        (records.length ? count(first + 1) + '–' + count(first + records.length) : 'none') +
        '.',
      'ok',
    );
  });

  store.on('write', function (s, operation) {
    const record = operation.getRecords()[0];
    const response = operation.response;
    const what = {
      create: 'Created user ' + record.getId() + ' (POST',
      update: 'Saved user ' + record.getId() + ' (PUT',
      destroy: 'Deleted user ' + record.getId() + ' (DELETE',
    }[operation.action];
    // A 412 that ends in a save: an earlier attempt of this write had landed (its answer was lost
    // or late), and the server's row is what this write sent.
    const status = response ? response.status : 'OK';
    show(
      what + (status === 412 ? ': an earlier attempt had landed).' : ' answered ' + status + ').'),
      'ok',
    );
  });

  store.getProxy().on('exception', function (proxy, response, operation) {
    const error = operation.getRequestError();
    // `msg` is the message without its `[Lib.data.Connection#request]` origin; it ends with the
    // server's own message when its answer carried one.
    let text = error ? error.msg : 'The request failed';
    if (operation.action !== 'read') text += '. Nothing was lost: fix it or try again.';
    show(text, 'error');
  });

  store.load();
});
