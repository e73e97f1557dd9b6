import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../../index';
import { useDom } from '../../dom.helpers';
import {
  defineFakeProxy,
  respond,
  storeTracker,
  undefineFakeProxy,
  type Call,
} from '../../data/Store.fakes';
import '../../../packs/grid';

describe('Lib.grid.plugin.BufferedRenderer', () => {
  useDom();
  before(defineFakeProxy);
  after(undefineFakeProxy);
  const make = storeTracker();
  const grids: any[] = [];
  afterEach(() => {
    while (grids.length) grids.pop().destroy();
  });
  const store = (): any =>
    make({
      fields: ['id', 'name'],
      buffered: true,
      pageSize: 50,
      leadingBufferZone: 50,
      trailingBufferZone: 0,
      proxy: { type: 'specfake', reader: { type: 'json', root: 'items' } },
    } as any);
  const answer = (s: any, pageNo: number, success = true) => {
    const call = s.proxy.calls.find(
      (c: Call) => c.operation.page === pageNo && !c.operation.isComplete(),
    );
    if (!call) throw new Error('no pending read of page ' + pageNo);
    const start = (pageNo - 1) * 50;
    const items = Array.from({ length: 50 }, (_, i) => ({
      id: start + i + 1,
      name: 'user ' + (start + i + 1),
    }));
    respond(s.proxy, call, success ? { rows: { total: 1000000, items } } : { success: false });
  };
  const grid = (s: any, config: any = {}): any => {
    const g = Lib.create('Lib.grid.Panel', {
      store: s,
      columns: [
        { text: 'Id', dataIndex: 'id' },
        { text: 'Name', dataIndex: 'name', flex: 1 },
      ],
      width: 400,
      height: 300,
      renderTo: document.body,
      ...config,
    } as any);
    grids.push(g);
    return g;
  };
  const rows = (g: any) =>
    g.view.slots.map((slot: any) => ({
      index: slot.index,
      text: slot.cells[1].textContent,
      busy: slot.tr.getAttribute('aria-busy'),
    }));

  it('is the bufferedrenderer plugin, and a grid over a buffered store gets one', () => {
    expect(Lib.ClassManager.getByAlias('plugin.bufferedrenderer')).to.equal(
      (Lib as any).grid.plugin.BufferedRenderer,
    );
    const s = store();
    const g = grid(s);
    expect(g.view.$bufferedRenderer).to.be.an('object');
    const own = grid(store(), { plugins: [{ ptype: 'bufferedrenderer', leadingBufferZone: 7 }] });
    expect(own.view.$bufferedRenderer).to.equal(own.findPlugin('bufferedrenderer'));
    expect(own.view.bufferRows).to.equal(10);
  });

  it('warns that variableRowHeight is not supported', () => {
    const warn = sinon.stub(console, 'warn');
    try {
      Lib.create('Lib.grid.plugin.BufferedRenderer', { variableRowHeight: true } as any);
      expect(warn.args[0][0]).to.match(/variableRowHeight/);
    } finally {
      warn.restore();
    }
  });

  it('shows the loaded rows, then busy rows where the page is not loaded', () => {
    const s = store();
    const g = grid(s);
    s.load();
    answer(s, 1);
    expect(g.view.el.dom.getAttribute('aria-rowcount')).to.equal(String(1000000 + 1));
    expect(rows(g)[0]).to.deep.equal({ index: 0, text: 'user 1', busy: null });
    g.view.setScrollTop(24 * 30000);
    const now = rows(g);
    expect(now.every((r: any) => r.busy === 'true' && r.text === '')).to.equal(true);
    expect(g.view.slots[0].tr.classList.contains('x-grid-row-loading')).to.equal(true);
  });

  it('does not select or edit a row whose page has not arrived (no data to keep)', () => {
    const s = store();
    const g = grid(s, {
      columns: [
        { text: 'Id', dataIndex: 'id' },
        { text: 'Name', dataIndex: 'name', flex: 1, editor: 'textfield' },
      ],
      plugins: [{ ptype: 'cellediting', clicksToEdit: 1 }],
    });
    s.load();
    answer(s, 1);
    const sm = g.getSelectionModel();
    sm.select(0);
    g.view.setScrollTop(24 * 30000);
    const first = g.view.getFirstVisibleRowIndex();
    const hole = s.getAt(first);
    expect(hole.$pending).to.equal(true);
    // A click on the busy row, and the API: the loaded row stays the only one selected.
    g.view.getNode(first).children[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    sm.select(hole);
    sm.select(first, true);
    expect(sm.getSelection().map((r: any) => r.get('id'))).to.deep.equal([1]);
    expect(g.findPlugin('cellediting').startEdit(hole, 1)).to.equal(false);
    expect(g.findPlugin('cellediting').editing).to.equal(false);
    // Once the page is there, the same row selects and edits.
    g.view.$bufferedRenderer.fetch();
    answer(s, s.getPageFromRecordIndex(first));
    sm.select(first);
    expect(sm.getSelection().map((r: any) => r.get('id'))).to.deep.equal([first + 1]);
    expect(g.findPlugin('cellediting').startEdit(first, 1)).to.not.equal(false);
  });

  it('keeps the selected cell when a cell of a row not loaded yet is asked for', () => {
    const s = store();
    const g = grid(s, { selType: 'cellmodel' });
    s.load();
    answer(s, 1);
    const sm = g.getSelectionModel();
    sm.setCurrentPosition({ row: 0, column: 1 });
    g.view.setScrollTop(24 * 30000);
    const first = g.view.getFirstVisibleRowIndex();
    const kept = sm.setCurrentPosition({ row: first, column: 0 });
    expect([kept.record.get('id'), kept.column]).to.deep.equal([1, 1]);
    expect(sm.getSelection().map((r: any) => r.get('id'))).to.deep.equal([1]);
  });

  it('writes the rows of a page when it arrives', () => {
    const s = store();
    const g = grid(s);
    s.load();
    answer(s, 1);
    g.view.setScrollTop(24 * 30000);
    const first = g.view.getFirstVisibleRowIndex();
    g.view.$bufferedRenderer.fetch();
    const p = s.getPageFromRecordIndex(first);
    answer(s, p);
    const shown = rows(g).find((r: any) => r.index === first);
    expect(shown).to.deep.equal({ index: first, text: 'user ' + (first + 1), busy: null });
  });

  it('shows a failed page as error rows with a Retry button that fetches it again', () => {
    const s = store();
    const g = grid(s);
    s.load();
    answer(s, 1);
    g.view.setScrollTop(24 * 30000);
    g.view.$bufferedRenderer.fetch();
    const first = g.view.getFirstVisibleRowIndex();
    const p = s.getPageFromRecordIndex(first);
    answer(s, p, false);
    const tr = g.view.getNode(first);
    expect(tr.classList.contains('x-grid-row-error')).to.equal(true);
    expect(tr.getAttribute('aria-busy')).to.equal('false');
    const button = tr.querySelector('button.x-grid-retry') as HTMLButtonElement;
    expect(button.textContent).to.equal('Retry');
    button.click();
    expect(g.view.getNode(first).getAttribute('aria-busy')).to.equal('true');
    answer(s, p);
    expect(g.view.getNode(first).children[1].textContent).to.equal('user ' + (first + 1));
    expect(g.view.getNode(first).querySelector('button')).to.equal(null);
  });

  it('scrollTo loads the row’s page, scrolls it into view, selects it and calls back', () => {
    const s = store();
    const g = grid(s);
    s.load();
    answer(s, 1);
    const done = sinon.spy();
    g.view.$bufferedRenderer.scrollTo(500000, true, done);
    expect(done.called).to.equal(false);
    answer(s, s.getPageFromRecordIndex(500000));
    expect(done.calledOnce).to.equal(true);
    const [index, record] = done.args[0];
    expect(index).to.equal(500000);
    expect(record.get('name')).to.equal('user 500001');
    expect(g.getSelectionModel().getSelection()).to.deep.equal([record]);
    expect(g.view.getNode(500000)).to.not.equal(null);
  });
});
