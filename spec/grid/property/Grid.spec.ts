import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, key, useDom } from '../../dom.helpers';
import { useGridCleanup } from '../grid.fixtures';
import { type } from '../plugin/RowEditing.fixtures';
// The property grid is in the grid pack.
import '../../../packs/grid';

const born = new Date(2001, 4, 9);

function propertyGrid(config: Record<string, any> = {}): any {
  return Lib.create('Lib.grid.property.Grid', {
    renderTo: document.body,
    width: 300,
    height: 200,
    source: { title: 'Users', pageSize: 25, autoLoad: true, created: born },
    ...config,
  } as any);
}

const texts = (grid: any) =>
  grid
    .getView()
    .getNodes()
    .map((tr: any) => Array.from(tr.children).map((td: any) => td.textContent));

describe('Lib.grid.property.Grid', () => {
  useDom();
  const made = useGridCleanup();

  it('shows one row per property, named by sourceConfig or propertyNames, dates formatted', () => {
    const grid = made(
      propertyGrid({
        sourceConfig: { pageSize: { displayName: 'Page size' } },
        propertyNames: { title: 'Title' },
      }),
    );
    expect(made(Lib.widget('propertygrid', { source: {} } as any))).to.be.instanceOf(
      Lib.grid.property.Grid,
    );
    expect(Lib.ClassManager.get('Lib.grid.PropertyGrid')).to.equal(Lib.grid.property.Grid);
    expect(texts(grid)).to.deep.equal([
      ['Title', 'Users'],
      ['Page size', '25'],
      ['autoLoad', 'true'],
      ['created', '05/9/2001'],
    ]);
    expect(grid.getSelectionModel()).to.be.instanceOf(Lib.selection.CellModel);
  });

  it('edits a value with one click, by a field of its type, and writes it into source', () => {
    const grid = made(propertyGrid());
    const changed = sinon.spy();
    grid.on('propertychange', changed);
    const plugin = grid.editingPlugin;
    click(grid.getView().getNode(1).children[0]);
    expect(plugin.context.field).to.equal('value');
    expect(plugin.activeEditor.isXType('numberfield')).to.equal(true);
    type(plugin.activeEditor, '50');
    key(plugin.activeEditor.inputEl.dom, 'Enter');
    expect(grid.getSource().pageSize).to.equal(50);
    expect(changed.firstCall.args.slice(1)).to.deep.equal(['pageSize', 50, 25]);
    expect(grid.getStore().getAt(1).dirty).to.equal(false);
    plugin.startEdit(3);
    expect(plugin.activeEditor.isXType('datefield')).to.equal(true);
    plugin.cancelEdit();
    plugin.startEdit(2);
    expect(plugin.activeEditor.isXType('combo')).to.equal(true);
    plugin.cancelEdit();
    plugin.startEdit(0);
    expect(plugin.activeEditor.isXType('textfield')).to.equal(true);
  });

  it('takes customEditors and customRenderers (Ext JS 4 legacy) under sourceConfig', () => {
    const grid = made(
      propertyGrid({
        customRenderers: { title: (v: string) => v.toUpperCase() },
        customEditors: { title: { xtype: 'textfield', allowBlank: false } },
        sourceConfig: { pageSize: { type: 'string' } },
      }),
    );
    expect(texts(grid)[0]).to.deep.equal(['title', 'USERS']);
    grid.editingPlugin.startEdit(0);
    expect(grid.editingPlugin.activeEditor.allowBlank).to.equal(false);
    grid.editingPlugin.cancelEdit();
    grid.editingPlugin.startEdit(1);
    expect(grid.editingPlugin.activeEditor.isXType('numberfield')).to.equal(false);
  });

  it('setProperty sets (or with create adds) a property; beforepropertychange may refuse', () => {
    const grid = made(propertyGrid());
    grid.setProperty('title', 'People');
    expect(grid.getSource().title).to.equal('People');
    grid.setProperty('color', 'red');
    expect(grid.getStore().getCount()).to.equal(4);
    grid.setProperty('color', 'red', true);
    expect(grid.getSource().color).to.equal('red');
    expect(texts(grid).pop()).to.deep.equal(['color', 'red']);
    grid.on('beforepropertychange', () => false);
    grid.setProperty('title', 'Nobody');
    expect(grid.getSource().title).to.equal('People');
    expect(grid.getStore().getAt(0).get('value')).to.equal('People');
    grid.setSource({ a: 1 });
    expect(texts(grid)).to.deep.equal([['a', '1']]);
  });
});
