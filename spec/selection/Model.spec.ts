import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';

function makeStore(): any {
  return Lib.create('Lib.data.Store', {
    fields: ['id', 'name'],
    data: [
      { id: 1, name: 'Lisa' },
      { id: 2, name: 'Bart' },
      { id: 3, name: 'Homer' },
      { id: 4, name: 'Marge' },
    ],
  });
}

describe('Lib.selection.Model', () => {
  let store: any;
  let sm: any;

  beforeEach(() => {
    store = makeStore();
    sm = Lib.create('Lib.selection.Model', { store });
  });
  afterEach(() => {
    sm.destroy();
    store.destroy();
  });

  it('has the alternate name Lib.AbstractSelectionModel and starts SINGLE and empty', () => {
    expect(Lib.ClassManager.get('Lib.AbstractSelectionModel')).to.equal(Lib.selection.Model);
    expect(sm.getSelectionMode()).to.equal('SINGLE');
    expect(sm.hasSelection()).to.equal(false);
    expect(sm.getCount()).to.equal(0);
    expect(sm.getSelection()).to.deep.equal([]);
    expect(sm.getLastSelected()).to.equal(null);
  });

  it('accepts modes in any case and rejects others', () => {
    sm.setSelectionMode('multi');
    expect(sm.getSelectionMode()).to.equal('MULTI');
    expect(() => sm.setSelectionMode('several')).to.throw(TypeError, /SINGLE', 'SIMPLE' or 'MULTI/);
    expect(() => Lib.create('Lib.selection.Model', { mode: 'x' as any })).to.throw(TypeError);
  });

  describe('#select', () => {
    it('selects a record or an index, firing beforeselect, select and selectionchange', () => {
      const events: any[] = [];
      sm.on({
        beforeselect: (...a: any[]) => events.push(['beforeselect', ...a.slice(0, 3)]),
        select: (...a: any[]) => events.push(['select', ...a.slice(0, 3)]),
        selectionchange: (...a: any[]) => events.push(['selectionchange', ...a.slice(0, 2)]),
      });
      sm.select(1);
      const bart = store.getAt(1);
      expect(events).to.deep.equal([
        ['beforeselect', sm, bart, 1],
        ['select', sm, bart, 1],
        ['selectionchange', sm, [bart]],
      ]);
      expect(sm.isSelected(bart)).to.equal(true);
      expect(sm.isSelected(1)).to.equal(true);
      expect(sm.getLastSelected()).to.equal(bart);
    });

    it('keeps one record in SINGLE mode, deselecting the other', () => {
      const deselect = sinon.spy();
      sm.on('deselect', deselect);
      sm.select(0);
      sm.select([2, 3]);
      expect(sm.getSelection()).to.deep.equal([store.getAt(2)]);
      expect(deselect.calledOnceWith(sm, store.getAt(0), 0)).to.equal(true);
    });

    it('keeps the others with keepExisting in MULTI mode', () => {
      sm.setSelectionMode('MULTI');
      sm.select([0, 1]);
      sm.select(3, true);
      expect(sm.getSelection().map((r: any) => r.get('name'))).to.deep.equal([
        'Lisa',
        'Bart',
        'Marge',
      ]);
      sm.select(2);
      expect(sm.getSelection().map((r: any) => r.get('name'))).to.deep.equal(['Homer']);
    });

    it('beforeselect returning false cancels', () => {
      const selectionchange = sinon.spy();
      sm.on({ beforeselect: () => false, selectionchange });
      sm.select(0);
      expect(sm.hasSelection()).to.equal(false);
      expect(selectionchange.called).to.equal(false);
    });

    it('beforedeselect returning false keeps the record (and, in SINGLE mode, blocks the other)', () => {
      sm.select(0);
      sm.on('beforedeselect', () => false);
      sm.select(1);
      expect(sm.getSelection()).to.deep.equal([store.getAt(0)]);
      sm.deselect(0);
      expect(sm.isSelected(0)).to.equal(true);
    });

    it('fires nothing with suppressEvent', () => {
      const spy = sinon.spy();
      sm.on({ beforeselect: spy, select: spy, selectionchange: spy });
      sm.select(2, false, true);
      expect(spy.called).to.equal(false);
      expect(sm.isSelected(2)).to.equal(true);
    });

    it('selecting the selected record again fires nothing', () => {
      sm.select(0);
      const spy = sinon.spy();
      sm.on({ select: spy, selectionchange: spy });
      sm.select(0);
      expect(spy.called).to.equal(false);
    });

    it('ignores indexes out of range and rejects other values', () => {
      sm.select(99);
      expect(sm.hasSelection()).to.equal(false);
      expect(() => sm.select('Lisa')).to.throw(
        TypeError,
        /#select\] expects records or store indexes/,
      );
    });

    it('does nothing while locked', () => {
      sm.setLocked(true);
      sm.select(0);
      expect(sm.isLocked()).to.equal(true);
      expect(sm.hasSelection()).to.equal(false);
    });
  });

  describe('#deselect, #selectAll, #deselectAll, #selectRange', () => {
    beforeEach(() => sm.setSelectionMode('MULTI'));

    it('deselect fires beforedeselect, deselect and selectionchange once', () => {
      sm.select([0, 1, 2]);
      const deselect = sinon.spy();
      const selectionchange = sinon.spy();
      sm.on({ deselect, selectionchange });
      sm.deselect([0, store.getAt(2)]);
      expect(deselect.callCount).to.equal(2);
      expect(selectionchange.calledOnce).to.equal(true);
      expect(sm.getSelection()).to.deep.equal([store.getAt(1)]);
      expect(sm.getLastSelected()).to.equal(store.getAt(1));
    });

    it('selectAll and deselectAll fire selectionchange once each', () => {
      const selectionchange = sinon.spy();
      const select = sinon.spy();
      sm.on({ selectionchange, select });
      sm.selectAll();
      expect(sm.getCount()).to.equal(4);
      expect(select.callCount).to.equal(4);
      expect(select.getCalls().map((c) => c.args[2])).to.deep.equal([0, 1, 2, 3]);
      sm.deselectAll();
      expect(sm.getCount()).to.equal(0);
      expect(selectionchange.callCount).to.equal(2);
    });

    it('selectRange selects from one index to another, either way', () => {
      sm.selectRange(3, 1);
      expect(sm.getSelection().map((r: any) => r.get('id'))).to.deep.equal([2, 3, 4]);
      sm.selectRange(store.getAt(0), store.getAt(0), true);
      expect(sm.getCount()).to.equal(4);
      sm.deselectRange(1, 2);
      expect(sm.getSelection().map((r: any) => r.get('id'))).to.deep.equal([4, 1]);
    });

    it('exposes the selection as a collection (selected.items, getCount)', () => {
      sm.select([1, 0]);
      expect(sm.selected.items.map((r: any) => r.get('id'))).to.deep.equal([2, 1]);
      expect(sm.selected.getCount()).to.equal(2);
      expect(sm.selected.contains(store.getAt(0))).to.equal(true);
    });
  });

  describe('following the store', () => {
    beforeEach(() => sm.setSelectionMode('MULTI'));

    it('drops removed records and fires selectionchange', () => {
      sm.select([0, 1]);
      const selectionchange = sinon.spy();
      sm.on('selectionchange', selectionchange);
      store.remove(store.getAt(1));
      expect(sm.getSelection().map((r: any) => r.get('id'))).to.deep.equal([1]);
      expect(selectionchange.calledOnce).to.equal(true);
      store.removeAll();
      expect(sm.hasSelection()).to.equal(false);
      expect(sm.getLastSelected()).to.equal(null);
    });

    it('drops a record destroyed through its proxy (record.destroy()) and fires selectionchange', () => {
      sm.select([0, 1]);
      const selectionchange = sinon.spy();
      sm.on('selectionchange', selectionchange);
      store.getAt(1).destroy();
      expect(store.getCount()).to.equal(3);
      expect(sm.getSelection().map((r: any) => r.get('id'))).to.deep.equal([1]);
      expect(selectionchange.calledOnce).to.equal(true);
    });

    it('keeps removed records with pruneRemoved false', () => {
      const other = Lib.create('Lib.selection.Model', { store, pruneRemoved: false });
      other.select(0);
      store.removeAt(0);
      expect(other.getCount()).to.equal(1);
      other.destroy();
    });

    it('keeps the selection through a sort and a filter', () => {
      sm.select([0, 3]);
      const selectionchange = sinon.spy();
      sm.on('selectionchange', selectionchange);
      store.sort('name');
      store.filter('name', 'Ho');
      expect(sm.getSelection().map((r: any) => r.get('id'))).to.deep.equal([1, 4]);
      store.clearFilter();
      expect(sm.getCount()).to.equal(2);
      expect(selectionchange.called).to.equal(false);
    });

    it('swaps reloaded records for their twins and drops the others', () => {
      sm.select([0, 1]);
      const selectionchange = sinon.spy();
      sm.on('selectionchange', selectionchange);
      store.loadRawData([
        { id: 1, name: 'Lisa' },
        { id: 5, name: 'Maggie' },
      ]);
      expect(sm.getSelection()).to.deep.equal([store.getById(1)]);
      expect(selectionchange.calledOnce).to.equal(true);
    });

    it('clears the selection when bound to another store', () => {
      sm.select(0);
      const other = makeStore();
      const selectionchange = sinon.spy();
      sm.on('selectionchange', selectionchange);
      sm.bindStore(other);
      expect(sm.hasSelection()).to.equal(false);
      expect(selectionchange.calledOnceWith(sm, [])).to.equal(true);
      store.getAt(0).set('name', 'x');
      other.destroy();
    });
  });

  describe('focus', () => {
    it('setLastFocused fires focuschange', () => {
      const focuschange = sinon.spy();
      sm.on('focuschange', focuschange);
      sm.setLastFocused(store.getAt(2));
      expect(sm.isFocused(store.getAt(2))).to.equal(true);
      expect(focuschange.calledOnceWith(sm, null, store.getAt(2))).to.equal(true);
      sm.setLastFocused(store.getAt(2));
      expect(focuschange.calledOnce).to.equal(true);
    });
  });
});
