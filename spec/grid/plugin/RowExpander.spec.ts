import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, dblclick, key, scrollTo, useDom } from '../../dom.helpers';
import { bigStore, useGridCleanup } from '../grid.fixtures';
// The plugin is in the grid pack.
import '../../../packs/grid';

describe('Lib.grid.plugin.RowExpander', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (plugin: Record<string, any> = {}, count = 50): any =>
    made(
      Lib.create('Lib.grid.Panel', {
        store: bigStore(count),
        columns: [{ text: 'Name', dataIndex: 'name', width: 200 }],
        height: 300,
        width: 400,
        renderTo: document.body,
        plugins: [{ ptype: 'rowexpander', rowBodyTpl: '<p class="b">About {name}</p>', ...plugin }],
      } as any),
    );
  const view = (g: any) => g.getView();
  const button = (g: any, i: number) =>
    view(g).getNode(i).querySelector('.x-grid-row-expander') as HTMLElement;
  const body = (g: any, i: number) => view(g).getNode(i).querySelector('.x-grid-rowbody');

  it('adds an expander column at index 0 with collapsed buttons', () => {
    const g = grid();
    expect(g.headerCt.getGridColumns()).to.have.length(2);
    expect(button(g, 0).tagName).to.equal('BUTTON');
    expect(button(g, 0).getAttribute('aria-expanded')).to.equal('false');
    expect(body(g, 0)).to.equal(null);
  });

  it('expands a row on a click on its button, its body from the template, and collapses it', () => {
    const g = grid();
    const expand = sinon.spy();
    const collapse = sinon.spy();
    view(g).on({ expandbody: expand, collapsebody: collapse });
    click(button(g, 1));
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('true');
    expect(body(g, 1)!.textContent).to.equal('About Person 2');
    expect(expand.calledOnce).to.equal(true);
    const [rowNode, record, bodyNode] = expand.firstCall.args;
    expect(rowNode).to.equal(view(g).getNode(1));
    expect(record).to.equal(g.store.getAt(1));
    expect(bodyNode).to.equal(body(g, 1));
    click(button(g, 1));
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('false');
    expect(body(g, 1)).to.equal(null);
    expect(collapse.calledOnce).to.equal(true);
    expect(collapse.firstCall.args[1]).to.equal(g.store.getAt(1));
  });

  it('sanitizes the body markup', () => {
    const g = grid({ rowBodyTpl: '<img src=x onerror="window.pwned=1"><b>{name}</b>' });
    click(button(g, 0));
    expect(body(g, 0)!.querySelector('[onerror]')).to.equal(null);
  });

  it('pushes the rows below down by the body height, and back on collapse', () => {
    const g = grid();
    const v = view(g);
    const top2 = v.getRowTop(2);
    const rh = v.rowHeight;
    expect(top2).to.equal(2 * rh);
    g.plugins[0].toggleRow(0, g.store.getAt(0));
    const h = g.plugins[0].$open.get(g.store.getAt(0));
    expect(h).to.be.above(0);
    expect(v.getRowTop(2)).to.equal(2 * rh + h);
    expect(v.getNode(2).style.transform).to.equal(`translateY(${2 * rh + h}px)`);
    expect(v.getRowTop(0)).to.equal(0);
    expect(v.rowAt(rh + h - 1)).to.equal(0);
    expect(v.rowAt(rh + h)).to.equal(1);
    g.plugins[0].toggleRow(0, g.store.getAt(0));
    expect(v.getRowTop(2)).to.equal(2 * rh);
  });

  it('toggles on double-click and Enter, as configured, and selects with selectRowOnExpand', () => {
    const g = grid({ selectRowOnExpand: true });
    dblclick(view(g).getNode(3).querySelector('.x-grid-td:last-child'));
    expect(button(g, 3).getAttribute('aria-expanded')).to.equal('true');
    expect(g.getSelectionModel().isSelected(g.store.getAt(3))).to.equal(true);
    key(view(g).el.dom, 'Enter');
    expect(button(g, 3).getAttribute('aria-expanded')).to.equal('false');
    const g2 = grid({ expandOnDblClick: false, expandOnEnter: false });
    dblclick(view(g2).getNode(3).querySelector('.x-grid-td:last-child'));
    key(view(g2).el.dom, 'Enter');
    expect(button(g2, 3).getAttribute('aria-expanded')).to.equal('false');
  });

  it('keeps a row expanded while scrolling away and back, and across a sort', () => {
    const g = grid({}, 2000);
    const v = view(g);
    const record = g.store.getAt(1);
    click(button(g, 1));
    scrollTo(v.el.dom, 20000);
    expect(v.getNode(1)).to.equal(null);
    scrollTo(v.el.dom, 0);
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('true');
    g.store.sort('n', 'DESC');
    const at = g.store.indexOf(record);
    expect(at).to.equal(1998);
    v.ensureVisible(record);
    expect(button(g, at).getAttribute('aria-expanded')).to.equal('true');
    expect(v.getRowTop(1999)).to.equal(1999 * v.rowHeight + g.plugins[0].$open.get(record));
    scrollTo(v.el.dom, 0);
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('false');
  });

  it('forgets the expanded rows on a store load', () => {
    const g = grid();
    click(button(g, 0));
    g.store.loadData(g.store.getRange().map((r: any) => ({ ...r.data })));
    expect(button(g, 0).getAttribute('aria-expanded')).to.equal('false');
  });

  it('fails on a bad rowBodyTpl, naming it', () => {
    expect(() => grid({ rowBodyTpl: 42 })).to.throw(TypeError, /rowBodyTpl/);
  });
});
