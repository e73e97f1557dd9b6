import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { ComponentManager } from '../../../classes/ComponentManager';
import { useDom } from '../../dom.helpers';
import { useGridCleanup } from '../grid.fixtures';
import { editGrid, field } from './RowEditing.fixtures';

const XSS = '<img src=x onerror=alert(1)>';

/** A grid of spec.md's store with these columns and the row editor. */
function gridWith(columns: any[], plugin: Record<string, any> = {}): any {
  return editGrid(plugin, { columns });
}

describe('Lib.grid.plugin.Editing', () => {
  useDom();
  const made = useGridCleanup();

  it('is the base class of the row editing plugin', () => {
    expect(Lib.create('Lib.grid.plugin.RowEditing')).to.be.instanceOf(Lib.grid.plugin.Editing);
  });

  describe('column editors (column.getEditor)', () => {
    it('creates a field from an xtype string, named after the dataIndex', () => {
      const { grid } = made(gridWith([{ header: 'Name', dataIndex: 'name', editor: 'textfield' }]));
      const column = grid.columns[0];
      const editor = column.getEditor();
      expect(editor).to.be.instanceOf(Lib.form.field.Text);
      expect(editor.getName()).to.equal('name');
      expect(editor.column).to.equal(column);
      expect(column.field).to.equal(editor);
      expect(column.editor).to.equal(null);
      expect(column.getEditor()).to.equal(editor);
    });

    it('creates a field from a config object with its xtype and options', () => {
      const { grid } = made(
        gridWith([
          {
            header: 'Email',
            dataIndex: 'email',
            editor: { xtype: 'textfield', allowBlank: false },
          },
        ]),
      );
      const editor = grid.columns[0].getEditor();
      expect(editor.allowBlank).to.equal(false);
      expect(editor.getName()).to.equal('email');
      expect(editor.getErrors('')).to.deep.equal(['This field is required']);
    });

    it("lets a config's own name win, and defaults the xtype to defaultFieldXType", () => {
      const { grid } = made(
        gridWith(
          [
            { header: 'Name', dataIndex: 'name', editor: { name: 'nick' } },
            { header: 'Phone', dataIndex: 'phone', field: {} },
          ],
          { defaultFieldXType: 'numberfield' },
        ),
      );
      expect(grid.columns[0].getEditor().getName()).to.equal('nick');
      expect(grid.columns[0].getEditor()).to.be.instanceOf(Lib.form.field.Number);
      expect(grid.columns[1].getEditor().getName()).to.equal('phone');
    });

    it('takes field before editor, and a field instance as is', () => {
      const instance = Lib.create('Lib.form.field.Date', { name: 'born', format: 'Y-m-d' });
      const { grid } = made(
        gridWith([
          { header: 'Name', dataIndex: 'name', field: 'textfield', editor: 'numberfield' },
          { header: 'Born', dataIndex: 'born', editor: instance },
        ]),
      );
      expect(grid.columns[0].getEditor()).to.be.instanceOf(Lib.form.field.Text);
      expect(grid.columns[0].getEditor()).to.not.be.instanceOf(Lib.form.field.Number);
      expect(grid.columns[1].getEditor()).to.equal(instance);
    });

    it('lets columns share one config object, each getting its own field', () => {
      const shared = { xtype: 'textfield', allowBlank: false };
      const { grid, plugin } = made(
        gridWith([
          { header: 'Name', dataIndex: 'name', editor: shared },
          { header: 'Email', dataIndex: 'email', editor: shared },
        ]),
      );
      const [a, b] = grid.columns.map((c: any) => c.getEditor());
      expect(a).to.not.equal(b);
      expect([a.getName(), b.getName()]).to.deep.equal(['name', 'email']);
      expect(shared).to.deep.equal({ xtype: 'textfield', allowBlank: false });
      plugin.startEdit(0);
      expect(field(grid, 'email').getValue()).to.equal('lisa@simpsons.com');
    });

    it('refuses one field instance for two columns, naming them', () => {
      const instance = Lib.create('Lib.form.field.Text');
      const { grid } = made(
        gridWith([
          { header: 'Name', dataIndex: 'name', editor: instance },
          { header: 'Email', dataIndex: 'email', editor: instance },
        ]),
      );
      grid.columns[0].getEditor();
      expect(() => grid.columns[1].getEditor()).to.throw(
        Lib.Error,
        "one field cannot edit two columns ('Name' and 'Email')",
      );
    });

    it('refuses an editor that is not a field', () => {
      const { grid } = made(gridWith([{ header: 'Name', dataIndex: 'name', editor: 'button' }]));
      const before = ComponentManager.getCount();
      expect(() => grid.columns[0].getEditor()).to.throw(
        TypeError,
        "the editor of column 'Name' must be a form field, got 'button'",
      );
      expect(ComponentManager.getCount()).to.equal(before);
      const { grid: other } = made(gridWith([{ header: 'N', dataIndex: 'name', editor: 5 }]));
      expect(() => other.columns[0].getEditor()).to.throw(
        TypeError,
        'must be a field, a field config or an xtype, got 5',
      );
    });

    it('returns null for a column without an editor; hasEditor says so', () => {
      const { grid } = made(gridWith([{ header: 'Phone', dataIndex: 'phone' }]));
      expect(grid.columns[0].getEditor()).to.equal(null);
      expect(grid.columns[0].hasEditor()).to.equal(false);
    });

    it('replaces an editor with setEditor, destroying the old field', () => {
      const { grid } = made(gridWith([{ header: 'Name', dataIndex: 'name', editor: 'textfield' }]));
      const column = grid.columns[0];
      const old = column.getEditor();
      column.setEditor({ xtype: 'numberfield' });
      expect(old.isDestroyed).to.equal(true);
      expect(column.hasEditor()).to.equal(true);
      expect(column.getEditor()).to.be.instanceOf(Lib.form.field.Number);
    });
  });

  describe('reconfigure', () => {
    it('destroys the fields made for the columns it drops, also before any edit', () => {
      const before = ComponentManager.getCount();
      const { grid, destroy } = editGrid();
      const name = grid.columns[0].getEditor();
      grid.reconfigure(null, [{ header: 'Mail', dataIndex: 'email', editor: 'textfield' }]);
      expect(name.isDestroyed).to.equal(true);
      expect(grid.columns[0].getEditor().getName()).to.equal('email');
      destroy();
      expect(ComponentManager.getCount()).to.equal(before);
    });

    it('keeps the fields of the columns it keeps', () => {
      const { grid } = made(editGrid());
      const [name, email] = grid.columns;
      const field = name.getEditor();
      grid.reconfigure(null, [name, email]);
      expect(field.isDestroyed).to.equal(false);
      expect(grid.columns[0].getEditor()).to.equal(field);
    });
  });

  describe('columns without an editor in the row editor', () => {
    it("show the column's rendered value, the renderer called with Ext's arguments", () => {
      const renderer = sinon.spy((value: string) => `☎ ${value}`);
      const { grid, plugin, store, view } = made(
        gridWith([
          { header: 'Name', dataIndex: 'name', editor: 'textfield' },
          { header: 'Phone', dataIndex: 'phone', renderer },
        ]),
      );
      plugin.startEdit(1);
      const display = field(grid, 'phone');
      expect(display.isXType('displayfield')).to.equal(true);
      expect(display.inputEl.dom.textContent).to.equal('☎ 555-222-1234');
      const args = renderer.lastCall.args as any[];
      expect(args[0]).to.equal('555-222-1234');
      expect(args[1]).to.include({ tdCls: '', style: '', column: grid.columns[1], rowIndex: 1 });
      expect(args.slice(2)).to.deep.equal([store.getAt(1), 1, 1, store, view]);
      expect(renderer.lastCall.thisValue).to.equal(grid);
    });

    it('prefer the editRenderer', () => {
      const { grid, plugin } = made(
        gridWith([
          { header: 'Name', dataIndex: 'name', editor: 'textfield' },
          {
            header: 'Phone',
            dataIndex: 'phone',
            renderer: () => 'cell',
            editRenderer: () => 'editor',
          },
        ]),
      );
      plugin.startEdit(0);
      expect(field(grid, 'phone').inputEl.dom.textContent).to.equal('editor');
    });

    it('show values and rendered output as text unless the column opted into markup', () => {
      const { grid, plugin, store } = made(
        gridWith([
          { header: 'Name', dataIndex: 'name', editor: 'textfield' },
          { header: 'Email', dataIndex: 'email' },
          { header: 'Phone', dataIndex: 'phone', renderer: (v: string) => `<b>${v}</b>` },
          {
            header: 'Raw',
            dataIndex: 'phone',
            encode: false,
            renderer: (v: string) => `<i>${v}</i>`,
          },
          {
            header: 'Link',
            dataIndex: 'name',
            renderer: (v: string) =>
              Lib.grid.column.Column.raw(`<u>${Lib.String.htmlEncode(v)}</u>`),
          },
        ]),
      );
      store.getAt(0).set('email', XSS);
      plugin.startEdit(0);
      const editor = plugin.getEditor();
      const shown = editor.fields.map((f: any) => f.inputEl.dom.innerHTML);
      expect(shown[1]).to.equal('&lt;img src=x onerror=alert(1)&gt;');
      expect(shown[2]).to.equal('&lt;b&gt;555-111-1224&lt;/b&gt;');
      expect(shown[3]).to.equal('<i>555-111-1224</i>');
      expect(shown[4]).to.equal('<u>Lisa</u>');
      expect(editor.el.dom.querySelector('img')).to.equal(null);
      expect(grid.el.dom.querySelector('img')).to.equal(null);
    });

    it('are not written into the record, but their values are in newValues', () => {
      const { grid, plugin, store } = made(
        gridWith([
          { header: 'Name', dataIndex: 'name', editor: 'textfield' },
          { header: 'Phone', dataIndex: 'phone', renderer: (v: string) => 'tel: ' + v },
        ]),
      );
      plugin.startEdit(0);
      plugin.completeEdit();
      expect(plugin.context.newValues.phone).to.equal('tel: 555-111-1224');
      expect(store.getAt(0).get('phone')).to.equal('555-111-1224');
      expect(store.getAt(0).dirty).to.equal(false);
      expect(grid.columns[1].field).to.equal(undefined);
    });
  });
});
