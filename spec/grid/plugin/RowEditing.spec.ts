import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { ComponentManager } from '../../../classes/ComponentManager';
import { click, dblclick, key, useDom } from '../../dom.helpers';
import { bigStore, rowTexts, useGridCleanup } from '../grid.fixtures';
import {
  bornStore,
  button,
  cell,
  editColumns,
  editGrid,
  field,
  summary,
  type,
} from './RowEditing.fixtures';

const EVENTS = ['beforeedit', 'validateedit', 'edit', 'afteredit', 'canceledit'];

/** Records the plugin's events (and the grid's relayed ones, prefixed `grid:`). */
function recordEvents(grid: any): string[] {
  const seen: string[] = [];
  for (const name of EVENTS) {
    grid.editingPlugin.on(name, () => seen.push(name));
    if (name !== 'afteredit') grid.on(name, () => seen.push('grid:' + name));
  }
  return seen;
}

describe('Lib.grid.plugin.RowEditing', () => {
  useDom();
  const made = useGridCleanup();

  describe("spec.md's example grid", () => {
    let grid: any;
    let store: any;

    beforeEach(() => {
      // The example's configuration, verbatim, with a date column added.
      Lib.create('Lib.data.Store', {
        storeId: 'simpsonsStore',
        fields: ['name', 'email', 'phone', { name: 'born', type: 'date', dateFormat: 'Y-m-d' }],
        data: {
          items: [
            { name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224', born: '1982-05-09' },
            { name: 'Bart', email: 'bart@simpsons.com', phone: '555-222-1234', born: '1980-04-01' },
            {
              name: 'Homer',
              email: 'home@simpsons.com',
              phone: '555-222-1244',
              born: '1956-05-12',
            },
            {
              name: 'Marge',
              email: 'marge@simpsons.com',
              phone: '555-222-1254',
              born: '1956-10-01',
            },
          ],
        },
        proxy: {
          type: 'memory',
          reader: {
            type: 'json',
            root: 'items',
          },
        },
      });
      store = Lib.data.StoreManager.lookup('simpsonsStore');
      grid = made(
        Lib.create('Lib.grid.Panel', {
          title: 'Simpsons',
          store,
          columns: [
            { header: 'Name', dataIndex: 'name', editor: 'textfield' },
            {
              header: 'Email',
              dataIndex: 'email',
              flex: 1,
              editor: {
                xtype: 'textfield',
                allowBlank: false,
              },
            },
            { header: 'Phone', dataIndex: 'phone' },
            {
              header: 'Born',
              dataIndex: 'born',
              xtype: 'datecolumn',
              format: 'Y-m-d',
              editor: { xtype: 'datefield', format: 'Y-m-d' },
            },
          ],
          selType: 'rowmodel',
          plugins: [Lib.create('Lib.grid.plugin.RowEditing', { clicksToEdit: 1 })],
          height: 200,
          width: 500,
          renderTo: Lib.getBody(),
        }),
      );
    });

    it('opens the editor on a click, and Update writes the record and fires edit', () => {
      const edits: any[] = [];
      grid.on('edit', (plugin: any, context: any) =>
        edits.push({ plugin, context, email: context.record.get('email') }),
      );
      click(cell(grid, 1, 1));
      const editor = grid.editingPlugin.getEditor();
      expect(editor.isVisible()).to.equal(true);
      expect(field(grid, 'name').getValue()).to.equal('Bart');
      type(field(grid, 'email'), 'bart@example.com');
      type(field(grid, 'born'), '1980-04-02');
      click(button(grid, 'update'));
      const bart = store.getAt(1);
      expect(bart.get('email')).to.equal('bart@example.com');
      expect(Lib.Date.format(bart.get('born'), 'Y-m-d')).to.equal('1980-04-02');
      expect(bart.dirty).to.equal(true);
      expect(edits).to.have.length(1);
      expect(edits[0].plugin).to.equal(grid.editingPlugin);
      expect(edits[0].email).to.equal('bart@example.com');
      expect(editor.isVisible()).to.equal(false);
      expect(rowTexts(grid.getView().getNode(1))).to.deep.equal([
        'Bart',
        'bart@example.com',
        '555-222-1234',
        '1980-04-02',
      ]);
    });

    it('leaves the record untouched on Cancel', () => {
      const canceled = sinon.spy();
      const edited = sinon.spy();
      grid.on({ canceledit: canceled, edit: edited });
      click(cell(grid, 2, 0));
      type(field(grid, 'name'), 'Max Power');
      click(button(grid, 'cancel'));
      expect(store.getAt(2).get('name')).to.equal('Homer');
      expect(store.getAt(2).dirty).to.equal(false);
      expect(canceled.calledOnce).to.equal(true);
      expect(edited.called).to.equal(false);
      expect(grid.editingPlugin.getEditor().isVisible()).to.equal(false);
    });

    it('refuses to save a blank required email', () => {
      const edited = sinon.spy();
      grid.on('edit', edited);
      click(cell(grid, 0, 0));
      type(field(grid, 'email'), '');
      expect(grid.editingPlugin.getEditor().down('#update').isDisabled()).to.equal(true);
      grid.editingPlugin.completeEdit();
      expect(edited.called).to.equal(false);
      expect(store.getAt(0).get('email')).to.equal('lisa@simpsons.com');
      expect(grid.editingPlugin.editing).to.equal(true);
      expect(summary(grid)).to.deep.equal(['Email: This field is required']);
    });
  });

  describe('creation', () => {
    it('has the Ext JS 4 defaults, but keeps typed edits (autoCancel false)', () => {
      const plugin = Lib.create('Lib.grid.plugin.RowEditing');
      expect(plugin.clicksToEdit).to.equal(2);
      expect(plugin.clicksToMoveEditor).to.equal(2);
      expect(plugin.autoCancel).to.equal(false);
      expect(Lib.grid.RowEditor.prototype.autoCancel).to.equal(false);
      expect(plugin.errorSummary).to.equal(true);
      expect(plugin.triggerEvent).to.equal(undefined);
      expect(plugin.defaultFieldXType).to.equal('textfield');
      expect(plugin.removeUnmodified).to.equal(false);
      expect(plugin.autoSync).to.equal(false);
      expect(plugin.saveBtnText).to.equal('Update');
      expect(plugin.cancelBtnText).to.equal('Cancel');
      expect(plugin.errorsText).to.equal('Errors');
      expect(plugin.dirtyText).to.equal('You need to commit or cancel your changes');
      expect(plugin.editing).to.equal(false);
    });

    it('passes its texts to the editor', () => {
      const { grid, plugin } = made(
        editGrid({
          saveBtnText: 'Save',
          cancelBtnText: 'Undo',
          errorsText: 'Problems',
          dirtyText: 'Save or undo first',
          autoCancel: false,
        }),
      );
      plugin.startEdit(0);
      const editor = plugin.getEditor();
      expect(editor.down('#update').getText()).to.equal('Save');
      expect(editor.down('#cancel').getText()).to.equal('Undo');
      type(field(grid, 'name'), 'Liz');
      expect(plugin.startEdit(1)).to.equal(false);
      expect(summary(grid)).to.deep.equal(['Save or undo first']);
      expect(editor.errorsEl.dom.querySelector('.x-tip-header-text').textContent).to.equal(
        'Problems',
      );
    });

    it('moves the editor with as many clicks as it takes to open it, unless told', () => {
      expect(
        Lib.create('Lib.grid.plugin.RowEditing', { clicksToEdit: 1 }).clicksToMoveEditor,
      ).to.equal(1);
      const plugin = Lib.create('Lib.grid.plugin.RowEditing', {
        clicksToEdit: 2,
        clicksToMoveEditor: 1,
      });
      expect(plugin.clicksToMoveEditor).to.equal(1);
    });

    it('is made from the ptype, a config with ptype, the alternate name, or an instance', () => {
      const byType = made(editGrid({}, { plugins: 'rowediting' }));
      expect(byType.grid.editingPlugin).to.be.instanceOf(Lib.grid.plugin.RowEditing);
      const byConfig = made(editGrid({}, { plugins: [{ ptype: 'rowediting', clicksToEdit: 1 }] }));
      expect(byConfig.grid.editingPlugin.clicksToEdit).to.equal(1);
      expect(Lib.ClassManager.get('Lib.grid.RowEditing')).to.equal(Lib.grid.plugin.RowEditing);
      expect(Lib.createByAlias('plugin.rowediting')).to.be.instanceOf(Lib.grid.plugin.RowEditing);
      expect(Lib.create('Lib.grid.plugin.RowEditing')).to.be.instanceOf(Lib.grid.plugin.Editing);
      expect(byType.grid.findPlugin('rowediting')).to.equal(byType.grid.editingPlugin);
    });

    it('adds the listeners of its config', () => {
      const beforeedit = sinon.spy();
      const { grid } = made(editGrid({ listeners: { beforeedit } }));
      grid.editingPlugin.startEdit(0);
      expect(beforeedit.calledOnce).to.equal(true);
    });

    it('rejects configs of the wrong type, saying which and what was seen', () => {
      expect(() => Lib.create('Lib.grid.plugin.RowEditing', { clicksToEdit: 3 as any })).to.throw(
        TypeError,
        "[Lib.grid.plugin.RowEditing] config 'clicksToEdit' must be 1 or 2, got 3",
      );
      expect(() => Lib.create('Lib.grid.plugin.RowEditing', { autoCancel: 'no' as any })).to.throw(
        TypeError,
        "config 'autoCancel' must be a boolean",
      );
      expect(() => Lib.create('Lib.grid.plugin.RowEditing', { saveBtnText: 5 as any })).to.throw(
        TypeError,
        "config 'saveBtnText' must be a string",
      );
      expect(() => Lib.create('Lib.grid.plugin.RowEditing').init({} as never)).to.throw(
        TypeError,
        'the host must be a grid',
      );
    });
  });

  describe('#init', () => {
    it('makes the grid relay beforeedit, edit, validateedit and canceledit with (plugin, context)', () => {
      const { grid, plugin } = made(editGrid());
      const seen = recordEvents(grid);
      plugin.startEdit(0);
      plugin.completeEdit();
      plugin.startEdit(1);
      plugin.cancelEdit();
      // The grid relays from init on, so its listeners come before those added later.
      expect(seen).to.deep.equal([
        'grid:beforeedit',
        'beforeedit',
        'grid:validateedit',
        'validateedit',
        'grid:edit',
        'edit',
        'afteredit',
        'grid:beforeedit',
        'beforeedit',
        'grid:canceledit',
        'canceledit',
      ]);
      const listener = sinon.spy();
      grid.on('beforeedit', listener);
      plugin.startEdit(2);
      expect(listener.firstCall.args[0]).to.equal(plugin);
      expect(listener.firstCall.args[1]).to.equal(plugin.context);
    });

    it('lets a grid beforeedit listener returning false stop the edit', () => {
      const { grid, plugin } = made(editGrid());
      grid.on('beforeedit', () => false);
      expect(plugin.startEdit(0)).to.equal(false);
      expect(plugin.editing).to.equal(false);
    });

    it('sets grid.editingPlugin and view.editingPlugin', () => {
      const { grid, plugin, view } = made(editGrid());
      expect(grid.editingPlugin).to.equal(plugin);
      expect(view.editingPlugin).to.equal(plugin);
      expect(plugin.grid).to.equal(grid);
      expect(plugin.view).to.equal(view);
    });

    it('gives the columns getEditor, setEditor and hasEditor on beforerender', () => {
      const plugin = Lib.create('Lib.grid.plugin.RowEditing');
      const grid: any = made(
        Lib.create('Lib.grid.Panel', {
          store: bornStore(),
          columns: editColumns(),
          plugins: [plugin],
        }),
      );
      expect(grid.columns[0].getEditor).to.equal(undefined);
      grid.render(document.body);
      const [name, , phone] = grid.columns;
      expect(name.hasEditor()).to.equal(true);
      expect(phone.hasEditor()).to.equal(false);
      expect(name.getEditor().isXType('textfield')).to.equal(true);
      expect(phone.getEditor()).to.equal(null);
      grid.getStore().destroy();
    });

    it('gives the columns of a reconfigure their editor methods', () => {
      const { grid } = made(editGrid());
      grid.reconfigure(null, [{ header: 'Mail', dataIndex: 'email', editor: 'textfield' }]);
      expect(grid.columns[0].hasEditor()).to.equal(true);
      expect(grid.columns[0].getEditor().getName()).to.equal('email');
    });
  });

  describe('triggers', () => {
    it('opens on a double click by default (a single click only selects)', () => {
      const { grid, plugin } = made(editGrid());
      click(cell(grid, 1, 0));
      expect(plugin.editing).to.equal(false);
      expect(grid.getSelectionModel().getSelection()[0]).to.equal(grid.getStore().getAt(1));
      dblclick(cell(grid, 1, 0));
      expect(plugin.editing).to.equal(true);
      expect(plugin.context.record).to.equal(grid.getStore().getAt(1));
    });

    it('opens on one click with clicksToEdit 1', () => {
      const { grid, plugin } = made(editGrid({ clicksToEdit: 1 }));
      click(cell(grid, 3, 1));
      expect(plugin.editing).to.equal(true);
      expect(plugin.context.rowIdx).to.equal(3);
      expect(plugin.context.colIdx).to.equal(1);
    });

    it('moves an open editor with clicksToMoveEditor clicks when they differ', () => {
      const { grid, plugin, store } = made(editGrid({ clicksToEdit: 2, clicksToMoveEditor: 1 }));
      click(cell(grid, 0, 0));
      expect(plugin.editing).to.equal(false);
      dblclick(cell(grid, 0, 0));
      click(cell(grid, 2, 0));
      expect(plugin.context.record).to.equal(store.getAt(2));
    });

    it('opens on the view event named by triggerEvent instead', () => {
      const { grid, plugin, store } = made(editGrid({ triggerEvent: 'itemmouseup' }));
      dblclick(cell(grid, 1, 0));
      expect(plugin.context.record).to.equal(store.getAt(1));
      plugin.cancelEdit();
      grid.getView().fireEvent('rowfocus', store.getAt(3), null, 3);
      expect(plugin.editing).to.equal(false);
      const focusPlugin = made(editGrid({ triggerEvent: 'rowfocus' }));
      focusPlugin.view.fireEvent('rowfocus', focusPlugin.store.getAt(3), null, 3);
      expect(focusPlugin.plugin.context.record).to.equal(focusPlugin.store.getAt(3));
    });

    it('opens the editor at the clicked column', () => {
      const { grid, plugin } = made(editGrid({ clicksToEdit: 1 }));
      click(cell(grid, 2, 3));
      expect(plugin.context.column).to.equal(grid.columns[3]);
      expect(document.activeElement).to.equal(field(grid, 'born').inputEl.dom);
    });

    it('counts the clicked column among the visible columns', () => {
      const { grid, plugin } = made(editGrid({ clicksToEdit: 1 }));
      grid.columns[0].hide();
      click(cell(grid, 2, 2));
      expect(plugin.context.column).to.equal(grid.columns[3]);
      expect(plugin.context.colIdx).to.equal(2);
      expect(document.activeElement).to.equal(field(grid, 'born').inputEl.dom);
    });

    it('with triggerEvent rowfocus, opens on keyboard moves but not when closing refocuses the row', () => {
      const { grid, plugin, store, view } = made(editGrid({ triggerEvent: 'rowfocus' }));
      const beforeedit = sinon.spy();
      plugin.on('beforeedit', beforeedit);
      click(cell(grid, 0, 0));
      expect(plugin.context.record).to.equal(store.getAt(0));
      key(field(grid, 'name').inputEl.dom, 'Enter');
      expect(document.activeElement).to.equal(view.el.dom);
      expect(plugin.editing).to.equal(false);
      expect(beforeedit.callCount).to.equal(1);
      key(view.el.dom, 'ArrowDown');
      expect(plugin.context.record).to.equal(store.getAt(1));
      expect(beforeedit.callCount).to.equal(2);
    });

    it('does nothing while disabled', () => {
      const { grid, plugin } = made(editGrid({ clicksToEdit: 1, disabled: true }));
      click(cell(grid, 0, 0));
      expect(plugin.editing).to.equal(false);
      plugin.enable();
      click(cell(grid, 0, 0));
      expect(plugin.editing).to.equal(true);
      plugin.disable();
      expect(plugin.editing).to.equal(false);
    });
  });

  describe('#startEdit', () => {
    it('takes a record or a row index, and a column or a visible column index', () => {
      const { grid, plugin, store } = made(editGrid());
      expect(plugin.startEdit(store.getAt(1), grid.columns[1])).to.equal(true);
      expect(plugin.context.record).to.equal(store.getAt(1));
      expect(plugin.context.column).to.equal(grid.columns[1]);
      expect(plugin.startEdit(2, 3)).to.equal(true);
      expect(plugin.context.record).to.equal(store.getAt(2));
      expect(plugin.context.column).to.equal(grid.columns[3]);
    });

    it('uses the first editable column when none is given (Ext 4.2.1 threw)', () => {
      const { grid, plugin } = made(
        editGrid({}, { columns: [{ header: 'Phone', dataIndex: 'phone' }, ...editColumns()] }),
      );
      expect(plugin.startEdit(0)).to.equal(true);
      expect(plugin.context.column).to.equal(grid.columns[1]);
      expect(document.activeElement).to.equal(field(grid, 'name').inputEl.dom);
    });

    it('uses the first editable column for a hidden column', () => {
      const { grid, plugin } = made(editGrid());
      grid.columns[1].hide();
      plugin.startEdit(0, grid.columns[1]);
      expect(plugin.context.column).to.equal(grid.columns[0]);
    });

    it('gives beforeedit the context of Ext JS 4.2.1', () => {
      const { grid, plugin, store, view } = made(editGrid());
      const listener = sinon.spy();
      plugin.on('beforeedit', listener);
      plugin.startEdit(2, 1);
      const context = listener.firstCall.args[1];
      expect(context).to.include({
        grid,
        view,
        store,
        record: store.getAt(2),
        field: 'email',
        value: 'home@simpsons.com',
        row: view.getNode(2),
        column: grid.columns[1],
        rowIdx: 2,
        colIdx: 1,
      });
    });

    it('is stopped by beforeedit returning false or setting context.cancel', () => {
      const { grid, plugin } = made(editGrid());
      const stop = plugin.on('beforeedit', () => false, null, { destroyable: true });
      expect(plugin.startEdit(0)).to.equal(false);
      expect(plugin.editing).to.equal(false);
      stop.destroy();
      plugin.on('beforeedit', (_p: any, context: any) => {
        context.cancel = true;
      });
      expect(plugin.startEdit(0)).to.equal(false);
      expect(plugin.getEditor().isVisible()).to.equal(false);
      expect(grid.getSelectionModel().hasSelection()).to.equal(false);
    });

    it('selects the record, loads it silently and focuses the field of the column', () => {
      const { grid, plugin, store } = made(editGrid());
      const changes = sinon.spy();
      plugin.getEditor();
      plugin.startEdit(0);
      field(grid, 'name').on('change', changes);
      plugin.startEdit(3, 1);
      expect(changes.called).to.equal(false);
      expect(grid.getSelectionModel().getSelection()).to.deep.equal([store.getAt(3)]);
      expect(field(grid, 'name').getValue()).to.equal('Marge');
      expect(field(grid, 'email').getValue()).to.equal('marge@simpsons.com');
      expect(Lib.Date.format(field(grid, 'born').getValue(), 'Y-m-d')).to.equal('1983-04-15');
      expect(field(grid, 'name').isDirty()).to.equal(false);
      expect(document.activeElement).to.equal(field(grid, 'email').inputEl.dom);
    });

    it('sets editing and context once started, and returns true', () => {
      const { plugin } = made(editGrid());
      expect(plugin.startEdit(1)).to.equal(true);
      expect(plugin.editing).to.equal(true);
      expect(plugin.context.rowIdx).to.equal(1);
    });

    it('returns false for a record that is not in the store', () => {
      const { plugin, store } = made(editGrid());
      expect(plugin.startEdit(99)).to.equal(false);
      const stranger = Lib.create(store.model, { name: 'Ned' });
      expect(plugin.startEdit(stranger)).to.equal(false);
      expect(plugin.editing).to.equal(false);
    });

    it('throws for a wrong record or column', () => {
      const { plugin } = made(editGrid());
      expect(() => plugin.startEdit('Lisa')).to.throw(
        TypeError,
        "[Lib.grid.plugin.RowEditing#startEdit] record must be a record or a row index, got 'Lisa'",
      );
      expect(() => plugin.startEdit(0, 9)).to.throw(
        TypeError,
        'column must be a visible column index below 4',
      );
      expect(() => plugin.startEdit(0, { text: 'x' })).to.throw(
        TypeError,
        'column must be a column of the grid',
      );
    });

    it('waits for the grid to be rendered, then starts', () => {
      const plugin: any = Lib.create('Lib.grid.plugin.RowEditing');
      const grid = made(
        Lib.create('Lib.grid.Panel', {
          store: bornStore(),
          columns: editColumns(),
          height: 200,
          width: 500,
          plugins: [plugin],
        }),
      );
      expect(plugin.startEdit(1)).to.equal(false);
      expect(plugin.startEdit(2)).to.equal(false);
      grid.render(document.body);
      expect(plugin.editing).to.equal(true);
      expect(plugin.context.rowIdx).to.equal(2);
      grid.getStore().destroy();
    });

    it('returns false while the grid is hidden', () => {
      const { grid, plugin } = made(editGrid());
      grid.hide();
      expect(plugin.startEdit(0)).to.equal(false);
    });

    it('scrolls a row that is not rendered into view first (100 000 records)', () => {
      const store = bigStore(100_000);
      const { grid, plugin, view } = made(
        editGrid(
          {},
          {
            store,
            columns: [
              { header: 'Id', dataIndex: 'id' },
              { header: 'Name', dataIndex: 'name', flex: 1, editor: 'textfield' },
            ],
          },
        ),
      );
      expect(view.getNode(80_000)).to.equal(null);
      expect(plugin.startEdit(80_000)).to.equal(true);
      const row = view.getNode(80_000);
      expect(row).to.not.equal(null);
      expect(plugin.context.row).to.equal(row);
      expect(plugin.context.rowIdx).to.equal(80_000);
      const editor = plugin.getEditor();
      expect(editor.el.dom.style.top).to.equal(view.getRowTop(80_000) + 'px');
      expect(field(grid, 'name').getValue()).to.equal('Person 80001');
      expect(view.el.dom.querySelectorAll('tr').length).to.be.below(200);
    });

    it('scrolls to a row rendered in the buffer below the rows in view', () => {
      const store = bigStore(100);
      const { plugin, view } = made(
        editGrid(
          {},
          { store, columns: [{ header: 'Name', dataIndex: 'name', editor: 'textfield' }] },
        ),
      );
      expect(view.getNode(9)).to.not.equal(null);
      expect(view.getRowBox(9).viewTop).to.be.above(view.getViewportHeight());
      plugin.startEdit(9);
      const box = view.getRowBox(9);
      expect(box.viewTop).to.be.at.least(0);
      expect(box.viewTop + 24).to.be.at.most(view.getViewportHeight());
    });

    it('only moves the focus when the row is already being edited', () => {
      const { grid, plugin } = made(editGrid());
      const beforeedit = sinon.spy();
      plugin.startEdit(0, 0);
      type(field(grid, 'name'), 'Lisa S.');
      plugin.on('beforeedit', beforeedit);
      expect(plugin.startEdit(0, 1)).to.equal(true);
      expect(beforeedit.called).to.equal(false);
      expect(field(grid, 'name').getValue()).to.equal('Lisa S.');
      expect(document.activeElement).to.equal(field(grid, 'email').inputEl.dom);
    });
  });

  describe('#completeEdit', () => {
    it('fires validateedit with newValues and originalValues, then writes the record and fires edit', () => {
      const { grid, plugin, store } = made(editGrid());
      const bart = store.getAt(1);
      let atValidate: any;
      let atEdit: any;
      plugin.on('validateedit', (_p: any, context: any) => {
        atValidate = { ...context, stillEmail: context.record.get('email') };
      });
      plugin.on('edit', (_p: any, context: any) => {
        atEdit = {
          editing: plugin.editing,
          visible: plugin.getEditor().isVisible(),
          email: context.record.get('email'),
          dirty: context.record.dirty,
          modified: { ...context.record.modified },
        };
      });
      plugin.startEdit(1);
      type(field(grid, 'email'), 'bart@example.com');
      expect(plugin.completeEdit()).to.equal(undefined);
      expect(atValidate.stillEmail).to.equal('bart@simpsons.com');
      expect(atValidate.newValues).to.include({
        name: 'Bart',
        email: 'bart@example.com',
        phone: '555-222-1234',
      });
      expect(atValidate.originalValues).to.include({
        name: 'Bart',
        email: 'bart@simpsons.com',
        phone: '555-222-1234',
      });
      expect(atValidate.newValues.born).to.be.instanceOf(Date);
      expect(atEdit).to.deep.equal({
        editing: false,
        visible: false,
        email: 'bart@example.com',
        dirty: true,
        modified: { email: 'bart@simpsons.com' },
      });
      expect(bart.dirty).to.equal(true);
      expect(plugin.context.newValues.email).to.equal('bart@example.com');
    });

    it('fires afteredit after every edit listener, the grid included', () => {
      const { grid, plugin } = made(editGrid());
      const order: string[] = [];
      plugin.on('edit', () => order.push('edit'));
      grid.on('edit', () => order.push('grid:edit'));
      plugin.on('afteredit', () => order.push('afteredit'));
      plugin.startEdit(0);
      plugin.completeEdit();
      expect(order).to.deep.equal(['grid:edit', 'edit', 'afteredit']);
    });

    it('keeps the editor open when validateedit returns false or sets context.cancel', () => {
      const { grid, plugin, store } = made(editGrid());
      const edit = sinon.spy();
      plugin.on('edit', edit);
      const veto = plugin.on('validateedit', () => false, null, { destroyable: true });
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Liz');
      plugin.completeEdit();
      expect(plugin.editing).to.equal(true);
      expect(plugin.getEditor().isVisible()).to.equal(true);
      veto.destroy();
      const cancel = plugin.on(
        'validateedit',
        (_p: any, context: any) => {
          context.cancel = true;
          // A handler may write the value itself.
          context.record.set('name', context.newValues.name.toUpperCase());
        },
        null,
        { destroyable: true },
      );
      plugin.completeEdit();
      expect(plugin.editing).to.equal(true);
      expect(store.getAt(0).get('name')).to.equal('LIZ');
      expect(edit.called).to.equal(false);
      cancel.destroy();
      plugin.completeEdit();
      expect(edit.calledOnce).to.equal(true);
      expect(store.getAt(0).get('name')).to.equal('Liz');
    });

    it('does nothing while the form is invalid: no edit, the editor stays open', () => {
      const { grid, plugin, store } = made(editGrid());
      const events = recordEvents(grid);
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Lisa Marie');
      type(field(grid, 'email'), '');
      plugin.completeEdit();
      expect(events).to.deep.equal([
        'grid:beforeedit',
        'beforeedit',
        'grid:validateedit',
        'validateedit',
      ]);
      expect(plugin.editing).to.equal(true);
      expect(store.getAt(0).get('name')).to.equal('Lisa');
      expect(store.getAt(0).dirty).to.equal(false);
      expect(field(grid, 'email').hasActiveError()).to.equal(true);
    });

    it('writes the changed fields in one update, and unchanged values do not dirty the record', () => {
      const { grid, plugin, store } = made(editGrid());
      const updates = sinon.spy();
      store.on('update', updates);
      plugin.startEdit(2);
      plugin.completeEdit();
      expect(store.getAt(2).dirty).to.equal(false);
      expect(updates.called).to.equal(false);
      plugin.startEdit(2);
      type(field(grid, 'name'), 'Homer J.');
      type(field(grid, 'email'), 'homer@example.com');
      plugin.completeEdit();
      expect(updates.calledOnce).to.equal(true);
      expect(Object.keys(store.getAt(2).modified).sort()).to.deep.equal(['email', 'name']);
    });

    it('does not write a display field, nor a date whose time only went through the field', () => {
      const { grid, plugin, store } = made(editGrid());
      const homer = store.getAt(2);
      homer.set('born', new Date(1956, 4, 12, 10, 30));
      homer.commit();
      plugin.startEdit(2);
      plugin.completeEdit();
      expect(homer.get('born').getHours()).to.equal(10);
      expect(homer.get('phone')).to.equal('555-222-1244');
      expect(homer.dirty).to.equal(false);
      expect(grid.editingPlugin.context.newValues.phone).to.equal('555-222-1244');
    });

    it('does nothing when not editing', () => {
      const { plugin } = made(editGrid());
      const validate = sinon.spy();
      plugin.on('validateedit', validate);
      plugin.completeEdit();
      expect(validate.called).to.equal(false);
    });
  });

  describe('#cancelEdit', () => {
    it('hides the editor, resets the fields and fires canceledit with the context', () => {
      const { grid, plugin, store } = made(editGrid());
      const listener = sinon.spy();
      plugin.on('canceledit', listener);
      plugin.startEdit(1);
      const context = plugin.context;
      type(field(grid, 'name'), 'El Barto');
      type(field(grid, 'email'), '');
      expect(plugin.cancelEdit()).to.equal(undefined);
      expect(plugin.editing).to.equal(false);
      expect(listener.calledOnceWith(plugin, context)).to.equal(true);
      expect(store.getAt(1).get('name')).to.equal('Bart');
      expect(store.getAt(1).dirty).to.equal(false);
      expect(field(grid, 'name').getValue()).to.equal('Bart');
      expect(field(grid, 'email').hasActiveError()).to.equal(false);
      expect(plugin.getEditor().isVisible()).to.equal(false);
      expect(summary(grid)).to.equal(null);
    });

    it('returns true and fires nothing when not editing', () => {
      const { plugin } = made(editGrid());
      const listener = sinon.spy();
      plugin.on('canceledit', listener);
      expect(plugin.cancelEdit()).to.equal(true);
      plugin.startEdit(0);
      plugin.cancelEdit();
      expect(plugin.cancelEdit()).to.equal(true);
      expect(listener.calledOnce).to.equal(true);
    });

    it('happens when the record is removed from the store', () => {
      const { plugin, store } = made(editGrid());
      const listener = sinon.spy();
      plugin.on('canceledit', listener);
      plugin.startEdit(1);
      store.removeAt(0);
      expect(plugin.editing).to.equal(true);
      expect(plugin.getEditor().el.dom.style.top).to.equal('0px');
      store.remove(store.getAt(0));
      expect(plugin.editing).to.equal(false);
      expect(listener.calledOnce).to.equal(true);
    });

    it('happens when the view is refreshed without the record (a filter)', () => {
      const { plugin, store } = made(editGrid());
      plugin.startEdit(1);
      store.filter('name', 'Ho');
      expect(plugin.editing).to.equal(false);
      plugin.startEdit(0);
      store.clearFilter();
      expect(plugin.editing).to.equal(true);
      store.removeAll();
      expect(plugin.editing).to.equal(false);
    });

    it('happens when the grid is reconfigured', () => {
      const { plugin, grid } = made(editGrid());
      plugin.startEdit(1);
      grid.reconfigure(null, editColumns().slice(0, 2));
      expect(plugin.editing).to.equal(false);
      plugin.startEdit(1);
      expect(plugin.getEditor().fields.map((f: any) => f.getName())).to.deep.equal([
        'name',
        'email',
      ]);
    });
  });

  describe('moving to another row', () => {
    it('with autoCancel moves the editor, discarding the input, without canceledit', () => {
      const { grid, plugin, store } = made(editGrid({ clicksToEdit: 1, autoCancel: true }));
      const events = recordEvents(grid);
      click(cell(grid, 0, 0));
      type(field(grid, 'name'), 'Changed');
      click(cell(grid, 2, 1));
      expect(events).to.deep.equal([
        'grid:beforeedit',
        'beforeedit',
        'grid:beforeedit',
        'beforeedit',
      ]);
      expect(plugin.context.record).to.equal(store.getAt(2));
      expect(field(grid, 'name').getValue()).to.equal('Homer');
      expect(store.getAt(0).get('name')).to.equal('Lisa');
      expect(plugin.getEditor().el.dom.style.top).to.equal('48px');
    });

    it('without autoCancel refuses to leave unsaved changes, showing the dirty text', () => {
      const { grid, plugin, store } = made(editGrid({ clicksToEdit: 1, autoCancel: false }));
      click(cell(grid, 0, 0));
      expect(plugin.startEdit(2)).to.equal(true);
      type(field(grid, 'name'), 'Changed');
      expect(plugin.startEdit(3)).to.equal(false);
      click(cell(grid, 1, 0));
      expect(plugin.context.record).to.equal(store.getAt(2));
      expect(field(grid, 'name').getValue()).to.equal('Changed');
      expect(summary(grid)).to.deep.equal(['You need to commit or cancel your changes']);
      plugin.cancelEdit();
      expect(plugin.startEdit(3)).to.equal(true);
    });

    it('without autoCancel lists the field errors, not the dirty text, while a field is invalid', () => {
      const { grid, plugin } = made(editGrid({ autoCancel: false }));
      plugin.startEdit(0);
      type(field(grid, 'email'), '');
      expect(plugin.startEdit(1)).to.equal(false);
      expect(summary(grid)).to.deep.equal(['Email: This field is required']);
    });

    it('without autoCancel and without errorSummary still refuses, saying why', () => {
      const { grid, plugin } = made(editGrid({ autoCancel: false, errorSummary: false }));
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Changed');
      expect(plugin.startEdit(1)).to.equal(false);
      expect(summary(grid)).to.deep.equal(['You need to commit or cancel your changes']);
    });

    it('by default keeps the changes when another row is pressed, saying why (role alert)', () => {
      const { grid, plugin, store } = made(editGrid());
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Changed');
      click(cell(grid, 2, 1));
      dblclick(cell(grid, 2, 1));
      expect(plugin.context.record).to.equal(store.getAt(0));
      expect(grid.getSelectionModel().getSelection()[0]).to.equal(store.getAt(0));
      expect(field(grid, 'name').getValue()).to.equal('Changed');
      expect(summary(grid)).to.deep.equal(['You need to commit or cancel your changes']);
      expect(plugin.getEditor().errorsEl.dom.getAttribute('role')).to.equal('alert');
    });

    it('by default keeps the changes when a header is clicked: no sort, saying why', () => {
      const { grid, plugin, store } = made(editGrid());
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Changed');
      click(grid.columns[0].el.dom);
      expect(store.sorters.length).to.equal(0);
      expect(plugin.editing).to.equal(true);
      expect(summary(grid)).to.deep.equal(['You need to commit or cancel your changes']);
      plugin.cancelEdit();
      click(grid.columns[0].el.dom);
      expect(store.sorters.length).to.equal(1);
    });

    it('by default keeps the changes when the store would load (the pager), saying why', () => {
      const { grid, plugin, store } = made(editGrid());
      const load = sinon.spy();
      store.on('load', load);
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Changed');
      store.loadPage(2);
      expect(load.called).to.equal(false);
      expect(field(grid, 'name').getValue()).to.equal('Changed');
      expect(summary(grid)).to.deep.equal(['You need to commit or cancel your changes']);
    });

    it('guards the loads of a store the grid was reconfigured with', () => {
      const { grid, plugin } = made(editGrid());
      const other = bornStore({ storeId: 'otherStore' });
      grid.reconfigure(other);
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Changed');
      const load = sinon.spy();
      other.on('load', load);
      other.load();
      expect(load.called).to.equal(false);
      expect(summary(grid)).to.deep.equal(['You need to commit or cancel your changes']);
      other.destroy();
    });

    it('with autoCancel: true lets a load discard the changes, as Ext JS 4 does', () => {
      const { grid, plugin, store } = made(editGrid({ autoCancel: true }));
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Changed');
      click(grid.columns[0].el.dom);
      expect(store.sorters.length).to.equal(1);
      store.load();
      expect(plugin.editing).to.equal(false);
      expect(store.findRecord('name', 'Changed')).to.equal(null);
    });
  });

  describe('spec.md events', () => {
    it('lets an edit handler commit the record it was given (as after a server save)', () => {
      const { grid, plugin, store, view } = made(editGrid());
      grid.on('edit', (_p: any, e: any) => {
        expect(e.record.dirty).to.equal(true);
        e.record.commit();
      });
      plugin.startEdit(0);
      type(field(grid, 'email'), 'lisa@example.com');
      plugin.completeEdit();
      expect(store.getAt(0).dirty).to.equal(false);
      expect(view.getNode(0).querySelector('.x-grid-dirty-cell')).to.equal(null);
    });

    it('gives the handlers record, field, value and rowIdx', () => {
      const { plugin, store } = made(editGrid());
      const seen: any[] = [];
      for (const name of ['beforeedit', 'validateedit', 'edit']) {
        plugin.on(name, (_p: any, e: any) =>
          seen.push([name, e.record, e.field, e.value, e.rowIdx]),
        );
      }
      plugin.startEdit(3, 1);
      plugin.completeEdit();
      const marge = store.getAt(3);
      expect(seen).to.deep.equal([
        ['beforeedit', marge, 'email', 'marge@simpsons.com', 3],
        ['validateedit', marge, 'email', 'marge@simpsons.com', 3],
        ['edit', marge, 'email', 'marge@simpsons.com', 3],
      ]);
    });
  });

  describe('preparing the editor', () => {
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('creates and renders it, hidden, once the page is idle after the first rows', async () => {
      const { grid, plugin } = made(editGrid());
      expect(plugin.editor).to.equal(null);
      await later(80);
      const editor = plugin.editor;
      expect(editor.rendered).to.equal(true);
      expect(editor.isVisible()).to.equal(false);
      expect(editor.el.dom.classList.contains('x-hide-visibility')).to.equal(true);
      expect(plugin.editing).to.equal(false);
      plugin.startEdit(1);
      expect(editor.el.dom.classList.contains('x-hide-visibility')).to.equal(false);
      expect(field(grid, 'name').getValue()).to.equal('Bart');
    });

    it('leaves a column editor that cannot be made to the first startEdit, leaking nothing', async () => {
      const before = ComponentManager.getCount();
      const store = bornStore();
      const { grid, plugin } = editGrid(
        {},
        { store, columns: [{ header: 'N', dataIndex: 'name', editor: 'button' }] },
      );
      await later(80);
      expect(plugin.editor).to.equal(null);
      expect(() => plugin.startEdit(0)).to.throw(TypeError, 'must be a form field');
      expect(plugin.editing).to.equal(false);
      expect(plugin.editor).to.equal(null);
      grid.destroy();
      store.destroy();
      expect(ComponentManager.getCount()).to.equal(before);
    });

    it('does nothing for a grid destroyed before', async () => {
      const { plugin, destroy } = editGrid();
      destroy();
      await later(80);
      expect(plugin.editor).to.equal(null);
    });
  });

  describe('#setEditor during an edit', () => {
    it('puts the new field in the open editor, loaded', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(1);
      grid.columns[2].setEditor({ xtype: 'textfield', allowBlank: false });
      const phone = field(grid, 'phone');
      expect(phone.isXType('displayfield')).to.equal(false);
      expect(phone.getValue()).to.equal('555-222-1234');
      type(phone, '555-000-0000');
      plugin.completeEdit();
      expect(grid.getStore().getAt(1).get('phone')).to.equal('555-000-0000');
    });
  });

  describe('#setEditor with the field the column already has', () => {
    it('keeps that field working in the open editor', () => {
      const { grid, plugin, store } = made(editGrid());
      plugin.startEdit(1);
      const name = grid.columns[0].getEditor();
      grid.columns[0].setEditor(name);
      expect(name.isDestroyed).to.equal(false);
      expect(field(grid, 'name')).to.equal(name);
      type(name, 'Bartholomew');
      plugin.completeEdit();
      expect(store.getAt(1).get('name')).to.equal('Bartholomew');
    });
  });

  describe('#destroy', () => {
    it('goes with the grid: editor, fields, column methods, listeners', () => {
      const before = ComponentManager.getCount();
      const store = bornStore();
      const { grid, plugin } = editGrid({}, { store });
      plugin.startEdit(0);
      type(field(grid, 'email'), '');
      const columns = grid.getColumns();
      const tip = document.querySelector('.x-grid-row-editor-errors');
      expect(tip).to.not.equal(null);
      grid.destroy();
      store.destroy();
      expect(ComponentManager.getCount()).to.equal(before);
      expect(document.querySelector('.x-grid-row-editor')).to.equal(null);
      expect(document.querySelector('.x-grid-row-editor-errors')).to.equal(null);
      expect(columns[0].getEditor).to.equal(undefined);
      expect(plugin.grid).to.equal(null);
      expect(plugin.hasListener('edit')).to.equal(false);
    });
  });
});
