import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { Tip } from '../../classes/tip/Tip';
import { Panel } from '../../classes/panel/Panel';
import { click } from '../dom.helpers';
import { boxAt } from '../menu/menu.helpers';
import { span, useFields } from './tip.helpers';
import '../../classes/tip/Tip';

describe('Lib.tip.Tip', () => {
  const { make } = useFields();

  it('is a hidden floating panel with the tooltip role, also named Lib.Tip', () => {
    expect(Lib.ClassManager.get('Lib.Tip')).to.equal(Tip);
    const tip = make('Lib.tip.Tip', { html: 'Hello' });
    expect(tip).to.be.instanceOf(Panel);
    expect(tip.floating).to.equal(true);
    expect(tip.hidden).to.equal(true);
    expect(tip.rendered).to.equal(false);
    tip.show();
    const dom = tip.el.dom;
    expect(dom.parentNode).to.equal(document.body);
    expect(dom.className).to.match(/\bx-tip\b.*\bx-layer\b/);
    expect(dom.getAttribute('role')).to.equal('tooltip');
    expect(tip.body.hasCls('x-tip-body')).to.equal(true);
    expect(tip.body.dom.textContent).to.equal('Hello');
  });

  it('keeps its width between minWidth (40) and maxWidth (500)', () => {
    const tip = make('Lib.tip.Tip', {}).show();
    expect(tip.el.dom.style.minWidth).to.equal('40px');
    expect(tip.el.dom.style.maxWidth).to.equal('500px');
    const narrow = make('Lib.tip.Tip', { minWidth: 100, maxWidth: 200 }).show();
    expect(narrow.el.dom.style.minWidth).to.equal('100px');
    expect(narrow.el.dom.style.maxWidth).to.equal('200px');
  });

  it('gets a header with the title and, when closable, a close tool that hides it', () => {
    const tip = make('Lib.tip.Tip', { title: '<i>Note</i>', closable: true }).show();
    expect(tip.headerEl.hasCls('x-tip-header')).to.equal(true);
    expect(tip.titleEl.dom.textContent).to.equal('<i>Note</i>');
    click(tip.down('tool[type=close]').el.dom);
    expect(tip.isVisible()).to.equal(false);
    expect(tip.isDestroyed).to.equal(false);
  });

  it('showAt puts its top-left corner at a page position, inside the window', () => {
    const tip = make('Lib.tip.Tip', { html: 'x' });
    tip.showAt([120, 80]);
    expect(tip.isVisible()).to.equal(true);
    expect([tip.el.dom.style.left, tip.el.dom.style.top]).to.deep.equal(['120px', '80px']);
    boxAt(tip.el.dom, 0, 0, 200, 100);
    tip.showAt(2000, -50);
    // The window is 1024 x 768 pixels.
    expect([tip.el.dom.style.left, tip.el.dom.style.top]).to.deep.equal(['824px', '0px']);
    tip.constrainPosition = false;
    tip.showAt(2000, -50);
    expect([tip.el.dom.style.left, tip.el.dom.style.top]).to.deep.equal(['2000px', '-50px']);
  });

  it('showBy places it against an element (below it by default)', () => {
    const anchor = span();
    boxAt(anchor, 300, 200, 80, 20);
    const tip = make('Lib.tip.Tip', { html: 'x' });
    tip.showBy(anchor);
    expect([tip.el.dom.style.left, tip.el.dom.style.top]).to.deep.equal(['300px', '220px']);
    tip.showBy(anchor, 'tl-tr', [4, 0]);
    expect([tip.el.dom.style.left, tip.el.dom.style.top]).to.deep.equal(['384px', '200px']);
  });

  it('refuses a maxWidth that is not a number', () => {
    expect(() => Lib.create('Lib.tip.Tip', { maxWidth: '1em' } as any)).to.throw(
      TypeError,
      "[Lib.tip.Tip] config 'maxWidth' must be a number, got '1em'",
    );
  });
});
