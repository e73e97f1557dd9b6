import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, key, mouse, scrollTo, useDom } from '../dom.helpers';
import { bigStore, useGridCleanup } from './grid.fixtures';
import {
  bornStore,
  button,
  cell,
  editGrid,
  field,
  summary,
  type,
} from './plugin/RowEditing.fixtures';

const XSS = '<img src=x onerror=alert(1)>';

describe('Lib.grid.RowEditor', () => {
  useDom();
  const made = useGridCleanup();

  describe('creation', () => {
    it('is made by the plugin, and refuses configs of the wrong type', () => {
      const { plugin } = made(editGrid());
      expect(plugin.getEditor()).to.be.instanceOf(Lib.grid.RowEditor);
      expect(plugin.getEditor()).to.equal(plugin.getEditor());
      expect(() => Lib.create('Lib.grid.RowEditor', {})).to.throw(
        TypeError,
        "[Lib.grid.RowEditor] config 'editingPlugin' must be an editing plugin, got undefined",
      );
      expect(() =>
        Lib.create('Lib.grid.RowEditor', { editingPlugin: plugin, errorsText: 3 as any }),
      ).to.throw(TypeError, "[Lib.grid.RowEditor] config 'errorsText' must be a string, got 3");
    });

    it('offers the form methods of Ext JS 4 code (getForm, findField, getValues, isDirty)', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(1);
      const form = plugin.getEditor().getForm();
      expect(form.findField('email')).to.equal(field(grid, 'email'));
      expect(form.getFields()).to.have.length(4);
      expect(form.getValues()).to.include({ name: 'Bart', phone: '555-222-1234' });
      expect(form.isDirty()).to.equal(false);
      type(field(grid, 'name'), 'Bort');
      expect(form.isDirty()).to.equal(true);
      expect(form.down('[name=email]')).to.equal(field(grid, 'email'));
      expect(form.down('datefield')).to.equal(field(grid, 'born'));
      expect(form.down('#update')).to.equal(plugin.getEditor().updateBtn);
      expect(form.query('field:not([name=born])')).to.have.length(3);
      expect(form.getRefItems()).to.deep.equal([
        ...form.getFields(),
        form.updateBtn,
        form.cancelBtn,
      ]);
    });
  });

  describe('the editor over the row', () => {
    it('is a floating form in the rows area, with Ext classes, labelled with its row', () => {
      const { grid, plugin, view } = made(editGrid());
      plugin.startEdit(2);
      const editor = plugin.getEditor();
      expect(editor).to.be.instanceOf(Lib.grid.RowEditor);
      expect(editor.isXType('roweditor')).to.equal(true);
      const dom = editor.el.dom;
      expect(dom.parentNode).to.equal(view.body.dom);
      expect(dom.classList.contains('x-grid-editor')).to.equal(true);
      expect(dom.classList.contains('x-grid-row-editor')).to.equal(true);
      expect(dom.getAttribute('role')).to.equal('form');
      expect(dom.getAttribute('aria-label')).to.equal('Edit row 3');
      expect(dom.style.top).to.equal(view.getRowTop(2) + 'px');
      expect(dom.style.width).to.equal('498px');
      expect(grid.getView().getNode(2)).to.not.equal(null);
    });

    it('has one field per column, as wide as the column, labelled by its header', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0);
      const editor = plugin.getEditor();
      const fields = editor.fields;
      expect(fields.map((f: any) => f.getName())).to.deep.equal(['name', 'email', 'phone', 'born']);
      expect(fields.map((f: any) => f.width)).to.deep.equal(
        grid.columns.map((c: any) => c.getCellWidth()),
      );
      const nodes = Array.from(editor.bodyEl.dom.children);
      expect(nodes).to.deep.equal(fields.map((f: any) => f.el.dom));
      expect(fields.map((f: any) => f.inputEl.dom.getAttribute('aria-label'))).to.deep.equal([
        'Name',
        'Email',
        'Phone',
        'Born',
      ]);
      expect(editor.el.dom.querySelector('label')).to.equal(null);
      expect(editor.el.dom.querySelector('.x-form-error-msg')).to.equal(null);
    });

    it('follows column resizes, hides and shows, and grid resizes', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0);
      const [name, email, , born] = grid.columns;
      name.setWidth(150);
      expect(field(grid, 'name').width).to.equal(150);
      expect(field(grid, 'email').width).to.equal(email.getCellWidth());
      born.hide();
      expect(field(grid, 'born').isVisible()).to.equal(false);
      expect(field(grid, 'email').width).to.equal(email.getCellWidth());
      born.show();
      expect(field(grid, 'born').isVisible()).to.equal(true);
      grid.setWidth(700);
      expect(field(grid, 'email').width).to.equal(email.getCellWidth());
      expect(plugin.getEditor().el.dom.style.width).to.equal('698px');
    });

    it('starts with the fields of hidden columns hidden', () => {
      const { grid, plugin } = made(editGrid());
      grid.columns[2].hide();
      plugin.startEdit(0);
      expect(field(grid, 'phone').isVisible()).to.equal(false);
      expect(
        plugin
          .getEditor()
          .getEditableFields()
          .map((f: any) => f.getName()),
      ).to.deep.equal(['name', 'email', 'born']);
    });

    it('follows its row when the view scrolls, also beyond maxScrollHeight', () => {
      const store = bigStore(1000);
      const { plugin, view } = made(
        editGrid(
          {},
          {
            store,
            viewConfig: { maxScrollHeight: 5000 },
            columns: [{ header: 'Name', dataIndex: 'name', flex: 1, editor: 'textfield' }],
          },
        ),
      );
      plugin.startEdit(5);
      const dom = plugin.getEditor().el.dom;
      const top = () => parseFloat(dom.style.top);
      scrollTo(view.el.dom, 2);
      expect(top()).to.be.closeTo(view.getRowTop(5), 0.001);
      plugin.startEdit(500);
      const before = top();
      // Here a scroll pixel is about 5 rows: the rows move against the scroll position.
      scrollTo(view.el.dom, view.getScrollTop() + 24);
      expect(top()).to.be.closeTo(view.getRowTop(500), 0.001);
      expect(top()).to.be.closeTo(before + 24 - 24 * view.scrollRatio, 0.001);
    });
  });

  describe('the buttons', () => {
    it('are Update and Cancel, below the row, with Ext classes and item ids', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0);
      const editor = plugin.getEditor();
      const bar = editor.el.dom.querySelector('.x-grid-row-editor-buttons');
      expect(bar.classList.contains('x-bottom')).to.equal(true);
      const update = editor.down('#update');
      const cancel = editor.down('#cancel');
      expect(update.getText()).to.equal('Update');
      expect(cancel.getText()).to.equal('Cancel');
      expect(update.el.dom.classList.contains('x-row-editor-update-button')).to.equal(true);
      expect(cancel.el.dom.classList.contains('x-row-editor-cancel-button')).to.equal(true);
      expect(update.minWidth).to.equal(75);
      expect(Array.from(bar.children)).to.deep.equal([update.el.dom, cancel.el.dom]);
      expect(bar.style.left).to.equal('249px');
      expect(button(grid, 'update')).to.equal(update.el.dom);
    });

    it('call completeEdit and cancelEdit on the plugin', () => {
      const { plugin } = made(editGrid());
      plugin.startEdit(0);
      const editor = plugin.getEditor();
      expect(editor.down('#update').handler).to.equal(plugin.completeEdit);
      expect(editor.down('#update').scope).to.equal(plugin);
      expect(editor.down('#cancel').handler).to.equal(plugin.cancelEdit);
      expect(editor.down('#cancel').scope).to.equal(plugin);
    });

    it('take their texts from the plugin, as text', () => {
      const { plugin } = made(editGrid({ saveBtnText: XSS, cancelBtnText: 'Undo' }));
      plugin.startEdit(0);
      const editor = plugin.getEditor();
      expect(editor.down('#update').el.dom.textContent).to.equal(XSS);
      expect(editor.down('#cancel').getText()).to.equal('Undo');
      expect(editor.el.dom.querySelector('img')).to.equal(null);
    });

    it('go above the row when there is no room below it', () => {
      const { plugin } = made(editGrid());
      plugin.startEdit(3);
      const bar = plugin.getEditor().buttonsEl.dom;
      expect(bar.className).to.contain('x-top');
      expect(bar.className).to.not.contain('x-bottom');
      plugin.startEdit(0);
      expect(bar.className).to.contain('x-bottom');
    });

    it('lengthen the rows area when there is room neither below nor above', () => {
      const store = bornStore();
      store.remove(store.getRange(1));
      const { plugin, view } = made(editGrid({}, { store }));
      plugin.startEdit(0);
      expect(plugin.getEditor().buttonsEl.hasCls('x-bottom')).to.equal(true);
      expect(view.body.dom.style.minHeight).to.equal('64px');
      plugin.cancelEdit();
      expect(view.body.dom.style.minHeight).to.equal('');
    });

    it('scroll the view so that the bar below the row shows', () => {
      const store = bigStore(100);
      const { plugin, view } = made(
        editGrid(
          {},
          { store, columns: [{ header: 'Name', dataIndex: 'name', editor: 'textfield' }] },
        ),
      );
      // 200px grid: 139px of rows in view, rows 0-4 fully.
      plugin.startEdit(4);
      const box = view.getRowBox(4);
      expect(box.viewTop + 24 + 40).to.be.at.most(view.getViewportHeight());
      expect(box.viewTop).to.be.at.least(0);
    });
  });

  describe('a new (phantom) record', () => {
    it("shows a blank id, not an int id field's 0, in its cell and in the editor", () => {
      const store = Lib.create('Lib.data.Store', {
        fields: [{ name: 'id', type: 'int' }, 'name', { name: 'n', type: 'int' }],
        data: [{ id: 7, name: 'Lisa', n: 0 }],
      });
      const { grid, plugin } = made(
        editGrid(
          {},
          {
            store,
            columns: [
              { header: 'Id', dataIndex: 'id' },
              { header: 'Name', dataIndex: 'name', editor: 'textfield' },
              { header: 'N', dataIndex: 'n', editor: 'numberfield' },
            ],
          },
        ),
      );
      store.insert(0, [{ name: 'New' }]);
      expect(store.getAt(0)!.get('id')).to.equal(0);
      expect(cell(grid, 0, 0).textContent).to.equal('');
      expect(cell(grid, 0, 2).textContent).to.equal('0');
      expect(cell(grid, 1, 0).textContent).to.equal('7');
      plugin.startEdit(0);
      expect(field(grid, 'id').getValue()).to.equal('');
      expect(field(grid, 'id').el.dom.textContent).to.equal('');
      plugin.startEdit(1);
      expect(field(grid, 'id').el.dom.textContent).to.equal('7');
    });
  });

  describe('validation', () => {
    it('disables Update while a field is invalid, checking again at every change', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0);
      const update = plugin.getEditor().down('#update');
      expect(update.isDisabled()).to.equal(false);
      type(field(grid, 'email'), '');
      expect(update.isDisabled()).to.equal(true);
      expect(update.el.dom.disabled).to.equal(true);
      type(field(grid, 'email'), 'l');
      expect(update.isDisabled()).to.equal(false);
      type(field(grid, 'born'), 'soon');
      expect(update.isDisabled()).to.equal(true);
      expect(summary(grid)).to.deep.equal([
        'Born: soon is not a valid date - it must be in the format Y-m-d',
      ]);
    });

    it('evaluates the validity when editing starts', () => {
      const store = bornStore();
      store.getAt(1).set('email', '');
      const { grid, plugin } = made(editGrid({}, { store }));
      plugin.startEdit(1);
      expect(plugin.getEditor().down('#update').isDisabled()).to.equal(true);
      expect(field(grid, 'email').hasActiveError()).to.equal(true);
      expect(summary(grid)).to.deep.equal(['Email: This field is required']);
      plugin.startEdit(0);
      expect(plugin.getEditor().down('#update').isDisabled()).to.equal(false);
      expect(summary(grid)).to.equal(null);
    });

    it("shows a new row's errors after its first change or Update, not as it opens", () => {
      const { grid, plugin, store } = made(editGrid());
      store.insert(0, [{}]);
      plugin.startEdit(0);
      const update = plugin.getEditor().down('#update');
      expect(summary(grid)).to.equal(null);
      expect(field(grid, 'email').hasActiveError()).to.equal(false);
      expect(update.isDisabled()).to.equal(false);
      plugin.completeEdit();
      expect(plugin.editing).to.equal(true);
      expect(summary(grid)).to.deep.equal(['Email: This field is required']);
      expect(field(grid, 'email').hasActiveError()).to.equal(true);
      expect(update.isDisabled()).to.equal(true);
      // Another new row: its first change shows every error.
      plugin.cancelEdit();
      store.insert(0, [{}]);
      plugin.startEdit(0);
      expect(summary(grid)).to.equal(null);
      type(field(grid, 'name'), 'Maggie');
      expect(summary(grid)).to.deep.equal(['Email: This field is required']);
      expect(field(grid, 'email').hasActiveError()).to.equal(true);
    });

    it('lists every error in the summary, named by its column header, titled Errors, as text', () => {
      const { grid, plugin } = made(
        editGrid(
          {},
          {
            columns: [
              {
                header: 'Name',
                dataIndex: 'name',
                editor: { validator: (v: string) => (v.includes('<') ? `bad ${v}` : true) },
              },
              {
                header: 'Email',
                dataIndex: 'email',
                editor: { allowBlank: false, vtype: 'email' },
              },
            ],
          },
        ),
      );
      plugin.startEdit(0);
      type(field(grid, 'name'), XSS);
      type(field(grid, 'email'), 'nope');
      const tip = document.querySelector('.x-grid-row-editor-errors') as HTMLElement;
      expect(tip.classList.contains('x-tip')).to.equal(true);
      expect(tip.getAttribute('role')).to.equal('alert');
      expect(tip.querySelector('.x-tip-header-text')!.textContent).to.equal('Errors');
      const items = tip.querySelectorAll('ul.x-list-plain > li.x-grid-row-editor-errors-item');
      expect(Array.from(items).map((li) => li.textContent)).to.deep.equal([
        'Name: bad ' + XSS,
        'Email: This field should be an e-mail address in the format "user@example.com"',
      ]);
      expect(tip.querySelector('img')).to.equal(null);
      expect(plugin.getEditor().el.dom.getAttribute('aria-describedby')).to.equal(tip.id);
      type(field(grid, 'name'), 'Lisa');
      type(field(grid, 'email'), 'lisa@example.com');
      expect(summary(grid)).to.equal(null);
      expect(plugin.getEditor().el.dom.hasAttribute('aria-describedby')).to.equal(false);
    });

    it('places the summary to the right of the view, beside the row', () => {
      const { grid, plugin, view } = made(editGrid());
      plugin.startEdit(1);
      const editor = plugin.getEditor();
      const rect = (box: Record<string, number>) => () => box as unknown as DOMRect;
      view.el.dom.getBoundingClientRect = rect({ left: 10, right: 510, top: 40, bottom: 240 });
      editor.el.dom.getBoundingClientRect = rect({ left: 10, right: 510, top: 90, bottom: 122 });
      type(field(grid, 'email'), '');
      const tip = editor.errorsEl.dom;
      expect(tip.parentNode).to.equal(document.body);
      expect([tip.style.left, tip.style.top]).to.deep.equal(['518px', '90px']);
    });

    it('puts the summary over the edge of the view, off the row, when the page has no room', () => {
      const { grid, plugin, view } = made(editGrid());
      plugin.startEdit(1);
      const editor = plugin.getEditor();
      const rect = (box: Record<string, number>) => () => box as unknown as DOMRect;
      view.el.dom.getBoundingClientRect = rect({ left: 0, right: 1000, top: 40, bottom: 240 });
      editor.el.dom.getBoundingClientRect = rect({ left: 0, right: 1000, top: 90, bottom: 122 });
      const tip = editor.getToolTip().dom;
      Object.defineProperty(tip, 'offsetWidth', { value: 200 });
      Object.defineProperty(tip, 'offsetHeight', { value: 50 });
      type(field(grid, 'email'), '');
      // The buttons are below the row: the summary goes above it.
      expect(editor.buttonsEl.hasCls('x-bottom')).to.equal(true);
      expect([tip.style.left, tip.style.top]).to.deep.equal(['792px', '36px']);
    });

    it('keeps the summary up until the errors are fixed or it is closed (no auto-hide)', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0);
      const clock = sinon.useFakeTimers();
      try {
        type(field(grid, 'email'), '');
        clock.tick(60_000);
        expect(summary(grid)).to.deep.equal(['Email: This field is required']);
      } finally {
        clock.restore();
      }
    });

    it('closes the summary with its close button', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0);
      type(field(grid, 'email'), '');
      click(document.querySelector('.x-grid-row-editor-errors .x-tool-close'));
      expect(summary(grid)).to.equal(null);
    });

    it('shows no summary with errorSummary false, but still refuses to save', () => {
      const { grid, plugin } = made(editGrid({ errorSummary: false }));
      plugin.startEdit(0);
      type(field(grid, 'email'), '');
      expect(summary(grid)).to.equal(null);
      plugin.completeEdit();
      expect(plugin.editing).to.equal(true);
    });

    it('ignores the fields of hidden columns', () => {
      const { grid, plugin, store } = made(editGrid());
      store.getAt(0).set('email', '');
      grid.columns[1].hide();
      plugin.startEdit(0);
      expect(plugin.getEditor().isValid()).to.equal(true);
      type(field(grid, 'name'), 'Liz');
      plugin.completeEdit();
      expect(store.getAt(0).get('name')).to.equal('Liz');
    });
  });

  describe('keyboard', () => {
    it('saves on Enter in a field, and the focus goes back to the row', () => {
      const { grid, store, view } = made(editGrid({ clicksToEdit: 1 }));
      const edit = sinon.spy();
      grid.on('edit', edit);
      click(cell(grid, 1, 0));
      expect(document.activeElement).to.equal(field(grid, 'name').inputEl.dom);
      const input = field(grid, 'name').inputEl.dom;
      input.value = 'Bartholomew';
      input.dispatchEvent(new (globalThis as any).Event('input', { bubbles: true }));
      // Enter comes before the change buffer ran out: the field reports the change first.
      key(input, 'Enter');
      expect(edit.calledOnce).to.equal(true);
      expect(store.getAt(1).get('name')).to.equal('Bartholomew');
      expect(document.activeElement).to.equal(view.el.dom);
      expect(grid.getSelectionModel().lastFocused).to.equal(store.getAt(1));
      expect(view.el.dom.getAttribute('aria-activedescendant')).to.equal(view.getNode(1).id);
    });

    it('cancels on Esc, and the focus goes back to the row', () => {
      const { grid, plugin, store, view } = made(editGrid());
      const canceled = sinon.spy();
      grid.on('canceledit', canceled);
      plugin.startEdit(2, 1);
      type(field(grid, 'email'), 'x@y');
      key(field(grid, 'email').inputEl.dom, 'Escape');
      expect(canceled.calledOnce).to.equal(true);
      expect(store.getAt(2).get('email')).to.equal('home@simpsons.com');
      expect(document.activeElement).to.equal(view.el.dom);
    });

    it('moves through fields and buttons with Tab and Shift+Tab, wrapping around', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0);
      const editor = plugin.getEditor();
      const at = () => document.activeElement;
      const input = (name: string) => field(grid, name).inputEl.dom;
      expect(at()).to.equal(input('name'));
      key(at(), 'Tab');
      expect(at()).to.equal(input('email'));
      key(at(), 'Tab');
      // The phone column has no editor: its display field takes no focus.
      expect(at()).to.equal(input('born'));
      key(at(), 'Tab');
      expect(at()).to.equal(editor.down('#update').el.dom);
      key(at(), 'Tab');
      expect(at()).to.equal(editor.down('#cancel').el.dom);
      key(at(), 'Tab');
      expect(at()).to.equal(input('name'));
      key(at(), 'Tab', { shiftKey: true });
      expect(at()).to.equal(editor.down('#cancel').el.dom);
      key(at(), 'Tab', { shiftKey: true });
      expect(at()).to.equal(editor.down('#update').el.dom);
    });

    it('skips the disabled Update button', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0, 3);
      type(field(grid, 'email'), '');
      key(document.activeElement, 'Tab');
      expect(document.activeElement).to.equal(plugin.getEditor().down('#cancel').el.dom);
    });

    it('leaves Enter on a button to the button', () => {
      const { plugin } = made(editGrid());
      const edit = sinon.spy();
      plugin.on('edit', edit);
      plugin.startEdit(0);
      key(plugin.getEditor().down('#cancel').el.dom, 'Enter');
      expect(edit.called).to.equal(false);
      expect(plugin.editing).to.equal(true);
    });

    it('keeps its keys from the grid', () => {
      const { grid, plugin } = made(editGrid());
      const itemkeydown = sinon.spy();
      const onDocument = sinon.spy();
      grid.on('itemkeydown', itemkeydown);
      document.addEventListener('keydown', onDocument);
      document.addEventListener('keypress', onDocument);
      plugin.startEdit(0);
      key(field(grid, 'name').inputEl.dom, 'a');
      key(field(grid, 'name').inputEl.dom, 'a', {}, 'keypress');
      key(field(grid, 'name').inputEl.dom, 'ArrowDown');
      document.removeEventListener('keydown', onDocument);
      document.removeEventListener('keypress', onDocument);
      expect(itemkeydown.called).to.equal(false);
      expect(onDocument.called).to.equal(false);
      expect(grid.getSelectionModel().getSelection()[0]).to.equal(grid.getStore().getAt(0));
    });

    it('starts editing the selected row on Enter, and cancels on Esc in the view', () => {
      const { grid, plugin, store, view } = made(editGrid());
      click(cell(grid, 2, 1));
      view.focusEl();
      key(view.el.dom, 'Enter');
      expect(plugin.editing).to.equal(true);
      expect(plugin.context.record).to.equal(store.getAt(2));
      expect(document.activeElement).to.equal(field(grid, 'name').inputEl.dom);
      view.focusEl();
      key(view.el.dom, 'Escape');
      expect(plugin.editing).to.equal(false);
    });

    it('starts editing the focused row on F2', () => {
      const { grid, plugin, store, view } = made(editGrid());
      click(cell(grid, 1, 1));
      view.focusEl();
      key(view.el.dom, 'F2');
      expect(plugin.editing).to.equal(true);
      expect(plugin.context.record).to.equal(store.getAt(1));
    });

    it('links each field with an error to the summary showing it (aria-describedby)', () => {
      const { grid, plugin } = made(editGrid());
      plugin.startEdit(0);
      const email = field(grid, 'email').inputEl.dom;
      type(field(grid, 'email'), '');
      const tip = plugin.getEditor().errorsEl.dom;
      expect(email.getAttribute('aria-describedby')).to.equal(tip.id);
      expect(field(grid, 'name').inputEl.dom.hasAttribute('aria-describedby')).to.equal(false);
      type(field(grid, 'email'), 'lisa@example.com');
      expect(email.hasAttribute('aria-describedby')).to.equal(false);
    });

    it('lets an open combo list keep Enter and Esc', () => {
      const { grid, plugin, store } = made(
        editGrid(
          {},
          {
            columns: [
              {
                header: 'Name',
                dataIndex: 'name',
                editor: { xtype: 'combo', store: ['Lisa', 'Maggie'] },
              },
            ],
          },
        ),
      );
      plugin.startEdit(0);
      const combo = field(grid, 'name');
      key(combo.inputEl.dom, 'ArrowDown');
      expect(combo.isExpanded).to.equal(true);
      key(combo.inputEl.dom, 'ArrowDown');
      key(combo.inputEl.dom, 'Enter');
      expect(plugin.editing).to.equal(true);
      expect(combo.getValue()).to.equal('Maggie');
      key(combo.inputEl.dom, 'ArrowDown');
      key(combo.inputEl.dom, 'Escape');
      expect(plugin.editing).to.equal(true);
      key(combo.inputEl.dom, 'Enter');
      expect(plugin.editing).to.equal(false);
      expect(store.getAt(0).get('name')).to.equal('Maggie');
    });

    it('keeps the focus when its background is pressed', () => {
      const { plugin } = made(editGrid());
      plugin.startEdit(0);
      const editor = plugin.getEditor();
      let prevented: boolean | undefined;
      editor.el.dom.addEventListener('mousedown', (e: Event) => (prevented = e.defaultPrevented));
      mouse(editor.buttonsEl.dom, 'mousedown');
      expect(prevented).to.equal(true);
      mouse(editor.fields[0].inputEl.dom, 'mousedown');
      expect(prevented).to.equal(false);
    });
  });

  describe('data shown as text', () => {
    it('shows values, headers and messages containing markup literally', () => {
      const store = bornStore();
      store.getAt(0).set({ name: XSS, phone: XSS });
      const { grid, plugin } = made(
        editGrid(
          {},
          {
            store,
            columns: [
              { header: XSS, dataIndex: 'name', editor: { allowBlank: false, blankText: XSS } },
              { header: 'Phone ' + XSS, dataIndex: 'phone' },
            ],
          },
        ),
      );
      plugin.startEdit(0);
      const name = field(grid, 'name');
      expect(name.inputEl.dom.value).to.equal(XSS);
      expect(name.inputEl.dom.getAttribute('aria-label')).to.equal(XSS);
      expect(field(grid, 'phone').inputEl.dom.textContent).to.equal(XSS);
      type(name, '');
      expect(summary(grid)).to.deep.equal([`${XSS}: ${XSS}`]);
      expect(document.querySelectorAll('img').length).to.equal(0);
    });
  });
});
