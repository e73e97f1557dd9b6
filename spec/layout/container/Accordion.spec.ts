import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, key, useDom } from '../../dom.helpers';

const L = Lib as any;

describe('Lib.layout.container.Accordion', () => {
  useDom();
  const made: any[] = [];
  const make = (items: any[], layout: Record<string, any> = {}): any => {
    const ct = Lib.create('Lib.panel.Panel', {
      layout: { type: 'accordion', ...layout },
      height: 300,
      renderTo: document.body,
      items,
    });
    made.push(ct);
    return ct;
  };
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  const three = (layout?: Record<string, any>, second: Record<string, any> = {}) =>
    make([{ title: 'A' }, { title: 'B', ...second }, { title: 'C' }], layout);
  const states = (ct: any) => ct.items.getRange().map((p: any) => !!p.collapsed);

  it("is layout 'accordion' and Lib.layout.AccordionLayout", () => {
    expect(Lib.ClassManager.getByAlias('layout.accordion')).to.equal(L.layout.container.Accordion);
    expect(Lib.ClassManager.get('Lib.layout.AccordionLayout')).to.equal(
      L.layout.container.Accordion,
    );
  });

  it('expands the first panel, collapses the others to their headers, the expanded one flexing', () => {
    const ct = three();
    expect(states(ct)).to.deep.equal([false, true, true]);
    const [a, b] = ct.items.getRange();
    expect(ct.body.hasCls('x-accordion-layout-ct')).to.equal(true);
    expect(ct.body.hasCls('x-vbox')).to.equal(true);
    expect(a.el.hasCls('x-accordion-item')).to.equal(true);
    expect(a.headerEl.hasCls('x-accordion-hd')).to.equal(true);
    expect(b.el.hasCls('x-panel-collapsed-top')).to.equal(true);
    expect(a.el.dom.style.flex).to.equal('1 1 0px');
    expect(a.isFixedHeight()).to.equal(true);
    expect(b.isFixedHeight()).to.equal(false);
    expect(a.el.hasCls('x-panel-noborder')).to.equal(true);
  });

  it('starts with the panel set collapsed: false expanded', () => {
    expect(states(three({}, { collapsed: false }))).to.deep.equal([true, false, true]);
  });

  it('a header click expands its panel and collapses the expanded one', () => {
    const ct = three();
    const [a, b] = ct.items.getRange();
    const collapse = sinon.spy();
    a.on('collapse', collapse);
    click(b.headerEl.dom);
    expect(states(ct)).to.deep.equal([true, false, true]);
    expect(collapse.calledOnceWith(a)).to.equal(true);
  });

  it('titles are buttons: aria-expanded, aria-controls, Enter and Space', () => {
    const ct = three();
    const [a, b] = ct.items.getRange();
    const title = b.titleEl.dom;
    expect(title.getAttribute('role')).to.equal('button');
    expect(title.getAttribute('aria-expanded')).to.equal('false');
    expect(title.getAttribute('aria-controls')).to.equal(b.body.dom.id);
    key(title, 'Enter');
    expect(title.getAttribute('aria-expanded')).to.equal('true');
    expect(a.titleEl.dom.getAttribute('aria-expanded')).to.equal('false');
    key(a.titleEl.dom, ' ');
    expect(states(ct)).to.deep.equal([false, true, true]);
  });

  it('collapsing the expanded panel expands the next one (or the previous); a lone panel stays open', () => {
    const ct = three();
    const [a, , c] = ct.items.getRange();
    a.collapse();
    expect(states(ct)).to.deep.equal([true, false, true]);
    c.expand();
    c.collapse();
    expect(states(ct)).to.deep.equal([true, false, true]);
    const lone = make([{ title: 'only' }]);
    lone.items.first().collapse();
    expect(lone.items.first().isCollapsed()).to.equal(false);
  });

  it('multi lets several stay open, keeping one open', () => {
    const ct = three({ multi: true });
    expect(states(ct)).to.deep.equal([false, false, false]);
    const [a, b, c] = ct.items.getRange();
    a.collapse();
    b.collapse();
    expect(states(ct)).to.deep.equal([true, true, false]);
    c.collapse();
    // C was the last one open: its neighbour B opens as it closes.
    expect(states(ct)).to.deep.equal([true, false, true]);
  });

  it('activeOnTop moves the panel being expanded first', () => {
    const ct = three({ activeOnTop: true });
    const c = ct.items.getAt(2);
    c.expand();
    expect(ct.items.first()).to.equal(c);
    expect(ct.body.dom.firstChild).to.equal(c.el.dom);
  });

  it('hideCollapseTool leaves the tools out, the headers still toggle', () => {
    const ct = three({ hideCollapseTool: true });
    const b = ct.items.getAt(1);
    expect(b.collapseTool).to.equal(undefined);
    expect(b.el.dom.querySelector('.x-tool')).to.equal(null);
    click(b.headerEl.dom);
    expect(b.isCollapsed()).to.equal(false);
  });

  it('titleCollapse: false leaves the toggling to the tool', () => {
    const ct = three({ titleCollapse: false });
    const b = ct.items.getAt(1);
    click(b.headerEl.dom);
    expect(b.isCollapsed()).to.equal(true);
    click(b.collapseTool.el.dom);
    expect(b.isCollapsed()).to.equal(false);
  });

  it('fill: false leaves the panels their own height', () => {
    const ct = three({ fill: false });
    expect(ct.items.first().el.dom.style.flex).to.equal('0 0 auto');
  });
});
