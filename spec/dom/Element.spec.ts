import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Element } from '../../classes/dom/Element';
import { EventObjectImpl } from '../../classes/EventObjectImpl';
import '../../classes/DomHelper';
import { useDom } from '../dom.helpers';

/** `Lib.get` for a node the test knows is there. */
const get = (el: unknown) => Lib.get(el) as Element;

/** Builds `markup` inside a fresh `<div id="root">` in the body and returns the root's wrapper. */
function fixture(markup = ''): Element {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = markup;
  document.body.appendChild(root);
  return get(root);
}

function click(node: Node): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  node.dispatchEvent(event);
  return event;
}

describe('Lib.dom.Element', () => {
  useDom();

  it('is registered as Lib.dom.Element, with the root shortcuts on Lib', () => {
    expect((Lib as any).dom.Element).to.equal(Element);
    expect(Lib.ClassManager.getName(Element)).to.equal('Lib.dom.Element');
    expect(Lib.get).to.be.a('function');
    expect(Lib.fly).to.be.a('function');
    expect(Lib.getDom).to.be.a('function');
    expect(Lib.getBody).to.be.a('function');
    expect(Lib.onReady).to.be.a('function');
  });

  it('destroy() removes the node and its listeners, as remove() (Ext 4: destroy is remove)', () => {
    const node = document.body.appendChild(document.createElement('div'));
    const el = Element.get(node)!;
    const seen = sinon.spy();
    el.on('click', seen);
    el.destroy();
    expect(node.isConnected).to.equal(false);
    click(node);
    expect(seen.called).to.equal(false);
  });

  it('refuses to wrap something that is not a node', () => {
    expect(() => new Element({} as any)).to.throw(TypeError, /\[Lib\.dom\.Element\].*an object/);
  });

  describe('Lib.get', () => {
    it('returns one wrapper per node, every time', () => {
      const root = fixture();
      const node = root.dom;
      expect(root).to.be.instanceOf(Element);
      expect(root.dom).to.equal(node);
      expect(root.isElement).to.equal(true);
      expect(Lib.get(node)).to.equal(root);
      expect(Lib.get(node)).to.equal(Lib.get(node));
    });

    it('finds a node by id and gives its cached wrapper', () => {
      const root = fixture('<span id="label">x</span>');
      const label = get('label');
      expect(label.dom.tagName).to.equal('SPAN');
      expect(label.id).to.equal('label');
      expect(get(root.dom.firstChild)).to.equal(label);
      expect(get('label')).to.equal(label);
    });

    it('returns an Element as is, and the el of an object holding a dom node', () => {
      const root = fixture();
      expect(Lib.get(root)).to.equal(root);
      expect(Lib.get({ dom: root.dom })).to.equal(root);
    });

    it('returns null for null, undefined and an id that is not in the document', () => {
      expect(Lib.get(null)).to.equal(null);
      expect(Lib.get(undefined)).to.equal(null);
      expect(Lib.get('nowhere')).to.equal(null);
      expect(Lib.get('')).to.equal(null);
    });

    it('throws a TypeError naming Lib.get and the value for anything else', () => {
      expect(() => Lib.get(42)).to.throw(TypeError, /\[Lib\.get\].*got 42/);
      expect(() => Lib.get(true)).to.throw(TypeError, /\[Lib\.get\].*got true/);
      expect(() => Lib.get({ id: 'root' })).to.throw(TypeError, /\[Lib\.get\].*an object/);
      expect(() => Lib.get(() => 1)).to.throw(TypeError, /\[Lib\.get\].*function/);
    });

    it('Lib.fly gives the same cached wrapper', () => {
      const root = fixture();
      expect(Lib.fly(root.dom)).to.equal(root);
      expect(Lib.fly('root')).to.equal(root);
    });
  });

  describe('Lib.getDom', () => {
    it('returns the node of a node, an Element or an id, else null', () => {
      const root = fixture();
      expect(Lib.getDom(root.dom)).to.equal(root.dom);
      expect(Lib.getDom(root)).to.equal(root.dom);
      expect(Lib.getDom('root')).to.equal(root.dom);
      expect(Lib.getDom('nowhere')).to.equal(null);
      expect(Lib.getDom(null)).to.equal(null);
      expect(Lib.getDom(42)).to.equal(null);
    });
  });

  describe('Lib.getBody', () => {
    it("returns the cached Element of the document's body", () => {
      const body = Lib.getBody();
      expect(body).to.be.instanceOf(Element);
      expect(body.dom).to.equal(document.body);
      expect(Lib.getBody()).to.equal(body);
      expect(Lib.get(document.body)).to.equal(body);
    });
  });

  describe('Lib.onReady', () => {
    it('runs the function at once, with its scope, when the document is ready', () => {
      const scope = {};
      const fn = sinon.spy();
      expect(document.readyState).to.not.equal('loading');
      Lib.onReady(fn, scope);
      expect(fn.calledOnce).to.equal(true);
      expect(fn.firstCall.thisValue).to.equal(scope);
    });

    it('waits for DOMContentLoaded while the document is loading, and runs once', () => {
      Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
      const scope = {};
      const fn = sinon.spy();
      Lib.onReady(fn, scope);
      expect(fn.called).to.equal(false);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(fn.calledOnce).to.equal(true);
      expect(fn.firstCall.thisValue).to.equal(scope);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(fn.calledOnce).to.equal(true);
    });

    it('throws a TypeError for something that is not a function', () => {
      expect(() => Lib.onReady('init' as any)).to.throw(TypeError, /\[Lib\.onReady\].*'init'/);
      expect(() => Lib.onReady(undefined as any)).to.throw(TypeError, /undefined/);
    });
  });

  describe('classes', () => {
    it('addCls takes a name, a space-separated string or an array, without duplicates', () => {
      const el = fixture();
      expect(el.addCls('a')).to.equal(el);
      el.addCls('b  c').addCls(['d', 'e f']).addCls('a');
      expect(el.dom.className).to.equal('a b c d e f');
    });

    it('replaceCls swaps a class; radioCls takes the class from the siblings', () => {
      const el = fixture('<i class="on"></i><i></i><i class="on"></i>');
      const items = Array.from(el.dom.children).map((n) => get(n as HTMLElement)!);
      expect(items[0].replaceCls('on', 'off')).to.equal(items[0]);
      expect(items[0].dom.className).to.equal('off');
      items[1].radioCls('on');
      expect(items.map((i) => i.dom.className)).to.deep.equal(['off', 'on', '']);
    });

    it('removeCls removes the names given and ignores missing ones', () => {
      const el = fixture();
      el.addCls('a b c d');
      expect(el.removeCls('b')).to.equal(el);
      el.removeCls(['c', 'zz']).removeCls('');
      expect(el.dom.className).to.equal('a d');
    });

    it('hasCls tells whether the node has the class', () => {
      const el = fixture().addCls('x-grid');
      expect(el.hasCls('x-grid')).to.equal(true);
      expect(el.hasCls('x-gri')).to.equal(false);
    });

    it('toggleCls flips a class, or forces it with a state', () => {
      const el = fixture();
      el.toggleCls('on');
      expect(el.hasCls('on')).to.equal(true);
      el.toggleCls('on');
      expect(el.hasCls('on')).to.equal(false);
      el.toggleCls('on', true).toggleCls('on', true);
      expect(el.hasCls('on')).to.equal(true);
      el.toggleCls('on', false);
      expect(el.hasCls('on')).to.equal(false);
    });
  });

  describe('styles', () => {
    it('turns numbers into pixels for lengths', () => {
      const el = fixture();
      el.setStyle('width', 120).setStyle('top', 0).setStyle('marginLeft', 4);
      expect(el.dom.style.width).to.equal('120px');
      expect(el.dom.style.top).to.equal('0px');
      expect(el.dom.style.marginLeft).to.equal('4px');
    });

    it('keeps plain numbers for unitless properties and strings as given', () => {
      const el = fixture();
      el.setStyle('zIndex', 19001).setStyle('opacity', 0.5).setStyle('height', '50%');
      expect(el.dom.style.zIndex).to.equal('19001');
      expect(el.dom.style.opacity).to.equal('0.5');
      expect(el.dom.style.height).to.equal('50%');
    });

    it('accepts kebab-case and camelCase names alike', () => {
      const el = fixture();
      el.setStyle('font-size', 12).setStyle('z-index', 3).setStyle('backgroundColor', 'red');
      expect(el.dom.style.fontSize).to.equal('12px');
      expect(el.dom.style.zIndex).to.equal('3');
      expect(el.getStyle('background-color')).to.equal('red');
      expect(el.getStyle('fontSize')).to.equal('12px');
    });

    it('sets several styles from an object, and clears one with null', () => {
      const el = fixture();
      el.setStyle({ left: 10, 'padding-top': 2, color: 'blue' });
      expect(el.dom.style.left).to.equal('10px');
      expect(el.dom.style.paddingTop).to.equal('2px');
      expect(el.getStyle('color')).to.equal('blue');
      el.setStyle('color', null);
      expect(el.dom.style.color).to.equal('');
    });

    it('#applyStyles adds a CSS text to the inline style, or sets each property of an object', () => {
      const el = fixture();
      expect(el.applyStyles('color: red; width: 10px')).to.equal(el);
      el.applyStyles('height: 5px');
      expect(el.dom.style.color).to.equal('red');
      expect(el.dom.style.width).to.equal('10px');
      expect(el.dom.style.height).to.equal('5px');
      el.applyStyles({ top: 3 }).applyStyles(null);
      expect(el.dom.style.top).to.equal('3px');
      expect(el.dom.style.color).to.equal('red');
    });
  });

  describe('visibility', () => {
    it('setDisplayed takes a boolean or a display value', () => {
      const el = fixture();
      expect(el.setDisplayed(false)).to.equal(el);
      expect([el.dom.style.display, el.isVisible()]).to.deep.equal(['none', false]);
      el.setDisplayed('inline-block');
      expect(el.dom.style.display).to.equal('inline-block');
      el.setDisplayed(true);
      expect(el.dom.style.display).to.equal('');
    });

    it('hides with display none and shows again', () => {
      const el = fixture();
      expect(el.isVisible()).to.equal(true);
      expect(el.setVisible(false)).to.equal(el);
      expect(el.dom.style.display).to.equal('none');
      expect(el.isVisible()).to.equal(false);
      el.show();
      expect(el.dom.style.display).to.equal('');
      expect(el.isVisible()).to.equal(true);
      el.hide();
      expect(el.isVisible()).to.equal(false);
    });

    it('is not visible inside a hidden ancestor or when detached', () => {
      const root = fixture('<p><b id="inner">x</b></p>');
      const inner = get('inner');
      root.hide();
      expect(inner.isVisible()).to.equal(false);
      root.show();
      expect(inner.isVisible()).to.equal(true);
      expect(get(document.createElement('div')).isVisible()).to.equal(false);
    });
  });

  describe('size and position', () => {
    it('setSize writes numbers as pixels, keeps strings, and leaves an undefined side alone', () => {
      const el = fixture();
      expect(el.setSize(200, 100)).to.equal(el);
      expect([el.dom.style.width, el.dom.style.height]).to.deep.equal(['200px', '100px']);
      el.setSize('50%', undefined);
      expect([el.dom.style.width, el.dom.style.height]).to.deep.equal(['50%', '100px']);
      el.setWidth(30).setHeight('2em');
      expect([el.dom.style.width, el.dom.style.height]).to.deep.equal(['30px', '2em']);
    });

    it('getWidth/getHeight read the laid-out size (0 without layout, as in happy-dom)', () => {
      const el = fixture().setSize(200, 100);
      expect(el.getWidth()).to.equal(el.dom.offsetWidth || 0);
      expect(el.getHeight()).to.equal(el.dom.offsetHeight || 0);
    });

    it('setLeftTop positions the node, and getBox gives position and size', () => {
      const el = fixture().setLeftTop(5, '1em');
      expect([el.dom.style.left, el.dom.style.top]).to.deep.equal(['5px', '1em']);
      const box = el.getBox();
      expect(box).to.have.all.keys('x', 'y', 'width', 'height', 'left', 'top', 'right', 'bottom');
      expect(box.right).to.equal(box.x + box.width);
      expect(box.bottom).to.equal(box.y + box.height);
    });

    it('scrollTo and getScroll work on left and top', () => {
      const el = fixture();
      expect(el.getScroll()).to.deep.equal({ left: 0, top: 0 });
      el.scrollTo('top', 40);
      expect(el.dom.scrollTop).to.equal(40);
      expect(el.getScroll().top).to.equal(40);
    });
  });

  describe('content', () => {
    it('update writes markup', () => {
      const el = fixture();
      expect(el.update('<b>bold</b>')).to.equal(el);
      expect(el.dom.querySelector('b')?.textContent).to.equal('bold');
    });

    it('update sanitizes the markup (Lib.dom.Markup): formatting stays, scripts and handlers go', () => {
      const el = fixture();
      el.update('<i class="k">i</i><script>window.__xss = 1</script><img src=x onerror="f()">');
      expect(el.dom.innerHTML).to.equal('<i class="k">i</i><img src="x">');
    });

    it('setText never parses markup: an <img onerror> value stays text', () => {
      const el = fixture();
      const value = '<img src=x onerror="window.__pwned = 1">';
      expect(el.setText(value)).to.equal(el);
      expect(el.dom.querySelector('img')).to.equal(null);
      expect(el.dom.childNodes.length).to.equal(1);
      expect(el.dom.textContent).to.equal(value);
      expect(el.dom.innerHTML).to.contain('&lt;img');
      expect((window as any).__pwned).to.equal(undefined);
    });

    it('setText writes numbers as text and empties the node for null and undefined', () => {
      const el = fixture('<i>old</i>');
      el.setText(42);
      expect(el.dom.innerHTML).to.equal('42');
      el.setText(null);
      expect(el.dom.innerHTML).to.equal('');
      el.setText(undefined);
      expect(el.dom.innerHTML).to.equal('');
    });

    it('appendChild and insertFirst take nodes and Elements', () => {
      const el = fixture('<i>mid</i>');
      const first = document.createElement('b');
      const last = get(document.createElement('u'));
      expect(el.appendChild(last)).to.equal(el);
      el.insertFirst(first);
      expect(Array.from(el.dom.children).map((n) => n.tagName)).to.deep.equal(['B', 'I', 'U']);
    });
  });

  describe("Ext's building and moving", () => {
    it('createChild builds a spec or markup (sanitized) as the last child or before one', () => {
      const el = fixture('<i id="mid">mid</i>');
      const made = el.createChild({ tag: 'b', cls: 'x', html: 'bold' }) as Element;
      expect(made).to.be.instanceOf(Element);
      expect(made.dom.outerHTML).to.equal('<b class="x">bold</b>');
      const node = el.createChild('<u onclick="alert(1)">u</u>', 'mid', true) as HTMLElement;
      expect(node.outerHTML).to.equal('<u>u</u>');
      expect((el.createChild() as Element).dom.tagName).to.equal('DIV');
      expect(Array.from(el.dom.children).map((n) => n.tagName)).to.deep.equal([
        'U',
        'I',
        'B',
        'DIV',
      ]);
    });
  });

  describe('#mask, #unmask and #isMasked', () => {
    it('covers the node with x-mask, marks it x-masked and aria-busy, and returns the mask', () => {
      const el = fixture('<p>content</p>');
      expect(el.isMasked()).to.equal(false);
      const mask = el.mask();
      expect(mask).to.be.instanceOf(Element);
      expect(mask.dom.className).to.equal('x-mask');
      expect(mask.dom.parentNode).to.equal(el.dom);
      expect(el.hasCls('x-masked')).to.equal(true);
      expect(el.getAttribute('aria-busy')).to.equal('true');
      expect(el.isMasked()).to.equal(true);
      // No message: no message box; the content stays.
      expect(el.dom.querySelector('.x-mask-msg')).to.equal(null);
      expect(el.dom.querySelector('p')?.textContent).to.equal('content');
    });

    it('shows a string message as text in a box with role status and the extra class', () => {
      const el = fixture();
      const msg = '<img src=x onerror="window.__pwned = 1">Loading';
      el.mask(msg, 'app-busy');
      const box = el.dom.querySelector('.x-mask-msg') as HTMLElement;
      expect(box.className).to.equal('x-mask-msg app-busy');
      expect(box.getAttribute('role')).to.equal('status');
      const text = box.querySelector('.x-mask-msg-inner > .x-mask-msg-text') as HTMLElement;
      expect(text.textContent).to.equal(msg);
      expect(box.querySelector('img')).to.equal(null);
      expect((window as any).__pwned).to.equal(undefined);
    });

    it('makes a static node x-masked-relative, but leaves a positioned one as it is', () => {
      const still = fixture();
      still.mask();
      expect(still.hasCls('x-masked-relative')).to.equal(true);
      const placed = get(document.createElement('div'));
      placed.setStyle('position', 'absolute');
      document.body.appendChild(placed.dom);
      placed.mask();
      expect(placed.hasCls('x-masked-relative')).to.equal(false);
    });

    it('replaces a mask put on before: one mask at a time', () => {
      const el = fixture();
      el.mask('One');
      el.mask('Two');
      expect(el.query('.x-mask')).to.have.length(1);
      expect(el.query('.x-mask-msg')).to.have.length(1);
      expect(el.dom.querySelector('.x-mask-msg-text')?.textContent).to.equal('Two');
    });

    it('unmask removes the mask, its message, the classes and aria-busy', () => {
      const el = fixture('<p>content</p>');
      el.mask('Wait');
      expect(el.unmask()).to.equal(el);
      expect(el.dom.innerHTML).to.equal('<p>content</p>');
      expect(el.dom.className).to.equal('');
      expect(el.getAttribute('aria-busy')).to.equal(null);
      expect(el.isMasked()).to.equal(false);
      expect(() => el.unmask()).to.not.throw();
    });

    it('is no longer masked once its content was replaced', () => {
      const el = fixture();
      el.mask('Wait');
      el.update('<p>new</p>');
      expect(el.isMasked()).to.equal(false);
    });

    it('uses Lib.baseCSSPrefix', () => {
      const saved = (Lib as any).baseCSSPrefix;
      (Lib as any).baseCSSPrefix = 'my-';
      try {
        const el = fixture();
        el.mask('Wait');
        expect(el.query('.my-mask, .my-mask-msg')).to.have.length(2);
        expect(el.hasCls('my-masked')).to.equal(true);
        el.unmask();
        expect(el.dom.className).to.equal('');
      } finally {
        (Lib as any).baseCSSPrefix = saved;
      }
    });
  });

  describe('traversal', () => {
    const markup =
      '<ul class="list"><li class="item a"><span class="label">A</span></li>' +
      '<li class="item b"><span class="label">B</span></li></ul><span class="label">C</span>';

    it('query returns the matching nodes below, as an array', () => {
      const root = fixture(markup);
      const labels = root.query('.label');
      expect(labels).to.be.an('array');
      expect(labels.map((n) => n.textContent)).to.deep.equal(['A', 'B', 'C']);
      expect(root.query('.none')).to.deep.equal([]);
    });

    it('parent, next, prev, first and last walk elements, optionally to one matching', () => {
      const root = fixture(markup);
      const b = root.down('li.b')!;
      const a = root.down('li.a')!;
      expect(b.prev()).to.equal(a);
      expect(a.next('.b')).to.equal(b);
      expect(b.next()).to.equal(null);
      expect(b.parent()).to.equal(root.down('ul'));
      expect(b.down('span')!.parent('ul', true)).to.equal(root.dom.querySelector('ul'));
      expect(root.first()!.dom.tagName).to.equal('UL');
      expect(root.last('span', true)!.textContent).to.equal('C');
      expect(root.first('p')).to.equal(null);
    });

    it('down returns the first match as an Element (or the node), null when none', () => {
      const root = fixture(markup);
      const li = root.down('li.b')!;
      expect(li).to.be.instanceOf(Element);
      expect(li).to.equal(Lib.get(root.dom.querySelector('li.b')));
      expect(root.down('li.b', true)).to.equal(li.dom);
      expect(root.down('table')).to.equal(null);
    });

    it('child only looks at direct children', () => {
      const root = fixture(markup);
      expect(root.child('.label')!.dom.textContent).to.equal('C');
      expect(root.child('li')).to.equal(null);
      expect(root.child('ul', true)).to.equal(root.dom.firstChild);
    });

    it('up finds the nearest matching ancestor, never the node itself', () => {
      const root = fixture(markup);
      const label = root.down('li.a .label')!;
      expect(label.up('li')).to.equal(root.down('li.a'));
      expect(label.up('.list', true)).to.equal(root.dom.firstChild);
      expect(label.up('.label')).to.equal(null);
      expect(label.up('table')).to.equal(null);
    });

    it('contains tells whether a node or Element is the node itself or inside it', () => {
      const root = fixture(markup);
      const li = root.down('li.a')!;
      expect(root.contains(li)).to.equal(true);
      expect(root.contains(li.dom.firstChild)).to.equal(true);
      expect(root.contains(root)).to.equal(true);
      expect(li.contains(root)).to.equal(false);
      expect(root.contains(null)).to.equal(false);
    });
  });

  describe('attributes', () => {
    it('set writes values as strings, true as the attribute name, and removes on null or false', () => {
      const el = fixture();
      expect(el.set({ role: 'grid', 'aria-rowcount': 3, disabled: true })).to.equal(el);
      expect(el.getAttribute('role')).to.equal('grid');
      expect(el.getAttribute('aria-rowcount')).to.equal('3');
      expect(el.getAttribute('disabled')).to.equal('disabled');
      el.set({ role: null, disabled: false, 'aria-rowcount': undefined });
      expect(el.getAttribute('role')).to.equal(null);
      expect(el.dom.hasAttribute('disabled')).to.equal(false);
      expect(el.dom.hasAttribute('aria-rowcount')).to.equal(false);
    });
  });

  describe('focus', () => {
    it('focuses and blurs the node', () => {
      fixture('<input id="field">');
      const input = get('field');
      expect(input.focus()).to.equal(input);
      expect(document.activeElement).to.equal(input.dom);
      input.blur();
      expect(document.activeElement).to.not.equal(input.dom);
    });
  });

  describe('#on and #un', () => {
    it('calls the handler with a Lib.EventObjectImpl and the target, scoped to the element', () => {
      const root = fixture('<b>x</b>');
      const fn = sinon.spy();
      expect(root.on('click', fn)).to.equal(root);
      const event = click(root.dom.firstChild as Node);
      expect(fn.calledOnce).to.equal(true);
      const [e, target] = fn.firstCall.args;
      expect(fn.firstCall.args).to.have.length(2);
      expect(e).to.be.instanceOf(EventObjectImpl);
      expect(e.browserEvent).to.equal(event);
      expect(e.type).to.equal('click');
      expect(target).to.equal(root.dom.firstChild);
      expect(fn.firstCall.thisValue).to.equal(root);
    });

    it('uses the scope given, and passes the options as a third argument when given', () => {
      const root = fixture();
      const scope = {};
      const options = { capture: false };
      const fn = sinon.spy();
      root.on('click', fn, scope, options);
      click(root.dom);
      expect(fn.firstCall.thisValue).to.equal(scope);
      expect(fn.firstCall.args[2]).to.equal(options);
    });

    it('un with a scope removes the listener added with that function and scope', () => {
      const root = fixture();
      const scope = {};
      const fn = sinon.spy();
      root.on('click', fn, scope);
      root.un('click', fn, {});
      click(root.dom);
      expect(fn.callCount, 'another scope does not match').to.equal(1);
      expect(root.un('click', fn, scope)).to.equal(root);
      click(root.dom);
      expect(fn.callCount).to.equal(1);
    });

    it('un without a scope removes the first listener with that function, whatever its scope', () => {
      const root = fixture();
      const fn = sinon.spy();
      root.on('click', fn, {});
      root.on('click', fn, null, { capture: true });
      root.un('click', fn);
      click(root.dom);
      expect(fn.callCount).to.equal(1);
      root.un('click', fn);
      click(root.dom);
      expect(fn.callCount).to.equal(1);
      expect(root.un('mousedown', fn)).to.equal(root);
    });

    it('addListener and removeListener are on and un', () => {
      const root = fixture();
      const fn = sinon.spy();
      root.addListener('click', fn);
      click(root.dom);
      root.removeListener('click', fn);
      click(root.dom);
      expect(fn.callCount).to.equal(1);
    });

    it('delegate: only events inside a matching descendant, with that descendant as target', () => {
      const root = fixture(
        '<div class="row" id="r1"><span class="cell" id="c1">1</span></div><p id="other">x</p>',
      );
      const fn = sinon.spy();
      root.on('click', fn, null, { delegate: '.row' });
      click(get('c1').dom);
      expect(fn.calledOnce).to.equal(true);
      expect(fn.firstCall.args[1]).to.equal(get('r1').dom);
      click(get('other').dom);
      click(root.dom);
      expect(fn.calledOnce).to.equal(true);
    });

    it('delegate never matches the listening element itself', () => {
      const root = fixture('<span id="inside">x</span>').addCls('row');
      const fn = sinon.spy();
      root.on('click', fn, null, { delegate: '.row' });
      click(get('inside').dom);
      click(root.dom);
      expect(fn.called).to.equal(false);
    });

    it('single: the handler runs once, and only that listener goes', () => {
      const root = fixture();
      const fn = sinon.spy();
      root.on('click', fn);
      root.on('click', fn, null, { single: true });
      click(root.dom);
      click(root.dom);
      expect(fn.callCount).to.equal(3);
      expect(fn.getCalls().map((call) => call.args.length)).to.deep.equal([2, 3, 2]);
    });

    it('stopEvent prevents the default action and stops propagation', () => {
      const root = fixture('<a id="link" href="#x">x</a>');
      const outer = sinon.spy();
      root.on('click', outer);
      get('link').on('click', () => undefined, null, { stopEvent: true });
      const event = click(get('link').dom);
      expect(event.defaultPrevented).to.equal(true);
      expect(outer.called).to.equal(false);
    });

    it('preventDefault and stopPropagation options do one thing each', () => {
      const root = fixture('<a id="a1">1</a><a id="a2">2</a>');
      const outer = sinon.spy();
      root.on('click', outer);
      get('a1').on('click', () => undefined, null, { preventDefault: true });
      get('a2').on('click', () => undefined, null, { stopPropagation: true });
      expect(click(get('a1').dom).defaultPrevented).to.equal(true);
      expect(outer.callCount).to.equal(1);
      expect(click(get('a2').dom).defaultPrevented).to.equal(false);
      expect(outer.callCount).to.equal(1);
    });

    describe('with delay', () => {
      let clock: sinon.SinonFakeTimers | undefined;
      afterEach(() => {
        clock?.restore();
        clock = undefined;
      });

      it('runs the handler that many milliseconds later', () => {
        clock = sinon.useFakeTimers();
        const root = fixture();
        const fn = sinon.spy();
        root.on('click', fn, null, { delay: 50 });
        click(root.dom);
        expect(fn.called).to.equal(false);
        clock.tick(49);
        expect(fn.called).to.equal(false);
        clock.tick(1);
        expect(fn.calledOnce).to.equal(true);
        expect(fn.firstCall.args[0]).to.be.instanceOf(EventObjectImpl);
        expect(fn.firstCall.args[1]).to.equal(root.dom);
      });

      it('runs once per event, and a single listener once', () => {
        clock = sinon.useFakeTimers();
        const root = fixture();
        const each = sinon.spy();
        const once = sinon.spy();
        root.on('click', each, null, { delay: 10 });
        root.on('click', once, null, { delay: 10, single: true });
        click(root.dom);
        click(root.dom);
        clock.tick(10);
        expect([each.callCount, once.callCount]).to.deep.equal([2, 1]);
      });

      it('cancels the pending calls when the listener is removed', () => {
        clock = sinon.useFakeTimers();
        const root = fixture();
        const fn = sinon.spy();
        root.on('click', fn, null, { delay: 50 });
        click(root.dom);
        root.un('click', fn);
        clock.tick(50);
        expect(fn.called).to.equal(false);
      });

      it('cancels the pending calls when the element is removed', () => {
        clock = sinon.useFakeTimers();
        const root = fixture();
        const fn = sinon.spy();
        root.on('click', fn, null, { delay: 50 });
        click(root.dom);
        root.remove();
        clock.tick(50);
        expect(fn.called).to.equal(false);
      });
    });

    it('takes an object of handlers, with a shared scope and options', () => {
      const root = fixture('<i class="hit">x</i><i class="miss">y</i>');
      const scope = {};
      const own = {};
      const onClick = sinon.spy();
      const onOver = sinon.spy();
      root.on({
        click: onClick,
        mouseover: { fn: onOver, scope: own },
        scope,
        delegate: '.hit',
      });
      click(root.dom.lastChild as Node);
      click(root.dom.firstChild as Node);
      expect(onClick.calledOnce, 'the shared delegate applies').to.equal(true);
      expect(onClick.firstCall.thisValue).to.equal(scope);
      root.dom.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      expect(onOver.calledOnce).to.equal(true);
      expect(onOver.firstCall.thisValue).to.equal(own);
    });

    it('throws a TypeError for a bad event name or handler', () => {
      const root = fixture();
      expect(() => root.on('', () => 1)).to.throw(TypeError, /\[Lib\.dom\.Element#on\]/);
      expect(() => root.on('click', 'save' as any)).to.throw(
        TypeError,
        /handler for 'click' must be a function, got 'save'/,
      );
    });
  });

  describe('#remove', () => {
    it('takes the node out of the document and unbinds its listeners', () => {
      const root = fixture();
      const node = root.dom;
      const fn = sinon.spy();
      root.on('click', fn);
      root.remove();
      expect(document.getElementById('root')).to.equal(null);
      expect(node.isConnected).to.equal(false);
      click(node);
      expect(fn.called).to.equal(false);
    });

    it('removeAllListeners unbinds every listener but keeps the node', () => {
      const root = fixture();
      const a = sinon.spy();
      const b = sinon.spy();
      root.on('click', a).on('mousedown', b);
      expect(root.removeAllListeners()).to.equal(root);
      click(root.dom);
      root.dom.dispatchEvent(new MouseEvent('mousedown'));
      expect(a.called || b.called).to.equal(false);
      expect(root.dom.isConnected).to.equal(true);
    });
  });
});
