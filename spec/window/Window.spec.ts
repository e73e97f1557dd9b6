import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Window } from '../../classes/window/Window';
import { WindowManager } from '../../classes/ZIndexManager';
import { dblclick, key } from '../dom.helpers';
import { boxAt, focused, opener, useFields } from '../menu/menu.helpers';
import '../../classes/button/Button';
import '../../classes/form/field/Text';

/** Dispatches a pointer event (`pointerdown` on `node`, or a move/up on the document). */
function pointer(node: Node, type: string, x: number, y: number): void {
  const PointerEventCtor = (globalThis as any).window.PointerEvent;
  node.dispatchEvent(
    new PointerEventCtor(type, {
      bubbles: true,
      cancelable: true,
      button: 0,
      clientX: x,
      clientY: y,
    }),
  );
}

/** Presses at (x0, y0) on `node`, moves the pointer to (x1, y1) and releases it. */
function drag(node: Node, x0: number, y0: number, x1: number, y1: number): void {
  pointer(node, 'pointerdown', x0, y0);
  pointer(document, 'pointermove', x1, y1);
  pointer(document, 'pointerup', x1, y1);
}

describe('Lib.window.Window', () => {
  const { make } = useFields();
  const win = (config: any = {}): any =>
    make('Lib.window.Window', { title: 'Edit', width: 200, height: 150, ...config });
  const style = (w: any) => [w.el.dom.style.left, w.el.dom.style.top];
  /** A shown window whose page box (happy-dom has no layout) is 200×150 at (100, 50). */
  const placed = (config: any = {}) => {
    const w = win(config);
    w.on('render', () => boxAt(w.el.dom, 100, 50, 200, 150));
    return w.show();
  };
  const handle = (w: any, dir: string) =>
    w.el.dom.querySelector('.x-resizable-handle-' + dir) as HTMLElement;

  it('has the xtype window and the alternate name Lib.Window', () => {
    expect(Lib.ClassManager.getByAlias('widget.window')).to.equal(Window);
    expect(Lib.ClassManager.get('Lib.Window')).to.equal(Window);
    const w = win();
    expect(w.isWindow).to.equal(true);
    expect(w.isXType('panel')).to.equal(true);
  });

  it("has Ext's defaults: hidden, floating, closable, draggable, resizable, 50px minimums", () => {
    const w = win();
    expect([w.hidden, w.floating, w.closable, w.closeAction]).to.deep.equal([
      true,
      true,
      true,
      'destroy',
    ]);
    expect([w.draggable, w.resizable, w.modal, w.constrain, w.constrainHeader]).to.deep.equal([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([w.minWidth, w.minHeight, w.expandOnShow, w.maximized]).to.deep.equal([
      50,
      50,
      true,
      false,
    ]);
  });

  it('refuses a config of the wrong kind, naming it', () => {
    expect(() => win({ modal: 'yes' })).to.throw(TypeError, /Lib\.window\.Window.*'modal'/);
    expect(() => win({ x: '10' })).to.throw(TypeError, /'x'/);
  });

  describe('showing', () => {
    it('renders to the body on first show() as a dialog labelled by its title', () => {
      const w = win();
      expect(w.rendered).to.equal(false);
      w.show();
      const dom = w.el.dom as HTMLElement;
      expect(dom.parentNode).to.equal(document.body);
      expect(dom.className).to.match(/\bx-window\b.*\bx-layer\b/);
      expect(dom.getAttribute('role')).to.equal('dialog');
      expect(dom.getAttribute('tabindex')).to.equal('-1');
      expect(dom.getAttribute('aria-modal')).to.equal(null);
      expect(dom.getAttribute('aria-labelledby')).to.equal(w.id + '-title');
      expect(document.getElementById(w.id + '-title')?.textContent).to.equal('Edit');
      expect(w.headerEl.hasCls('x-window-header')).to.equal(true);
      expect(w.headerEl.hasCls('x-window-header-draggable')).to.equal(true);
      expect(w.body.hasCls('x-window-body')).to.equal(true);
      expect(w.isVisible()).to.equal(true);
    });

    it('is labelled by aria-label from its title when it has no header', () => {
      const w = win({ header: false }).show();
      expect(w.el.dom.getAttribute('aria-label')).to.equal('Edit');
    });

    it('show(animateTarget, callback, scope) and hide(...) call back once done', () => {
      const w = win();
      const scope = {};
      const cb = sinon.spy();
      w.show(null, cb, scope);
      expect(cb.callCount).to.equal(1);
      expect(cb.firstCall.thisValue).to.equal(scope);
      w.show(null, cb);
      expect(cb.callCount, 'already shown').to.equal(1);
      w.hide(null, cb);
      expect(cb.callCount).to.equal(2);
      expect(cb.secondCall.thisValue).to.equal(w);
    });

    it('is centred in the viewport on first show, unless x and y place it', () => {
      const w = win();
      w.on('render', () => boxAt(w.el.dom, 0, 0, 200, 150));
      w.show();
      expect(style(w)).to.deep.equal(['412px', '309px']);
      expect(w.getPosition(true)).to.deep.equal([412, 309]);
      const placed = win({ x: 10, y: 20 }).show();
      expect(style(placed)).to.deep.equal(['10px', '20px']);
      const half = win({ x: 10 });
      half.on('render', () => boxAt(half.el.dom, 0, 0, 200, 150));
      half.show();
      expect(style(half), 'x kept, y centred').to.deep.equal(['10px', '309px']);
    });

    it('keeps its place when shown again; center() on a hidden window centres it next time', () => {
      const w = win({ x: 10, y: 20, closeAction: 'hide' }).show();
      w.setPosition(30, 40);
      w.hide();
      w.show();
      expect(style(w)).to.deep.equal(['30px', '40px']);
      w.hide();
      w.center();
      w.show();
      expect(style(w)).to.deep.equal(['512px', '384px']);
    });

    it('autoShow shows it as soon as it is made', () => {
      expect(win({ autoShow: true }).isVisible()).to.equal(true);
    });

    it('showAt(x, y) shows it there', () => {
      const w = win().showAt(70, 80);
      expect(style(w)).to.deep.equal(['70px', '80px']);
    });

    it('fires move(win, x, y) when it moves', () => {
      const w = win().show();
      const move = sinon.spy();
      w.on('move', move);
      w.setPosition(5, 6);
      expect(move.calledWith(w, 5, 6)).to.equal(true);
    });

    it('expands a collapsed window when shown (expandOnShow)', () => {
      const w = win({ collapsible: true, collapsed: true }).show();
      expect(w.collapsed).to.equal(false);
      const kept = win({ collapsible: true, collapsed: true, expandOnShow: false }).show();
      expect(kept.collapsed).to.equal('top');
    });

    it('adds x-window-plain with plain', () => {
      expect(win({ plain: true }).show().el.hasCls('x-window-plain')).to.equal(true);
    });
  });

  describe('closing', () => {
    it('close() fires beforeclose, hide, close, destroy in this order (closeAction destroy)', () => {
      const w = win().show();
      const order: string[] = [];
      for (const name of ['beforeclose', 'hide', 'close', 'destroy']) {
        w.on(name, () => void order.push(name));
      }
      w.close();
      expect(order).to.deep.equal(['beforeclose', 'hide', 'close', 'destroy']);
      expect(w.isDestroyed).to.equal(true);
    });

    it("close() only hides with closeAction 'hide'; beforeclose false keeps it", () => {
      const w = win({ closeAction: 'hide' }).show();
      w.close();
      expect([w.isDestroyed, w.hidden]).to.deep.equal([false, true]);
      w.show();
      w.on('beforeclose', () => false);
      w.close();
      expect(w.isVisible()).to.equal(true);
    });

    it('the close tool closes it', () => {
      const w = win().show();
      (w.el.dom.querySelector('.x-tool') as HTMLElement).click();
      expect(w.isDestroyed).to.equal(true);
    });

    it('Esc closes a closable window, not a window that is not closable', () => {
      const w = win().show();
      key(w.body.dom, 'Escape');
      expect(w.isDestroyed).to.equal(true);
      const fixed = win({ closable: false }).show();
      key(fixed.el.dom, 'Escape');
      expect(fixed.isVisible()).to.equal(true);
    });

    it('Esc closes only the window it is pressed in', () => {
      const below = win().show();
      const above = win().show();
      key(above.el.dom, 'Escape');
      expect([above.isDestroyed, below.isDestroyed]).to.deep.equal([true, false]);
    });

    it('onEsc given as a config replaces what Esc does', () => {
      const onEsc = sinon.spy();
      const w = win({ onEsc }).show();
      key(w.el.dom, 'Escape');
      expect(onEsc.calledOnce).to.equal(true);
      expect(w.isVisible()).to.equal(true);
    });
  });

  describe('focus', () => {
    const fields = { items: [{ xtype: 'textfield', itemId: 'name' }] };
    const buttons = { buttons: [{ text: 'OK' }, { text: 'Cancel' }] };

    it('moves into the window on show: the first focusable element below the header', () => {
      const w = win({ ...fields, ...buttons }).show();
      expect(focused()).to.equal(w.down('#name').inputEl.dom);
    });

    it('goes to defaultFocus: an itemId, a selector, a button index or a component', () => {
      const a = win({ ...fields, ...buttons, defaultFocus: 1 }).show();
      expect(focused()).to.equal(a.query('button')[1].getFocusEl().dom);
      a.destroy();
      const b = win({ ...fields, defaultFocus: 'name' }).show();
      expect(focused()).to.equal(b.down('#name').inputEl.dom);
      b.destroy();
      const c = win({ ...buttons, defaultFocus: 'button[text=Cancel]' }).show();
      expect(focused()).to.equal(c.query('button')[1].getFocusEl().dom);
    });

    it('goes to the window itself when nothing in it takes the focus', () => {
      const w = win({ closable: false }).show();
      expect(focused()).to.equal(w.el.dom);
    });

    it('returns to the opener on close, hide and destroy', () => {
      const button = opener();
      win({ ...fields })
        .show()
        .close();
      expect(focused()).to.equal(button);
      const w = win({ ...fields, closeAction: 'hide' }).show();
      w.hide();
      expect(focused()).to.equal(button);
      w.show();
      w.destroy();
      expect(focused()).to.equal(button);
    });

    it('is not taken back from an element outside the window that has it', () => {
      opener();
      const w = win({ ...fields }).show();
      const other = opener();
      w.hide();
      expect(focused()).to.equal(other);
    });

    it('Tab and Shift+Tab wrap around inside a modal window', () => {
      const w = win({ ...fields, ...buttons, modal: true }).show();
      // The close tool, the field, the button row (one tab stop: a toolbar's roving tabindex).
      const [close, input, ok] = w.focusables();
      expect(close).to.equal(w.tools[0].el.dom);
      expect(ok).to.equal(w.query('button')[0].getFocusEl().dom);
      ok.focus();
      key(ok, 'Tab');
      expect(focused()).to.equal(close);
      key(close, 'Tab', { shiftKey: true });
      expect(focused()).to.equal(ok);
      input.focus();
      key(input, 'Tab');
      expect(focused(), 'the browser moves it (not the window)').to.equal(input);
      w.el.dom.focus();
      key(w.el.dom, 'Tab', { shiftKey: true });
      expect(focused()).to.equal(ok);
    });

    it('a window that is not modal lets Tab leave', () => {
      const w = win({ ...buttons }).show();
      const last = w.focusables().pop()!;
      last.focus();
      key(last, 'Tab');
      expect(focused()).to.equal(last);
    });
  });

  describe('modal', () => {
    it('is aria-modal, over the page mask, which goes when it hides', () => {
      const w = win({ modal: true }).show();
      expect(w.el.dom.getAttribute('aria-modal')).to.equal('true');
      const mask = document.querySelector('body > .x-mask') as HTMLElement;
      expect(Number(mask.style.zIndex)).to.equal(Number(w.el.dom.style.zIndex) - 4);
      w.hide();
      expect(document.querySelector('.x-mask')).to.equal(null);
    });
  });

  describe('stacking', () => {
    it('a press on a window below brings it to the front and activates it', () => {
      const a = win().show();
      const b = win().show();
      const activate = sinon.spy();
      a.on('activate', activate);
      pointer(a.body.dom, 'pointerdown', 1, 1);
      expect(Number(a.el.dom.style.zIndex)).to.be.greaterThan(Number(b.el.dom.style.zIndex));
      expect(activate.calledOnceWith(a)).to.equal(true);
      expect(WindowManager.getActive()).to.equal(a);
    });

    it('toFront() focuses a window that was not on top, toFront(true) does not', () => {
      const a = win({ closable: false }).show();
      win().show();
      a.toFront(true);
      expect(focused()).to.not.equal(a.el.dom);
      win().show();
      a.toFront();
      expect(focused()).to.equal(a.el.dom);
    });
  });

  describe('dragging', () => {
    it('the header moves the window with the pointer and fires move', () => {
      const w = placed();
      const move = sinon.spy();
      w.on('move', move);
      drag(w.titleEl.dom, 120, 60, 150, 80);
      expect(style(w)).to.deep.equal(['130px', '70px']);
      expect(move.lastCall.args).to.deep.equal([w, 130, 70]);
      pointer(document, 'pointermove', 300, 300);
      expect(style(w), 'released').to.deep.equal(['130px', '70px']);
    });

    it('a tool, the body or a window that is not draggable do not drag', () => {
      const w = placed({ x: 100, y: 50 });
      drag(w.tools[0].el.dom, 120, 60, 150, 80);
      drag(w.body.dom, 120, 60, 150, 80);
      const fixed = placed({ x: 100, y: 50, draggable: false });
      expect(fixed.headerEl.hasCls('x-window-header-draggable')).to.equal(false);
      drag(fixed.headerEl.dom, 120, 60, 150, 80);
      expect([style(w), style(fixed)]).to.deep.equal([
        ['100px', '50px'],
        ['100px', '50px'],
      ]);
    });

    it('constrain keeps it inside the viewport, constrainHeader its header', () => {
      const w = placed({ constrain: true });
      drag(w.headerEl.dom, 120, 60, -500, 2000);
      expect(style(w)).to.deep.equal(['0px', `${768 - 150}px`]);
      const h = placed({ constrainHeader: true });
      h.on('render', () => boxAt(h.headerEl.dom, 0, 0, 200, 32));
      boxAt(h.headerEl.dom, 0, 0, 200, 32);
      drag(h.headerEl.dom, 120, 60, 5000, 2000);
      expect(style(h)).to.deep.equal([`${1024 - 200}px`, `${768 - 32}px`]);
    });
  });

  describe('resizing', () => {
    it('has resize handles on its edges and corners (none when not resizable)', () => {
      const dirs = [...placed().el.dom.querySelectorAll('.x-resizable-handle')].map(
        (n: any) => /x-resizable-handle-(\w+)/.exec(n.className)![1],
      );
      expect(dirs).to.have.members([
        'north',
        'south',
        'east',
        'west',
        'northeast',
        'northwest',
        'southeast',
        'southwest',
      ]);
      const fixed = placed({ resizable: false });
      expect(fixed.el.dom.querySelector('.x-resizable-handle')).to.equal(null);
    });

    it('the south-east corner sizes it; resize fires with the new size', () => {
      // No page box given: the layout run measures the configured size (happy-dom has no layout).
      const w = win().show();
      const resize = sinon.spy();
      w.on('resize', resize);
      drag(handle(w, 'southeast'), 300, 200, 340, 230);
      expect([w.width, w.height]).to.deep.equal([240, 180]);
      expect([w.el.dom.style.width, w.el.dom.style.height]).to.deep.equal(['240px', '180px']);
      expect(resize.lastCall.args.slice(1, 3)).to.deep.equal([240, 180]);
    });

    it('the west and north edges move the left and top edges', () => {
      const w = placed();
      drag(handle(w, 'northwest'), 100, 50, 80, 40);
      expect([w.width, w.height]).to.deep.equal([220, 160]);
      expect(style(w)).to.deep.equal(['80px', '40px']);
    });

    it('keeps within minWidth/minHeight and maxWidth/maxHeight', () => {
      const w = placed({ maxWidth: 250, minHeight: 100 });
      drag(handle(w, 'southeast'), 300, 200, 900, 0);
      expect([w.width, w.height]).to.deep.equal([250, 100]);
      drag(handle(w, 'west'), 100, 100, 900, 100);
      expect(w.width).to.equal(50);
    });
  });

  describe('maximize', () => {
    it('maximize() and restore() toggle x-window-maximized, the tool and fire events', () => {
      const w = win({ maximizable: true }).show();
      const events = sinon.spy();
      w.on({ maximize: () => events('maximize'), restore: () => events('restore') });
      expect(w.maximizeTool.type).to.equal('maximize');
      w.maximize();
      expect(w.el.hasCls('x-window-maximized')).to.equal(true);
      expect(document.body.classList.contains('x-window-maximized-ct')).to.equal(true);
      expect(w.maximizeTool.type).to.equal('restore');
      w.maximize();
      w.restore();
      expect(w.el.hasCls('x-window-maximized')).to.equal(false);
      expect(document.body.classList.contains('x-window-maximized-ct')).to.equal(false);
      expect(events.args.flat()).to.deep.equal(['maximize', 'restore']);
    });

    it('the tool and a double click on the header toggle it', () => {
      const w = win({ maximizable: true }).show();
      w.maximizeTool.el.dom.click();
      expect(w.maximized).to.equal(true);
      dblclick(w.titleEl.dom);
      expect(w.maximized).to.equal(false);
    });

    it('maximized shows it maximized; hiding frees the container', () => {
      const w = win({ maximized: true, maximizable: true, closeAction: 'hide' }).show();
      expect(w.el.hasCls('x-window-maximized')).to.equal(true);
      expect(w.maximizeTool.type).to.equal('restore');
      w.hide();
      expect(document.body.classList.contains('x-window-maximized-ct')).to.equal(false);
    });

    it('a maximized window does not drag or resize', () => {
      const w = win({ x: 10, y: 10, maximized: true }).show();
      drag(w.headerEl.dom, 20, 20, 200, 200);
      drag(handle(w, 'east'), 20, 20, 200, 200);
      expect(style(w)).to.deep.equal(['10px', '10px']);
      expect(w.width).to.equal(200);
    });

    it('minimizable adds the minimize tool, which fires minimize', () => {
      const w = win({ minimizable: true }).show();
      const minimize = sinon.spy();
      w.on('minimize', minimize);
      const tool = w.tools.find((t: any) => t.type === 'minimize');
      tool.el.dom.click();
      expect(minimize.calledOnceWith(w)).to.equal(true);
    });
  });
});
