import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../lib/Lib';
import { EventObjectImpl } from '../classes/EventObjectImpl';
import { Element } from '../classes/dom/Element';
import { useDom } from './dom.helpers';

/** Wraps an event-like object (the constructor only needs a `type`). */
const wrap = (event: Record<string, unknown>) => new EventObjectImpl(event as any);

/** A keydown as happy-dom builds it from `init` (it leaves `keyCode` at 0 when only `key` is given). */
const keydown = (init: KeyboardEventInit) =>
  new EventObjectImpl(new KeyboardEvent('keydown', init));

/** Dispatches a real bubbling event on `node` and returns its wrapper, made while in flight. */
function fire(node: Node, event: Event): EventObjectImpl {
  let wrapped: EventObjectImpl | undefined;
  const grab = (ev: Event) => (wrapped = new EventObjectImpl(ev));
  document.addEventListener(event.type, grab);
  node.dispatchEvent(event);
  document.removeEventListener(event.type, grab);
  return wrapped as EventObjectImpl;
}

function tree(): void {
  document.body.innerHTML =
    '<div id="grid" class="grid"><div id="row" class="row">' +
    '<span id="cell" class="cell"><b id="text">x</b></span></div></div><p id="other">y</p>';
}

const node = (id: string) => document.getElementById(id) as HTMLElement;

describe('Lib.EventObjectImpl', () => {
  useDom();

  it('is registered as Lib.EventObjectImpl', () => {
    expect((Lib as any).EventObjectImpl).to.equal(EventObjectImpl);
    expect(Lib.ClassManager.getName(EventObjectImpl)).to.equal('Lib.EventObjectImpl');
  });

  it('throws a TypeError for something that is not an event', () => {
    expect(() => new EventObjectImpl(null as any)).to.throw(
      TypeError,
      /\[Lib\.EventObjectImpl\] expects a browser event, got null/,
    );
    expect(() => wrap({ keyCode: 13 })).to.throw(TypeError, /an object/);
  });

  it('exposes the browser event, its type, target and modifier keys', () => {
    tree();
    const browserEvent = new MouseEvent('click', {
      bubbles: true,
      ctrlKey: true,
      shiftKey: true,
      button: 2,
    });
    const e = fire(node('text'), browserEvent);
    expect(e.browserEvent).to.equal(browserEvent);
    expect(e.type).to.equal('click');
    expect(e.target).to.equal(node('text'));
    expect([e.ctrlKey, e.shiftKey, e.altKey, e.metaKey]).to.deep.equal([true, true, false, false]);
    expect(e.button).to.equal(2);
    expect(keydown({ key: 'a' }).button, 'not a mouse event').to.equal(-1);
  });

  describe('#getKey', () => {
    it('reads keyCode when the browser sets it', () => {
      expect(wrap({ type: 'keydown', keyCode: 40 }).getKey()).to.equal(40);
      expect(wrap({ type: 'keydown', keyCode: 13, key: 'Escape' }).getKey()).to.equal(13);
    });

    it('falls back to key when keyCode is 0, as happy-dom leaves it', () => {
      const enter = new KeyboardEvent('keydown', { key: 'Enter' });
      expect(enter.keyCode).to.equal(0);
      expect(new EventObjectImpl(enter).getKey()).to.equal(13);
      expect(keydown({ key: 'Escape' }).getKey()).to.equal(27);
      expect(keydown({ key: 'Esc' }).getKey()).to.equal(27);
      expect(keydown({ key: 'Tab' }).getKey()).to.equal(9);
      expect(keydown({ key: 'ArrowDown' }).getKey()).to.equal(40);
      expect(keydown({ key: 'Left' }).getKey()).to.equal(37);
      expect(keydown({ key: 'PageUp' }).getKey()).to.equal(33);
      expect(keydown({ key: 'Home' }).getKey()).to.equal(36);
      expect(keydown({ key: ' ' }).getKey()).to.equal(32);
      expect(keydown({ key: 'Delete' }).getKey()).to.equal(46);
      expect(keydown({ key: 'F2' }).getKey()).to.equal(113);
    });

    it('gives the upper-case character code for a printable key', () => {
      expect(keydown({ key: 'a' }).getKey()).to.equal(65);
      expect(keydown({ key: 'Z' }).getKey()).to.equal(90);
      expect(keydown({ key: '7' }).getKey()).to.equal(55);
    });

    it('falls back to which, and gives 0 for an unknown key or a mouse event', () => {
      expect(wrap({ type: 'keydown', keyCode: 0, which: 9 }).getKey()).to.equal(9);
      expect(keydown({ key: 'Unidentified' }).getKey()).to.equal(0);
      expect(new EventObjectImpl(new MouseEvent('click')).getKey()).to.equal(0);
    });

    it('getCharCode reads charCode, else the key', () => {
      expect(wrap({ type: 'keypress', charCode: 97, keyCode: 0 }).getCharCode()).to.equal(97);
      expect(keydown({ key: 'Enter' }).getCharCode()).to.equal(13);
    });
  });

  describe('key constants', () => {
    const expected = {
      BACKSPACE: 8,
      TAB: 9,
      ENTER: 13,
      ESC: 27,
      SPACE: 32,
      PAGE_UP: 33,
      PAGE_DOWN: 34,
      END: 35,
      HOME: 36,
      LEFT: 37,
      UP: 38,
      RIGHT: 39,
      DOWN: 40,
      DELETE: 46,
      F2: 113,
    };

    it('are on every instance', () => {
      const e = keydown({ key: 'Enter' });
      for (const [name, code] of Object.entries(expected)) {
        expect((e as any)[name], name).to.equal(code);
      }
      expect(e.getKey()).to.equal(e.ENTER);
    });

    it('are on Lib.EventObject, which cannot be changed', () => {
      for (const [name, code] of Object.entries(expected)) {
        expect((Lib.EventObject as any)[name], name).to.equal(code);
      }
      expect(Object.isFrozen(Lib.EventObject)).to.equal(true);
    });
  });

  describe('#getTarget', () => {
    beforeEach(tree);

    it('returns the target without a selector', () => {
      const e = fire(node('text'), new MouseEvent('click', { bubbles: true }));
      expect(e.getTarget()).to.equal(node('text'));
    });

    it('returns the nearest node from the target up that matches the selector', () => {
      const e = fire(node('text'), new MouseEvent('click', { bubbles: true }));
      expect(e.getTarget('b')).to.equal(node('text'));
      expect(e.getTarget('.cell')).to.equal(node('cell'));
      expect(e.getTarget('.row')).to.equal(node('row'));
      expect(e.getTarget('.grid')).to.equal(node('grid'));
      expect(e.getTarget('.nothing')).to.equal(null);
      expect(e.getTarget('#other')).to.equal(null);
    });

    it('looks at maxDepth nodes at most, the target being the first', () => {
      const e = fire(node('text'), new MouseEvent('click', { bubbles: true }));
      expect(e.getTarget('b', 1)).to.equal(node('text'));
      expect(e.getTarget('.cell', 1)).to.equal(null);
      expect(e.getTarget('.cell', 2)).to.equal(node('cell'));
      expect(e.getTarget('.row', 2)).to.equal(null);
      expect(e.getTarget('.row', 3)).to.equal(node('row'));
    });

    it('stops below a node given as maxDepth, which is never the result', () => {
      const e = fire(node('text'), new MouseEvent('click', { bubbles: true }));
      expect(e.getTarget('.cell', node('row'))).to.equal(node('cell'));
      expect(e.getTarget('.row', node('row'))).to.equal(null);
      expect(e.getTarget('.grid', node('row'))).to.equal(null);
    });

    it('returns the cached Lib.dom.Element with returnEl', () => {
      const e = fire(node('text'), new MouseEvent('click', { bubbles: true }));
      const row = e.getTarget('.row', undefined, true);
      expect(row).to.be.instanceOf(Element);
      expect(row).to.equal(Lib.get('row'));
      expect(e.getTarget(undefined, undefined, true)).to.equal(Lib.get('text'));
      expect(e.getTarget('.nothing', undefined, true)).to.equal(null);
    });
  });

  describe('#stopEvent', () => {
    it('prevents the default action and stops propagation', () => {
      tree();
      const outer = sinon.spy();
      node('grid').addEventListener('click', outer);
      node('text').addEventListener('click', (ev) => new EventObjectImpl(ev).stopEvent());
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      node('text').dispatchEvent(event);
      expect(event.defaultPrevented).to.equal(true);
      expect(outer.called).to.equal(false);
    });

    it('preventDefault and stopPropagation do one thing each', () => {
      tree();
      const outer = sinon.spy();
      node('grid').addEventListener('click', outer);
      const prevent = (ev: Event) => new EventObjectImpl(ev).preventDefault();
      node('text').addEventListener('click', prevent);
      const first = new MouseEvent('click', { bubbles: true, cancelable: true });
      node('text').dispatchEvent(first);
      expect([first.defaultPrevented, outer.callCount]).to.deep.equal([true, 1]);
      node('text').removeEventListener('click', prevent);
      node('text').addEventListener('click', (ev) => new EventObjectImpl(ev).stopPropagation());
      const second = new MouseEvent('click', { bubbles: true, cancelable: true });
      node('text').dispatchEvent(second);
      expect([second.defaultPrevented, outer.callCount]).to.deep.equal([false, 1]);
    });
  });

  describe('#within', () => {
    beforeEach(tree);

    it('is true when the target is the node (node, Element or id) or inside it', () => {
      const e = fire(node('text'), new MouseEvent('click', { bubbles: true }));
      expect(e.within(node('row'))).to.equal(true);
      expect(e.within('row')).to.equal(true);
      expect(e.within(Lib.get('grid'))).to.equal(true);
      expect(e.within('text')).to.equal(true);
      expect(e.within('other')).to.equal(false);
      expect(e.within('nowhere')).to.equal(false);
    });

    it('checks the related target when asked', () => {
      const e = fire(
        node('other'),
        new MouseEvent('mouseover', { bubbles: true, relatedTarget: node('cell') }),
      );
      expect(e.getRelatedTarget()).to.equal(node('cell'));
      expect(e.within('row')).to.equal(false);
      expect(e.within('row', true)).to.equal(true);
    });
  });

  describe('key kinds', () => {
    it('isNavKeyPress is true for arrows, Page Up/Down, Home/End, Tab, Enter and Esc', () => {
      for (const key of [
        'ArrowUp',
        'ArrowDown',
        'ArrowLeft',
        'ArrowRight',
        'PageUp',
        'PageDown',
        'Home',
        'End',
        'Tab',
        'Enter',
        'Escape',
      ]) {
        expect(keydown({ key }).isNavKeyPress(), key).to.equal(true);
      }
      for (const key of ['a', '1', ' ', 'Backspace', 'Delete', 'Shift']) {
        expect(keydown({ key }).isNavKeyPress(), key).to.equal(false);
      }
    });

    it('isSpecialKey is true for navigation, modifiers, Backspace and Delete, not characters', () => {
      for (const key of ['ArrowUp', 'Enter', 'Tab', 'Escape', 'Backspace', 'Delete', 'Shift']) {
        expect(keydown({ key }).isSpecialKey(), key).to.equal(true);
      }
      expect(wrap({ type: 'keydown', keyCode: 17 }).isSpecialKey(), 'Ctrl').to.equal(true);
      for (const key of ['a', 'Z', '5', ' ']) {
        expect(keydown({ key }).isSpecialKey(), key).to.equal(false);
      }
    });
  });

  describe('pointer position', () => {
    it('getXY, getX and getY read the page coordinates', () => {
      const e = wrap({ type: 'click', pageX: 10, pageY: 20 });
      expect(e.getXY()).to.deep.equal([10, 20]);
      expect([e.getX(), e.getY()]).to.deep.equal([10, 20]);
    });

    it('fall back to the client coordinates, else 0', () => {
      expect(wrap({ type: 'click', clientX: 3, clientY: 4 }).getXY()).to.deep.equal([3, 4]);
      expect(wrap({ type: 'keydown' }).getXY()).to.deep.equal([0, 0]);
    });
  });
});
