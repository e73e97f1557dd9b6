import { expect } from 'chai';
import { Lib } from '../../index';
import '../../packs/loader';
import { ToolTip } from '../../classes/tip/ToolTip';
import { Tip } from '../../classes/tip/Tip';
import { click, key } from '../dom.helpers';
import { boxAt } from '../menu/menu.helpers';
import { FakeXhr, installFakeXhr } from '../data/Connection.fakes';
import { simpsonsGrid, useGridCleanup } from '../grid/grid.fixtures';
import {
  focusIn,
  focusOut,
  hover,
  leave,
  move,
  press,
  span,
  useClock,
  useFields,
} from './tip.helpers';

describe('Lib.tip.ToolTip', () => {
  const { make } = useFields();
  const made = useGridCleanup();
  const t = useClock();
  /** A tooltip for a new span (`target` in the config replaces it). */
  const tipFor = (config: any = {}) => {
    const target = span({}, 'Save');
    return {
      target,
      tip: make('Lib.tip.ToolTip', { target, html: 'Saves the record', ...config }),
    };
  };
  const xy = (tip: any) => [tip.el.dom.style.left, tip.el.dom.style.top];

  it('is the tooltip xtype, a tip, also named Lib.ToolTip', () => {
    expect(Lib.ClassManager.getByAlias('widget.tooltip')).to.equal(ToolTip);
    expect(Lib.ClassManager.get('Lib.ToolTip')).to.equal(ToolTip);
    expect(ToolTip.prototype).to.be.instanceOf(Tip);
  });

  describe('showing and hiding', () => {
    it('shows once the pointer has rested on the target for showDelay (500 ms)', () => {
      const { target, tip } = tipFor();
      const events: string[] = [];
      tip.on({ beforeshow: () => events.push('beforeshow'), show: () => events.push('show') });
      hover(target);
      t.clock.tick(499);
      expect(tip.isVisible()).to.equal(false);
      t.clock.tick(1);
      expect(tip.isVisible()).to.equal(true);
      expect(events).to.deep.equal(['beforeshow', 'show']);
      expect(tip.el.dom.textContent).to.equal('Saves the record');
    });

    it('takes an element id, an Element or a rendered component as its target', () => {
      const button = make('Lib.button.Button', { text: 'Go', renderTo: document.body });
      span({ id: 'save' });
      for (const target of ['save', Lib.get(span()), button]) {
        const tip = make('Lib.tip.ToolTip', { target, html: 'x', showDelay: 10 });
        hover(tip.target.dom);
        t.clock.tick(10);
        expect(tip.isVisible()).to.equal(true);
      }
    });

    it('waits for a component target to render', () => {
      const button = make('Lib.button.Button', { text: 'Go' });
      const tip = make('Lib.tip.ToolTip', { target: button, html: 'x' });
      expect(tip.target).to.equal(null);
      button.render(document.body);
      expect(tip.target).to.equal(button.el);
      hover(button.el.dom);
      t.clock.tick(500);
      expect(tip.isVisible()).to.equal(true);
    });

    it('does not show when the pointer leaves before showDelay', () => {
      const { target, tip } = tipFor();
      hover(target);
      t.clock.tick(300);
      leave(target);
      t.clock.tick(1000);
      expect(tip.isVisible()).to.equal(false);
    });

    it('hides hideDelay (200 ms) after the pointer leaves, and not when it moves inside', () => {
      const { target, tip } = tipFor();
      const inner = target.appendChild(document.createElement('b'));
      hover(target);
      t.clock.tick(500);
      leave(target, inner);
      hover(inner, target);
      t.clock.tick(1000);
      expect(tip.isVisible()).to.equal(true);
      leave(inner, document.body);
      t.clock.tick(199);
      expect(tip.isVisible()).to.equal(true);
      t.clock.tick(1);
      expect(tip.isVisible()).to.equal(false);
    });

    it('hides dismissDelay (5000 ms) after showing; 0 keeps it', () => {
      const { target, tip } = tipFor();
      hover(target);
      t.clock.tick(500 + 4999);
      expect(tip.isVisible()).to.equal(true);
      t.clock.tick(1);
      expect(tip.isVisible()).to.equal(false);
      const other = make('Lib.tip.ToolTip', { target: span(), html: 'x', dismissDelay: 0 });
      hover(other.target.dom);
      t.clock.tick(60000);
      expect(other.isVisible()).to.equal(true);
    });

    it('shows again at once when it hid less than quickShowInterval (250 ms) ago', () => {
      const { target, tip } = tipFor();
      hover(target);
      t.clock.tick(500);
      leave(target);
      t.clock.tick(200);
      expect(tip.isVisible()).to.equal(false);
      hover(target);
      expect(tip.isVisible()).to.equal(true);
    });

    it('with autoHide: false stays until its close tool is used', () => {
      const { target, tip } = tipFor({ autoHide: false });
      expect(tip.closable).to.equal(true);
      hover(target);
      t.clock.tick(500);
      leave(target);
      press(document.body);
      t.clock.tick(60000);
      expect(tip.isVisible()).to.equal(true);
      click(tip.down('tool[type=close]').el.dom);
      expect(tip.isVisible()).to.equal(false);
      expect(tipFor({ autoHide: false, closable: false }).tip.closable).to.equal(false);
    });

    it('does not show when a beforeshow listener returns false', () => {
      const { target, tip } = tipFor();
      tip.on('beforeshow', () => false);
      hover(target);
      t.clock.tick(500);
      expect(tip.isVisible()).to.equal(false);
      expect(tip.triggerElement).to.equal(null);
    });

    it('hides on a press elsewhere and stays hidden for that press, not for one inside it', () => {
      const { target, tip } = tipFor();
      hover(target);
      t.clock.tick(500);
      press(tip.body.dom);
      expect(tip.isVisible()).to.equal(true);
      press(target);
      expect(tip.isVisible()).to.equal(false);
      hover(target, document.body);
      t.clock.tick(50);
      expect(tip.disabled).to.equal(true);
      t.clock.tick(1000);
      expect(tip.isVisible()).to.equal(false);
      expect(tip.disabled).to.equal(false);
    });

    it('hides on Esc', () => {
      const { target, tip } = tipFor();
      hover(target);
      t.clock.tick(500);
      key(document.body, 'Escape');
      expect(tip.isVisible()).to.equal(false);
    });

    it('does not show while disabled; disabling hides it', () => {
      const { target, tip } = tipFor();
      hover(target);
      t.clock.tick(500);
      tip.disable();
      expect(tip.isVisible()).to.equal(false);
      leave(target);
      hover(target);
      t.clock.tick(1000);
      expect(tip.isVisible()).to.equal(false);
      tip.enable();
      leave(target);
      hover(target);
      t.clock.tick(500);
      expect(tip.isVisible()).to.equal(true);
    });

    it('setTarget moves it to another element; destroying it leaves the target alone', () => {
      const { target, tip } = tipFor();
      const other = span();
      tip.setTarget(other);
      hover(target);
      t.clock.tick(1000);
      expect(tip.isVisible()).to.equal(false);
      hover(other);
      t.clock.tick(500);
      expect(tip.isVisible()).to.equal(true);
      tip.destroy();
      expect(other.hasAttribute('aria-describedby')).to.equal(false);
      hover(other, document.body);
      t.clock.tick(1000);
      expect(document.querySelector('.x-tip')).to.equal(null);
    });
  });

  describe('place', () => {
    it('sits 15, 18 pixels off the pointer, moved by mouseOffset', () => {
      const { target, tip } = tipFor();
      hover(target, null, 200, 100);
      t.clock.tick(500);
      expect(xy(tip)).to.deep.equal(['215px', '118px']);
      const off = make('Lib.tip.ToolTip', { target: span(), html: 'x', mouseOffset: [5, -5] });
      hover(off.target.dom, null, 200, 100);
      t.clock.tick(500);
      expect(xy(off)).to.deep.equal(['220px', '113px']);
    });

    it('follows the pointer with trackMouse', () => {
      const { target, tip } = tipFor({ trackMouse: true });
      hover(target, null, 200, 100);
      t.clock.tick(500);
      move(target, 300, 150);
      expect(xy(tip)).to.deep.equal(['315px', '168px']);
      const still = make('Lib.tip.ToolTip', { target: span(), html: 'x' });
      hover(still.target.dom, null, 200, 100);
      t.clock.tick(500);
      move(still.target.dom, 300, 150);
      expect(xy(still)).to.deep.equal(['215px', '118px']);
    });

    it('with anchor points its arrow at the target from that side', () => {
      const { target, tip } = tipFor({ anchor: 'top' });
      boxAt(target, 300, 200, 80, 20);
      hover(target);
      t.clock.tick(500);
      expect(xy(tip)).to.deep.equal(['300px', '230px']);
      const arrow = tip.anchorEl.dom;
      expect(arrow.className).to.equal('x-tip-anchor x-tip-anchor-top');
      expect(arrow.style.display).to.equal('');
      expect(arrow.style.left).to.equal('10px');
      const left = make('Lib.tip.ToolTip', {
        target: span(),
        html: 'x',
        anchor: 'left',
        anchorOffset: 5,
      });
      boxAt(left.target.dom, 300, 200, 80, 20);
      hover(left.target.dom);
      t.clock.tick(500);
      expect(xy(left)).to.deep.equal(['390px', '200px']);
      expect(left.anchorEl.hasCls('x-tip-anchor-left')).to.equal(true);
      expect(left.anchorEl.dom.style.top).to.equal('15px');
      expect(tipFor().tip.show().anchorEl.dom.style.display).to.equal('none');
    });

    it('goes to the other side of the target when there is no room', () => {
      const { target, tip } = tipFor({ anchor: 'top' });
      // The window is 768 pixels high.
      boxAt(target, 300, 700, 80, 20);
      tip.render(document.body);
      boxAt(tip.el.dom, 0, 0, 150, 60);
      hover(target);
      t.clock.tick(500);
      expect(xy(tip)).to.deep.equal(['300px', '630px']);
      expect(tip.tipAnchor).to.equal('bottom');
      expect(tip.anchorEl.hasCls('x-tip-anchor-bottom')).to.equal(true);
    });
  });

  describe('delegate', () => {
    it('shows for each matching element inside the target (triggerElement), again on moving to another', () => {
      const list = document.body.appendChild(document.createElement('ul'));
      list.innerHTML = '<li>Ann</li><li>Bob</li><p>none</p>';
      const [ann, bob, none] = Array.from(list.children) as HTMLElement[];
      const tip = make('Lib.tip.ToolTip', { target: list, delegate: 'li' });
      tip.on('beforeshow', (tp: any) => tp.update('About ' + tp.triggerElement.textContent));
      hover(none);
      t.clock.tick(1000);
      expect(tip.isVisible()).to.equal(false);
      move(ann, 10, 10);
      hover(ann, none);
      t.clock.tick(500);
      expect(tip.isVisible()).to.equal(true);
      expect(tip.triggerElement).to.equal(ann);
      expect(tip.body.dom.textContent).to.equal('About Ann');
      move(bob, 10, 30);
      expect(tip.isVisible()).to.equal(false);
      t.clock.tick(500);
      expect(tip.triggerElement).to.equal(bob);
      expect(tip.body.dom.textContent).to.equal('About Bob');
      expect(bob.getAttribute('aria-describedby')).to.equal(tip.id);
      expect(ann.hasAttribute('aria-describedby')).to.equal(false);
      move(none, 10, 50);
      expect(tip.isVisible()).to.equal(false);
    });

    it("works over a grid's rows with the view's itemSelector (Ext's classic pattern)", () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      expect(view.itemSelector).to.equal('tr.x-grid-row');
      const tip = make('Lib.tip.ToolTip', {
        target: view.el,
        delegate: view.itemSelector,
        renderTo: document.body,
        listeners: {
          beforeshow(tp: any) {
            tp.update('Over ' + view.getRecord(tp.triggerElement).get('name'));
          },
        },
      });
      const cell = view.getNode(1).querySelector('.x-grid-cell')!;
      move(cell, 10, 40);
      hover(cell, document.body);
      t.clock.tick(500);
      expect(tip.body.dom.textContent).to.equal('Over Bart');
    });
  });

  describe('content', () => {
    it('shows html as sanitized markup', () => {
      const { target, tip } = tipFor({ html: '<b>Bold</b><img src="x" onerror="alert(1)">' });
      hover(target);
      t.clock.tick(500);
      expect(tip.body.dom.querySelector('b').textContent).to.equal('Bold');
      expect(tip.body.dom.querySelector('img').hasAttribute('onerror')).to.equal(false);
    });

    it('is filled by its loader each time it shows', () => {
      const restore = installFakeXhr();
      try {
        const { target, tip } = tipFor({ html: '', loader: { url: '/tips/save' } });
        expect(FakeXhr.sent).to.have.length(0);
        hover(target);
        t.clock.tick(500);
        expect(FakeXhr.sent).to.have.length(1);
        FakeXhr.sent[0].respond(200, 'Writes <b>now</b><script>alert(1)</script>');
        expect(tip.body.dom.querySelector('b').textContent).to.equal('now');
        expect(tip.body.dom.querySelector('script')).to.equal(null);
        tip.hide();
        tip.show();
        expect(FakeXhr.sent).to.have.length(2);
      } finally {
        Lib.Ajax.abortAll();
        restore();
      }
    });
  });

  describe('accessibility', () => {
    it("is named in the target's aria-describedby while shown, next to what was there", () => {
      const { target, tip } = tipFor();
      target.setAttribute('aria-describedby', 'help');
      hover(target);
      t.clock.tick(500);
      expect(target.getAttribute('aria-describedby')).to.equal('help ' + tip.id);
      tip.hide();
      expect(target.getAttribute('aria-describedby')).to.equal('help');
    });

    it('shows when the target gets the keyboard focus and hides when it loses it', () => {
      const { target, tip } = tipFor();
      boxAt(target, 300, 200, 80, 20);
      focusIn(target);
      t.clock.tick(500);
      expect(tip.isVisible()).to.equal(true);
      // Below the target (15, 18 pixels off its bottom-left corner).
      expect(xy(tip)).to.deep.equal(['315px', '238px']);
      focusOut(target, document.body);
      t.clock.tick(200);
      expect(tip.isVisible()).to.equal(false);
    });
  });

  describe('configs', () => {
    it('refuses a target that is no element and a side that is not one', () => {
      expect(() => Lib.create('Lib.tip.ToolTip', { target: 'nowhere' })).to.throw(
        TypeError,
        "[Lib.tip.ToolTip#setTarget] target must be an element, an element id or a component, got 'nowhere'",
      );
      expect(() => Lib.create('Lib.tip.ToolTip', { anchor: 'middle' } as any)).to.throw(
        TypeError,
        "config 'anchor' must be one of 'top', 'right', 'bottom', 'left', got 'middle'",
      );
      expect(() => Lib.create('Lib.tip.ToolTip', { showDelay: -1 })).to.throw(
        TypeError,
        "config 'showDelay' must be a number of milliseconds, 0 or more, got -1",
      );
    });
  });
});
