import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../lib/Lib';
import { registerClass } from '../lib/Class';
import { Component, type ComponentConfig } from '../classes/Component';
import type { Container } from '../classes/container/Container';
import { ComponentManager } from '../classes/ComponentManager';
import { Element } from '../classes/dom/Element';
import { EventObjectImpl } from '../classes/EventObjectImpl';
import { Observable } from '../classes/util/Observable';
import { Template } from '../classes/Template';
import { XTemplate } from '../classes/XTemplate';
import '../classes/panel/Panel';
import { adopt, def, defTreeClass, useCleanup } from './helpers';
import { useDom } from './dom.helpers';

/** A TypeScript subclass overriding every hook, recording what ran in `calls`. */
class Probe extends Component {
  declare calls: string[];
  declare body?: Element;

  override $construct(config?: ComponentConfig): this {
    this.calls = [];
    return super.$construct(config);
  }

  override initComponent(): void {
    this.calls.push(`initComponent:${Lib.getCmp(this.id) === this}`);
    super.initComponent();
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const el = this.el as Element;
    this.calls.push(`onRender:${el.dom.isConnected}`);
    const body = document.createElement('div');
    body.className = 'probe-body';
    el.dom.appendChild(body);
    this.body = Lib.get(body) as Element;
  }

  override afterRender(): void {
    super.afterRender();
    this.calls.push(`afterRender:${(this.el as Element).dom.isConnected}`);
  }

  override getContentTarget(): Element | undefined {
    return this.body;
  }

  override onResize(width?: number | string, height?: number | string): void {
    super.onResize(width, height);
    this.calls.push(`onResize:${width}x${height}`);
  }

  override onShow(): void {
    super.onShow();
    this.calls.push('onShow');
  }

  override onHide(): void {
    super.onHide();
    this.calls.push('onHide');
  }

  override onEnable(): void {
    super.onEnable();
    this.calls.push('onEnable');
  }

  override onDisable(): void {
    super.onDisable();
    this.calls.push('onDisable');
  }

  override onDestroy(): void {
    this.calls.push(`onDestroy:${!!this.el}`);
    super.onDestroy();
  }
}

describe('Lib.Component', () => {
  const made: any[] = [];
  /** Remembers a component so that it is destroyed after the test. */
  const track = <T>(c: T): T => (made.push(c), c);
  // Registered before useDom's hooks so that components go while their window is still open.
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  useDom();
  useCleanup();

  before(() => registerClass(Probe, 'Spec.cmp.Probe', { xtype: 'specprobe' }));
  after(() => Lib.undefine('Spec.cmp.Probe'));

  const create = (config?: ComponentConfig) => track(Lib.create('Lib.Component', config));
  const probe = (config?: ComponentConfig) => track(new Probe(config));
  const click = (node: Node) => node.dispatchEvent(new MouseEvent('click', { bubbles: true }));

  it('is registered as Lib.Component with xtype component, and is observable', () => {
    expect((Lib as any).Component).to.equal(Component);
    expect(Lib.ClassManager.getNameByAlias('widget.component')).to.equal('Lib.Component');
    const c = track(Lib.widget('component'));
    expect(c).to.be.instanceOf(Component);
    expect(c).to.be.instanceOf(Observable);
    expect(c.isComponent).to.equal(true);
    expect(c.rendered).to.equal(false);
    expect(c.isDestroyed).to.equal(false);
  });

  it('builds its class names on Lib.baseCSSPrefix, x-', () => {
    expect(Lib.baseCSSPrefix).to.equal('x-');
  });

  describe('construction', () => {
    it('copies the config onto the instance', () => {
      const c = create({ itemId: 'save', html: 'Ready', custom: 42 } as any) as any;
      expect([c.itemId, c.html, c.custom]).to.deep.equal(['save', 'Ready', 42]);
    });

    it('runs initComponent, then the init of each plugin, then renders', () => {
      const order: string[] = [];
      def('Spec.cmp.Ordered', {
        extend: 'Lib.Component',
        initComponent: function (this: any) {
          order.push(`initComponent:${this.rendered}`);
          this.callParent(arguments);
        },
      });
      const plugin = { init: (host: any) => order.push(`plugin:${host.rendered}`) };
      track(
        Lib.create('Spec.cmp.Ordered', {
          plugins: plugin,
          renderTo: document.body,
          listeners: {
            beforerender: () => order.push('beforerender'),
            afterrender: () => order.push('afterrender'),
          },
        }),
      );
      expect(order).to.deep.equal([
        'initComponent:false',
        'plugin:false',
        'beforerender',
        'afterrender',
      ]);
    });

    it('registers the id and adds the listeners initComponent leaves, as Ext 4 does', () => {
      const heard: string[] = [];
      def('Spec.cmp.Late', {
        extend: 'Lib.Component',
        initComponent: function (this: any) {
          this.id = 'late-' + this.id;
          this.listeners = { show: () => heard.push('show') };
          this.callParent(arguments);
        },
      });
      const c = track(Lib.create('Spec.cmp.Late', { id: 'x1' }));
      expect(c.id).to.equal('late-x1');
      expect(Lib.getCmp('late-x1')).to.equal(c);
      expect(Lib.getCmp('x1')).to.equal(undefined);
      c.show();
      expect(heard).to.deep.equal(['show']);
    });

    it('lets a Lib.define subclass set configs in initComponent, then callParent(arguments)', () => {
      const order: string[] = [];
      def('Spec.cmp.Panel', {
        extend: 'Lib.Component',
        xtype: 'specpanel',
        initComponent: function (this: any) {
          order.push('Panel');
          this.cls = 'spec-panel';
          this.callParent(arguments);
        },
      });
      def('Spec.cmp.Status', {
        extend: 'Spec.cmp.Panel',
        xtype: 'specstatus',
        initComponent: function (this: any) {
          order.push('Status');
          this.html = 'Ready';
          this.callParent(arguments);
        },
      });
      const c = track(Lib.widget('specstatus', { renderTo: document.body }));
      expect(order).to.deep.equal(['Status', 'Panel']);
      expect(c.el.hasCls('spec-panel')).to.equal(true);
      expect(c.el.dom.innerHTML).to.equal('Ready');
    });

    it('runs the hooks a TypeScript subclass overrides, registering the component after initComponent', () => {
      const c = probe({ renderTo: document.body });
      expect(c.calls).to.deep.equal(['initComponent:false', 'onRender:false', 'afterRender:true']);
      expect(c.body?.dom.parentNode).to.equal(c.el?.dom);
      expect(c.isXType('specprobe')).to.equal(true);
    });

    describe('ids', () => {
      it('generates <xtype>-<n>, unique per component', () => {
        const a = create();
        const b = create();
        const p = probe();
        expect(a.id).to.match(/^component-\d+$/);
        expect(b.id).to.match(/^component-\d+$/);
        expect(a.id).to.not.equal(b.id);
        expect(p.id).to.match(/^specprobe-\d+$/);
        expect(a.getId()).to.equal(a.id);
      });

      it('keeps an id given, which is also the id of the root element', () => {
        const c = create({ id: 'status', renderTo: document.body });
        expect(c.id).to.equal('status');
        expect(c.el?.dom.id).to.equal('status');
        expect(Lib.get('status')).to.equal(c.el);
      });

      it('getItemId gives the itemId, else the id', () => {
        expect(create({ id: 'a', itemId: 'save' }).getItemId()).to.equal('save');
        expect(create({ id: 'b' }).getItemId()).to.equal('b');
      });
    });

    describe('config checks', () => {
      const wrong: Array<[string, unknown, RegExp]> = [
        ['id', 5, /a string, got 5/],
        ['itemId', {}, /a string, got an object/],
        ['width', -1, /a number of pixels or a CSS length, got -1/],
        ['width', NaN, /got NaN/],
        ['height', true, /a number of pixels or a CSS length, got true/],
        ['minWidth', '5', /a number of pixels, got '5'/],
        ['minHeight', '5', /a number of pixels, got '5'/],
        ['hidden', 'yes', /a boolean, got 'yes'/],
        ['disabled', 1, /a boolean, got 1/],
        ['floating', 'true', /a boolean, got 'true'/],
        ['cls', 5, /a class name string or an array, got 5/],
        ['style', 5, /a CSS string or an object, got 5/],
        ['html', 5, /a markup string, got 5/],
        ['tabIndex', '1', /a number, got '1'/],
        ['renderTo', 5, /a node, an Element or an element id, got 5/],
        ['renderTo', {}, /got an object/],
        ['plugins', 5, /a ptype, a plugin config, a plugin or an array of these, got 5/],
      ];
      for (const [name, value, message] of wrong) {
        it(`throws a TypeError naming the class and '${name}' for ${String(value)}`, () => {
          const before = ComponentManager.getCount();
          const make = () => Lib.create('Lib.Component', { [name]: value } as any);
          expect(make).to.throw(TypeError, `[Lib.Component] config '${name}' must be`);
          expect(make).to.throw(TypeError, message);
          expect(ComponentManager.getCount()).to.equal(before);
        });
      }

      it('names the subclass in the message', () => {
        def('Spec.cmp.Typed', { extend: 'Lib.Component' });
        expect(() => Lib.create('Spec.cmp.Typed', { hidden: 'no' })).to.throw(
          TypeError,
          "[Spec.cmp.Typed] config 'hidden' must be a boolean, got 'no'",
        );
      });

      it('throws a TypeError for a config that is not an object', () => {
        expect(() => Lib.create('Lib.Component', 'x' as any)).to.throw(
          TypeError,
          "[Lib.Component] config must be an object, got 'x'",
        );
      });

      it('takes a null config as no config: the defaults apply', () => {
        const c = track(new Component(null as any));
        expect(c.id).to.match(/^component-\d+$/);
        expect(c.hidden).to.equal(false);
        expect(c.plugins).to.deep.equal([]);
      });
    });

    describe('when construction fails', () => {
      it('leaves nothing registered after a bad plugin', () => {
        expect(() => Lib.create('Lib.Component', { id: 'broken', plugins: [42 as any] })).to.throw(
          TypeError,
        );
        expect(Lib.getCmp('broken')).to.equal(undefined);
      });

      it('leaves nothing registered after renderTo names a missing element', () => {
        expect(() => Lib.create('Lib.Component', { id: 'broken', renderTo: 'nowhere' })).to.throw(
          TypeError,
          /container must be a node, an Element or an element id, got 'nowhere'/,
        );
        expect(Lib.getCmp('broken')).to.equal(undefined);
      });

      it('leaves nothing in the page when rendering fails half-way', () => {
        const make = () =>
          Lib.create('Lib.Component', {
            id: 'broken',
            renderTo: document.body,
            listeners: { click: { fn: () => 1, element: 'nosuch' } },
          } as any);
        expect(make).to.throw(TypeError, /'nosuch'/);
        expect(Lib.getCmp('broken')).to.equal(undefined);
        expect(document.getElementById('broken')).to.equal(null);
      });
    });
  });

  describe('rendering', () => {
    it('moves contentEl (an element or its id) in as the content, shown', () => {
      const intro = document.createElement('p');
      intro.id = 'intro-content';
      intro.className = 'x-hidden';
      intro.textContent = 'Welcome';
      document.body.appendChild(intro);
      const c = create({ contentEl: 'intro-content', renderTo: document.body });
      expect(intro.parentNode).to.equal(c.el?.dom);
      expect(intro.classList.contains('x-hidden')).to.equal(false);
      expect(() => create({ contentEl: 'missing-el', renderTo: document.body })).to.throw(
        TypeError,
        /contentEl.*'missing-el'/,
      );
    });

    it('renderTo takes a node, an Element or an element id', () => {
      document.body.innerHTML = '<div id="a"></div><div id="b"></div><div id="c"></div>';
      const byNode = create({ renderTo: document.getElementById('a') });
      const byEl = create({ renderTo: Lib.get('b') });
      const byId = create({ renderTo: 'c' });
      expect(byNode.el?.dom.parentNode).to.equal(document.getElementById('a'));
      expect(byEl.el?.dom.parentNode).to.equal(document.getElementById('b'));
      expect(byId.el?.dom.parentNode).to.equal(document.getElementById('c'));
      expect(byId.rendered).to.equal(true);
      expect(byId.getEl()).to.equal(byId.el);
      expect(byId.el).to.be.instanceOf(Element);
    });

    it('render(container) renders later, once', () => {
      const onRender = sinon.spy();
      const c = create({ listeners: { render: onRender } });
      expect(c.rendered).to.equal(false);
      expect(c.getEl()).to.equal(undefined);
      expect(c.render(document.body)).to.equal(c);
      expect(c.render(document.body)).to.equal(c);
      expect(document.body.children).to.have.length(1);
      expect(onRender.calledOnce).to.equal(true);
    });

    it('renders into the body without a container', () => {
      const c = create().render();
      expect(c.el?.dom.parentNode).to.equal(document.body);
    });

    it('inserts before the child at a position given as an index, a node or an id', () => {
      document.body.innerHTML = '<div id="ct"><p id="p0"></p><p id="p1"></p></div>';
      const ct = document.getElementById('ct') as HTMLElement;
      create({ id: 'at1' }).render(ct, 1);
      create({ id: 'atNode' }).render(ct, document.getElementById('p0') as Node);
      create({ id: 'atId' }).render('ct', 'p1');
      create({ id: 'atEnd' }).render(ct);
      const ids = Array.from(ct.children).map((n) => n.id);
      expect(ids).to.deep.equal(['atNode', 'p0', 'at1', 'atId', 'p1', 'atEnd']);
    });

    it('throws a TypeError naming a container it cannot find, and stays unrendered', () => {
      const c = create();
      expect(() => c.render('nowhere')).to.throw(
        TypeError,
        /\[Lib\.Component#render\] container must be a node, an Element or an element id, got 'nowhere'/,
      );
      expect(c.rendered).to.equal(false);
    });

    describe('the root element', () => {
      it('has the id and the classes x-component, baseCls, componentCls, cls and addCls ones', () => {
        const c = create({
          id: 'root',
          baseCls: 'spec-base',
          componentCls: 'spec-cmp',
          cls: ['a', 'b'],
        });
        c.addCls('early').addCls(['dropped', 'kept']).removeCls('dropped');
        c.render(document.body);
        const dom = c.el?.dom as HTMLElement;
        expect(dom.tagName).to.equal('DIV');
        expect(dom.id).to.equal('root');
        expect(dom.className).to.equal('x-component spec-base spec-cmp a b early kept');
      });

      it('hasCls knows the classes before rendering, a space-separated cls included', () => {
        const c = create({ cls: 'a b' }).addCls('c d');
        for (const cls of ['x-component', 'a', 'b', 'c', 'd']) {
          expect(c.hasCls(cls), cls).to.equal(true);
        }
        expect(c.hasCls('e')).to.equal(false);
        c.render(document.body);
        expect(c.hasCls('b')).to.equal(true);
        c.addCls('e').removeCls('a');
        expect([c.hasCls('e'), c.hasCls('a')]).to.deep.equal([true, false]);
      });

      it('takes the style as a CSS string', () => {
        const c = create({ style: 'color: red; margin-top: 2px', renderTo: document.body });
        const style = (c.el as Element).dom.style;
        expect([style.color, style.marginTop]).to.deep.equal(['red', '2px']);
      });

      it('takes the style as an object, numbers as pixels', () => {
        const c = create({
          style: { color: 'red', marginTop: 2, 'padding-left': 3 },
          renderTo: document.body,
        });
        const style = (c.el as Element).dom.style;
        expect([style.color, style.marginTop, style.paddingLeft]).to.deep.equal([
          'red',
          '2px',
          '3px',
        ]);
      });

      it("takes Ext's border: pixels, box text, false or 0 for none; setBorder changes it", () => {
        const width = (c: Component) => (c.el as Element).dom.style.borderWidth;
        expect(width(create({ border: 2, renderTo: document.body }))).to.equal('2px');
        expect(width(create({ border: '1 0 0 0', renderTo: document.body }))).to.equal(
          '1px 0px 0px',
        );
        expect(width(create({ border: false, renderTo: document.body }))).to.equal('0px');
        // true keeps the theme's border.
        const c = create({ border: true, renderTo: document.body });
        expect(width(c)).to.equal('');
        c.setBorder(3);
        expect([width(c), c.border]).to.deep.equal(['3px', 3]);
        c.setBorder(0);
        expect(width(c)).to.equal('0px');
        const panel = Lib.create('Lib.panel.Panel', { border: 0, renderTo: document.body });
        expect(panel.el!.hasCls('x-panel-noborder')).to.equal(true);
        panel.destroy();
        expect(() => create({ border: 'thick' as never })).to.throw(TypeError, /'border'/);
      });

      it('has the configured size, numbers in pixels', () => {
        const a = create({ width: 200, height: 100, renderTo: document.body });
        expect([a.el?.dom.style.width, a.el?.dom.style.height]).to.deep.equal(['200px', '100px']);
        const b = create({ width: '50%', renderTo: document.body });
        expect([b.el?.dom.style.width, b.el?.dom.style.height]).to.deep.equal(['50%', '']);
      });

      it('holds the html, markup from the author', () => {
        const c = create({ html: '<b>Ready</b>', renderTo: document.body });
        expect(c.el?.dom.querySelector('b')?.textContent).to.equal('Ready');
      });

      it('sanitizes the html (Lib.dom.Markup) before and after rendering', () => {
        const c = create({
          html: '<b style="color:red">Ready</b><img src=x onerror="f()"><a href="javascript:f()">a</a>',
          renderTo: document.body,
        });
        expect(c.el?.dom.innerHTML).to.equal('<b style="color:red">Ready</b><img src="x"><a>a</a>');
        c.update('<p>p</p><iframe srcdoc="<script>f()</script>"></iframe>');
        expect(c.el?.dom.innerHTML).to.equal('<p>p</p>');
      });

      it('carries ariaRole and ariaLabel, and no role by default', () => {
        const c = create({ ariaRole: 'status', ariaLabel: 'Save state', renderTo: document.body });
        expect(c.el?.getAttribute('role')).to.equal('status');
        expect(c.el?.getAttribute('aria-label')).to.equal('Save state');
        const plain = create({ renderTo: document.body });
        expect(plain.el?.dom.hasAttribute('role')).to.equal(false);
        expect(plain.el?.dom.hasAttribute('aria-label')).to.equal(false);
      });

      it('uses the tag of autoEl', () => {
        expect(create({ autoEl: { tag: 'span' } }).render().el?.dom.tagName).to.equal('SPAN');
        expect(create({ autoEl: 'ul' }).render().el?.dom.tagName).to.equal('UL');
      });

      it('gives the focus element the tabIndex, and focus() focuses it', () => {
        const c = create({ tabIndex: 2, renderTo: document.body });
        expect(c.el?.getAttribute('tabindex')).to.equal('2');
        expect(c.focus()).to.equal(c);
        expect(document.activeElement).to.equal(c.el?.dom);
        expect(create({ renderTo: document.body }).el?.dom.hasAttribute('tabindex')).to.equal(
          false,
        );
      });

      it('is marked x-hide-display when hidden, x-item-disabled and aria-disabled when disabled', () => {
        const c = create({ hidden: true, disabled: true, renderTo: document.body });
        expect(c.el?.hasCls('x-hide-display')).to.equal(true);
        expect(c.el?.hasCls('x-item-disabled')).to.equal(true);
        expect(c.el?.getAttribute('aria-disabled')).to.equal('true');
        const plain = create({ renderTo: document.body });
        expect(plain.el?.hasCls('x-hide-display')).to.equal(false);
        expect(plain.el?.hasCls('x-item-disabled')).to.equal(false);
        expect(plain.el?.dom.hasAttribute('aria-disabled')).to.equal(false);
      });
    });

    describe('events and hooks', () => {
      it('fires beforerender, render, afterrender then boxready(c, width, height)', () => {
        const events: unknown[][] = [];
        const c = create({
          width: 300,
          height: 120,
          listeners: {
            beforerender: (...args: unknown[]) => events.push(['beforerender', args[0]]),
            render: (...args: unknown[]) => events.push(['render', args[0]]),
            boxready: (...args: unknown[]) => events.push(['boxready', ...args.slice(0, 3)]),
            afterrender: (...args: unknown[]) => events.push(['afterrender', args[0]]),
          },
        });
        c.render(document.body);
        expect(events).to.deep.equal([
          ['beforerender', c],
          ['render', c],
          ['afterrender', c],
          ['boxready', c, 300, 120],
        ]);
      });

      it('binds nothing and builds nothing when beforerender returns false', () => {
        const render = sinon.spy();
        const veto = () => false;
        const c = create({ listeners: { render } });
        c.on('beforerender', veto);
        c.render(document.body);
        expect(c.rendered).to.equal(false);
        expect(c.el).to.equal(undefined);
        expect(document.body.children).to.have.length(0);
        expect(render.called).to.equal(false);
        c.un('beforerender', veto);
        c.render(document.body);
        expect(c.rendered).to.equal(true);
        expect(render.calledOnce).to.equal(true);
      });

      it('calls onRender with the root built but detached, afterRender once it is in place', () => {
        const c = probe({ html: 'inner' });
        c.render(document.body);
        expect(c.calls.slice(1)).to.deep.equal(['onRender:false', 'afterRender:true']);
      });

      it('update writes the content target, before and after rendering', () => {
        const plain = create({ html: 'a' });
        plain.update('<i>b</i>');
        plain.render(document.body);
        expect(plain.el?.dom.innerHTML).to.equal('<i>b</i>');
        expect(plain.update('c')).to.equal(plain);
        expect(plain.el?.dom.innerHTML).to.equal('c');
        expect(plain.getContentTarget()).to.equal(plain.el);
        const p = probe({ renderTo: document.body });
        p.update('<b>in body</b>');
        expect(p.body?.dom.innerHTML).to.equal('<b>in body</b>');
      });
    });

    describe('tpl, data and update(data)', () => {
      it('renders the tpl (markup strings made into an XTemplate) with data, after the html', () => {
        const c = create({
          html: '<h1>Kids</h1>',
          tpl: ['<tpl for="kids"><p>{#}. {name}</p></tpl>'],
          data: { kids: [{ name: 'Ann' }, { name: 'Bob' }] },
          renderTo: document.body,
        });
        expect(c.el?.dom.innerHTML).to.equal('<h1>Kids</h1><p>1. Ann</p><p>2. Bob</p>');
        expect(c.tpl).to.be.an.instanceOf(XTemplate);
        expect(c.getTpl('tpl')).to.equal(c.tpl);
      });

      it('writes nothing from the tpl without data, and takes a Template instance as it is', () => {
        const tpl = new Template('<b>{a}</b>');
        const c = create({ tpl, renderTo: document.body });
        expect(c.el?.dom.innerHTML).to.equal('');
        expect(c.tpl).to.equal(tpl);
        c.update({ a: 1 });
        expect(c.el?.dom.innerHTML).to.equal('<b>1</b>');
      });

      it('update(data) applies the tpl, a string is still html, and both are sanitized', () => {
        const c = create({ tpl: '<i>{name}</i>', data: { name: 'a' }, renderTo: document.body });
        const layout = sinon.spy(c, 'updateLayout');
        c.update({ name: 'b<img src=x onerror="f()">' });
        expect(c.data).to.deep.equal({ name: 'b<img src=x onerror="f()">' });
        expect(c.el?.dom.innerHTML).to.equal('<i>b<img src="x"></i>');
        expect(layout.calledOnce).to.equal(true);
        c.update('<u>html</u>');
        expect(c.el?.dom.innerHTML).to.equal('<u>html</u>');
        expect(c.html).to.equal('<u>html</u>');
      });

      it('keeps the data given to update before rendering for the render', () => {
        const c = create({ tpl: '{v}' });
        c.update({ v: 'early' });
        c.render(document.body);
        expect(c.el?.dom.textContent).to.equal('early');
      });

      it('writes as tplWriteMode says: append, insertFirst, insertBefore, insertAfter', () => {
        const inside = (mode: any) => {
          const c = create({
            tpl: '<b>{v}</b>',
            tplWriteMode: mode,
            html: '<i>x</i>',
            renderTo: document.body,
          });
          c.update({ v: mode });
          return c.el?.dom.innerHTML;
        };
        expect(inside('append')).to.equal('<i>x</i><b>append</b>');
        expect(inside('insertFirst')).to.equal('<b>insertFirst</b><i>x</i>');
        expect(inside('overwrite')).to.equal('<b>overwrite</b>');
        const c = create({
          tpl: '<b>{v}</b>',
          tplWriteMode: 'insertBefore',
          renderTo: document.body,
        });
        c.update({ v: 'before' });
        expect(c.el?.dom.previousSibling).to.have.property('textContent', 'before');
      });

      it('refuses a tpl, data or tplWriteMode of a wrong kind', () => {
        expect(() => create({ tpl: 42 as any })).to.throw(
          TypeError,
          "[Lib.Component] config 'tpl' must be a template or markup strings, got 42",
        );
        expect(() => create({ data: 'x' as any })).to.throw(
          TypeError,
          /config 'data' must be an object or an array/,
        );
        expect(() => create({ tplWriteMode: 'replace' as any })).to.throw(
          TypeError,
          "[Lib.Component] config 'tplWriteMode' must be one of 'overwrite', 'append', 'insertFirst', 'insertBefore', 'insertAfter', got 'replace'",
        );
      });

      it("puts a panel's tpl output in its body", () => {
        const p = track(
          Lib.create('Lib.panel.Panel', {
            title: 'T',
            tpl: '<p>{a}</p>',
            data: { a: 1 },
            renderTo: document.body,
          }),
        );
        expect(p.body!.dom.innerHTML).to.equal('<p>1</p>');
        p.update({ a: 2 });
        expect(p.body!.dom.innerHTML).to.equal('<p>2</p>');
      });
    });

    describe('floating', () => {
      it('is an absolutely positioned x-layer with a z-index, rendered to the body on show()', () => {
        document.body.innerHTML = '<div id="elsewhere"></div>';
        const c = create({ floating: true });
        c.show();
        const dom = c.el?.dom as HTMLElement;
        expect(dom.parentNode).to.equal(document.body);
        expect(c.el?.hasCls('x-layer')).to.equal(true);
        expect(dom.style.position).to.equal('absolute');
        expect(Number(dom.style.zIndex)).to.be.greaterThan(0);
      });

      it('toFront brings it above the other floating components', () => {
        const a = create({ floating: true }).render();
        const b = create({ floating: true }).render();
        const z = (c: Component) => Number(c.el?.dom.style.zIndex);
        expect(z(b)).to.be.greaterThan(z(a));
        expect(a.toFront()).to.equal(a);
        expect(z(a)).to.be.greaterThan(z(b));
        b.hide();
        b.show();
        expect(z(b), 'showing brings it to the front').to.be.greaterThan(z(a));
        a.show();
        expect(z(a), 'even when it was already shown').to.be.greaterThan(z(b));
      });

      it('showAt shows it at a position, and a position set before rendering is kept', () => {
        const a = create({ floating: true, hidden: true });
        expect(a.showAt(10, 20)).to.equal(a);
        expect(a.isVisible()).to.equal(true);
        expect([a.el?.dom.style.left, a.el?.dom.style.top]).to.deep.equal(['10px', '20px']);
        a.showAt([30, 40]);
        expect([a.el?.dom.style.left, a.el?.dom.style.top]).to.deep.equal(['30px', '40px']);
        const b = create({ floating: true });
        b.setPosition(5, 6).show();
        expect([b.el?.dom.style.left, b.el?.dom.style.top]).to.deep.equal(['5px', '6px']);
      });

      it('is on the stack of Lib.WindowManager once rendered, and off it once destroyed', () => {
        const a = create({ floating: true }).show();
        const manager = (Lib as any).WindowManager;
        expect(a.zIndexManager).to.equal(manager);
        expect(manager.zIndexStack.at(-1)).to.equal(a);
        const b = create({ floating: true }).show();
        b.toBack();
        expect(manager.zIndexStack.indexOf(b)).to.be.lessThan(manager.zIndexStack.indexOf(a));
        a.destroy();
        expect(manager.zIndexStack).to.not.include(a);
      });

      it('setPosition fires move once rendered; getPosition, setPagePosition, alignTo', () => {
        const a = create({ floating: true });
        const move = sinon.spy();
        a.on('move', move);
        a.setPosition([7, 8]);
        expect(move.called, 'not rendered').to.equal(false);
        expect(a.getPosition()).to.deep.equal([7, 8]);
        a.show();
        a.setPosition(10, 20);
        expect(move.lastCall.args).to.deep.equal([a, 10, 20]);
        expect(a.getPosition(true)).to.deep.equal([10, 20]);
        a.setPagePosition(30, 40);
        expect(move.lastCall.args).to.deep.equal([a, 30, 40]);
        const target = document.createElement('div');
        document.body.appendChild(target);
        target.getBoundingClientRect = () => ({ left: 100, top: 50, width: 80, height: 20 }) as any;
        Object.defineProperty(target, 'offsetHeight', { value: 20 });
        a.alignTo(target, 'tl-bl');
        expect([a.el?.dom.style.left, a.el?.dom.style.top]).to.deep.equal(['100px', '70px']);
      });
    });
  });

  describe('show and hide', () => {
    it('hide adds x-hide-display, sets hidden and fires beforehide then hide', () => {
      const events: string[] = [];
      const c = probe({ renderTo: document.body });
      c.on({
        beforehide: (cmp: unknown) => events.push(`beforehide:${cmp === c}`),
        hide: (cmp: unknown) => events.push(`hide:${cmp === c}`),
      });
      expect(c.hide()).to.equal(c);
      expect(c.el?.hasCls('x-hide-display')).to.equal(true);
      expect([c.hidden, c.isHidden()]).to.deep.equal([true, true]);
      expect(events).to.deep.equal(['beforehide:true', 'hide:true']);
      expect(c.calls).to.include('onHide');
    });

    it('show removes x-hide-display and fires beforeshow then show', () => {
      const events: string[] = [];
      const c = probe({ hidden: true, renderTo: document.body });
      c.on({
        beforeshow: (cmp: unknown) => events.push(`beforeshow:${cmp === c}`),
        show: (cmp: unknown) => events.push(`show:${cmp === c}`),
      });
      expect(c.show()).to.equal(c);
      expect(c.el?.hasCls('x-hide-display')).to.equal(false);
      expect([c.hidden, c.isHidden()]).to.deep.equal([false, false]);
      expect(events).to.deep.equal(['beforeshow:true', 'show:true']);
      expect(c.calls).to.include('onShow');
    });

    it('beforeshow or beforehide returning false cancels', () => {
      const c = create({ hidden: true, renderTo: document.body });
      const show = sinon.spy();
      c.on({ beforeshow: () => false, show });
      c.show();
      expect(c.hidden).to.equal(true);
      expect(c.el?.hasCls('x-hide-display')).to.equal(true);
      expect(show.called).to.equal(false);
      const d = create({ renderTo: document.body });
      d.on('beforehide', () => false);
      d.hide();
      expect(d.hidden).to.equal(false);
      expect(d.el?.hasCls('x-hide-display')).to.equal(false);
    });

    it('does nothing, firing nothing, when already in that state', () => {
      const c = create({ renderTo: document.body });
      const spies = {
        beforeshow: sinon.spy(),
        show: sinon.spy(),
        beforehide: sinon.spy(),
        hide: sinon.spy(),
      };
      c.on(spies);
      c.show();
      expect(spies.beforeshow.called || spies.show.called).to.equal(false);
      c.hide();
      c.hide();
      expect([spies.beforehide.callCount, spies.hide.callCount]).to.deep.equal([1, 1]);
    });

    it('setVisible shows or hides', () => {
      const c = create({ renderTo: document.body });
      c.setVisible(false);
      expect(c.hidden).to.equal(true);
      c.setVisible(true);
      expect(c.hidden).to.equal(false);
    });

    it('remembers a hide before rendering', () => {
      const c = create();
      c.hide();
      c.render(document.body);
      expect(c.el?.hasCls('x-hide-display')).to.equal(true);
      expect(c.isVisible()).to.equal(false);
    });
  });

  describe('#isVisible', () => {
    it('is false before rendering and when hidden, true when rendered and shown', () => {
      const c = create();
      expect(c.isVisible()).to.equal(false);
      c.render(document.body);
      expect(c.isVisible()).to.equal(true);
      c.hide();
      expect(c.isVisible()).to.equal(false);
      c.show();
      expect(c.isVisible()).to.equal(true);
    });

    it('is false inside a hidden owner, however high up', () => {
      const top = create({ renderTo: document.body });
      const middle = create({ ownerCt: top as Container, renderTo: document.body });
      const leaf = create({ ownerCt: middle as Container, renderTo: document.body });
      expect(leaf.isVisible()).to.equal(true);
      top.hide();
      expect(leaf.isVisible()).to.equal(false);
      top.show();
      middle.hide();
      expect(leaf.isVisible()).to.equal(false);
      middle.show();
      expect(leaf.isVisible()).to.equal(true);
    });

    it('is false once destroyed', () => {
      const c = Lib.create('Lib.Component', { renderTo: document.body });
      c.destroy();
      expect(c.isVisible()).to.equal(false);
    });
  });

  describe('enable and disable', () => {
    it('disable adds x-item-disabled and aria-disabled, fires disable once', () => {
      const c = probe({ renderTo: document.body });
      const disable = sinon.spy();
      c.on('disable', disable);
      expect(c.disable()).to.equal(c);
      c.disable();
      expect(c.el?.hasCls('x-item-disabled')).to.equal(true);
      expect(c.el?.getAttribute('aria-disabled')).to.equal('true');
      expect([c.disabled, c.isDisabled()]).to.deep.equal([true, true]);
      expect(disable.calledOnceWith(c)).to.equal(true);
      expect(c.calls.filter((n) => n === 'onDisable')).to.have.length(1);
    });

    it('enable removes them, fires enable once', () => {
      const c = probe({ disabled: true, renderTo: document.body });
      const enable = sinon.spy();
      c.on('enable', enable);
      expect(c.enable()).to.equal(c);
      c.enable();
      expect(c.el?.hasCls('x-item-disabled')).to.equal(false);
      expect(c.el?.dom.hasAttribute('aria-disabled')).to.equal(false);
      expect(c.isDisabled()).to.equal(false);
      expect(enable.calledOnceWith(c)).to.equal(true);
      expect(c.calls.filter((n) => n === 'onEnable')).to.have.length(1);
    });

    it('setDisabled disables or enables, and a change before rendering is applied on render', () => {
      const c = create();
      c.setDisabled(true);
      c.render(document.body);
      expect(c.el?.hasCls('x-item-disabled')).to.equal(true);
      c.setDisabled(false);
      expect(c.el?.hasCls('x-item-disabled')).to.equal(false);
    });
  });

  describe('size', () => {
    it('getWidth and getHeight give the configured size where there is no layout', () => {
      const c = create({ width: 300, height: 120 });
      expect([c.getWidth(), c.getHeight()]).to.deep.equal([300, 120]);
      c.render(document.body);
      expect(c.el?.dom.offsetWidth).to.equal(0);
      expect([c.getWidth(), c.getHeight()]).to.deep.equal([300, 120]);
      expect(c.getSize()).to.deep.equal({ width: 300, height: 120 });
    });

    it('gives 0 for a size not configured, or not in pixels', () => {
      expect([create().getWidth(), create().getHeight()]).to.deep.equal([0, 0]);
      expect(create({ width: '50%', renderTo: document.body }).getWidth()).to.equal(0);
    });

    it('setSize writes the DOM and fires resize(c, width, height, oldWidth, oldHeight)', () => {
      const c = probe({ width: 100, height: 50, renderTo: document.body });
      const resize = sinon.spy();
      c.on('resize', resize);
      expect(c.setSize(200, 80)).to.equal(c);
      expect([c.el?.dom.style.width, c.el?.dom.style.height]).to.deep.equal(['200px', '80px']);
      expect([c.getWidth(), c.getHeight()]).to.deep.equal([200, 80]);
      expect(resize.calledOnce).to.equal(true);
      expect(resize.firstCall.args.slice(0, 5)).to.deep.equal([c, 200, 80, 100, 50]);
      expect(c.calls).to.include('onResize:200x80');
    });

    it('fires nothing when the size does not change', () => {
      const c = create({ width: 100, height: 50, renderTo: document.body });
      const resize = sinon.spy();
      c.on('resize', resize);
      c.setSize(100, 50);
      c.setSize(undefined, undefined);
      expect(resize.called).to.equal(false);
    });

    it('keeps a side left undefined; setWidth, setHeight and setSize({width, height})', () => {
      const c = create({ width: 100, height: 50, renderTo: document.body });
      const resize = sinon.spy();
      c.on('resize', resize);
      c.setSize(undefined, 60);
      expect([c.getWidth(), c.getHeight()]).to.deep.equal([100, 60]);
      c.setWidth(110);
      c.setHeight(70);
      expect([c.el?.dom.style.width, c.el?.dom.style.height]).to.deep.equal(['110px', '70px']);
      c.setSize({ width: 120, height: 80 } as any);
      expect([c.getWidth(), c.getHeight()]).to.deep.equal([120, 80]);
      expect(resize.lastCall.args.slice(0, 5)).to.deep.equal([c, 120, 80, 110, 70]);
      expect(resize.callCount).to.equal(4);
    });

    it('sizes an unrendered component, which renders at that size', () => {
      const c = create();
      c.setSize(40, 30);
      c.render(document.body);
      expect([c.el?.dom.style.width, c.el?.dom.style.height]).to.deep.equal(['40px', '30px']);
    });

    it('never goes below minWidth or minHeight', () => {
      const c = create({ width: 200, height: 100, minWidth: 150, minHeight: 80 });
      c.render(document.body);
      const resize = sinon.spy();
      c.on('resize', resize);
      c.setWidth(50);
      expect(c.getWidth()).to.equal(150);
      expect(c.el?.dom.style.width).to.equal('150px');
      expect(resize.firstCall.args.slice(1, 3)).to.deep.equal([150, 100]);
      c.setSize(300, 10);
      expect([c.getWidth(), c.getHeight()]).to.deep.equal([300, 80]);
    });
  });

  describe('focus', () => {
    let clock: sinon.SinonFakeTimers | undefined;
    afterEach(() => {
      clock?.restore();
      clock = undefined;
    });

    it('focuses later with a delay, and not at all once destroyed', () => {
      clock = sinon.useFakeTimers();
      const c = create({ tabIndex: 0, renderTo: document.body });
      c.focus(false, 20);
      expect(document.activeElement).to.not.equal(c.el?.dom);
      clock.tick(20);
      expect(document.activeElement).to.equal(c.el?.dom);
      const d = Lib.create('Lib.Component', { tabIndex: 0, renderTo: document.body });
      d.focus(false, 20);
      d.destroy();
      expect(() => clock?.tick(20)).to.not.throw();
    });

    it('calls focus(selectText) again once the delay is over, as Ext 4 does', () => {
      clock = sinon.useFakeTimers();
      const c = create({ tabIndex: 0, renderTo: document.body });
      const focus = sinon.spy(c, 'focus');
      c.focus(true, 20);
      expect(focus.callCount).to.equal(1);
      clock.tick(20);
      expect(focus.callCount).to.equal(2);
      expect(focus.secondCall.args).to.deep.equal([true]);
    });
  });

  describe('xtypes and owners', () => {
    beforeEach(() => {
      def('Spec.cmp.Field', { extend: 'Lib.Component', xtype: 'specfield' });
      def('Spec.cmp.Text', { extend: 'Spec.cmp.Field', xtype: 'spectext' });
      def('Spec.cmp.Form', { extend: 'Lib.Component', xtype: 'specform' });
    });

    it('getXType, getXTypes and isXType follow the class chain', () => {
      const c = track(Lib.widget('spectext'));
      expect(c.getXType()).to.equal('spectext');
      expect(c.getXTypes()).to.equal('component/specfield/spectext');
      expect(c.isXType('spectext')).to.equal(true);
      expect(c.isXType('specfield')).to.equal(true);
      expect(c.isXType('component')).to.equal(true);
      expect(c.isXType('specfield', true)).to.equal(false);
      expect(c.isXType('spectext', true)).to.equal(true);
      expect(c.isXType('specform')).to.equal(false);
      expect(create().getXTypes()).to.equal('component');
    });

    it('up walks ownerCt to the nearest owner of an xtype, or the owner without one', () => {
      const form = track(Lib.widget('specform'));
      const group = track(Lib.widget('specfield', { ownerCt: form }));
      const field = track(Lib.widget('spectext', { ownerCt: group }));
      expect(field.up('specform')).to.equal(form);
      expect(field.up('specfield')).to.equal(group);
      expect(field.up('component')).to.equal(group);
      expect(field.up()).to.equal(group);
      expect(field.up('nothing')).to.equal(undefined);
      expect(form.up()).to.equal(undefined);
    });

    it('up takes a selector, a component and a limit', () => {
      const form = track(Lib.widget('specform', { itemId: 'form', title: 'Edit' }));
      const group = track(Lib.widget('specfield', { ownerCt: form, itemId: 'group' }));
      const field = track(Lib.widget('spectext', { ownerCt: group }));
      expect(field.up('#form')).to.equal(form);
      expect(field.up('[title=Edit]')).to.equal(form);
      expect(field.up('specform > specfield')).to.equal(group);
      expect(field.up('specfield, specform')).to.equal(group);
      expect(field.up('component:not(#group)')).to.equal(form);
      expect(field.up(form)).to.equal(form);
      expect(group.up(field)).to.equal(undefined);
      expect(field.up('specform', 1)).to.equal(undefined);
      expect(field.up('specform', 2)).to.equal(form);
      expect(field.up('specform', '#group')).to.equal(undefined);
      expect(field.up('specform', group)).to.equal(undefined);
      expect(field.up('specform', form)).to.equal(form);
      expect(() => field.up('specform >')).to.throw(/invalid selector 'specform >'/);
    });

    it('getItemId gives the itemId, else the id; is tests a selector', () => {
      const c = create({ id: 'spec-cmp-id' });
      expect(c.getItemId()).to.equal('spec-cmp-id');
      const d = create({ itemId: 'save' });
      expect(d.getItemId()).to.equal('save');
      expect(d.is('#save')).to.equal(true);
      expect(d.is('component#save')).to.equal(true);
      expect(d.is('#' + d.id)).to.equal(false);
      expect(d.is('specform')).to.equal(false);
      expect(d.is('')).to.equal(true);
    });

    describe('the tree: getRefItems, query, down, child and siblings', () => {
      let root: any, a: any, b: any, c: any, deep: any;
      beforeEach(() => {
        defTreeClass('Spec.cmp.Box', 'specbox');
        const box = (config: any, kids: any[] = []) =>
          adopt(track(Lib.widget('specbox', config)), kids);
        deep = track(Lib.widget('spectext', { itemId: 'deep' }));
        a = box({ itemId: 'a' }, [deep]);
        b = track(Lib.widget('spectext', { itemId: 'b' }));
        c = box({ itemId: 'c' });
        root = box({ itemId: 'root' }, [a, b, c]);
      });

      it('a plain component has no ref items, and its owner is ownerCt', () => {
        expect(create().getRefItems()).to.deep.equal([]);
        expect(create().getRefItems(true)).to.deep.equal([]);
        expect(a.getRefOwner()).to.equal(root);
        expect(root.getRefOwner()).to.equal(undefined);
      });

      it('query finds the descendants matching a selector (default: all), not the component', () => {
        expect(root.query()).to.deep.equal([a, deep, b, c]);
        expect(root.query('spectext')).to.deep.equal([deep, b]);
        expect(root.query('> spectext')).to.deep.equal([b]);
        expect(root.query('specbox')).to.deep.equal([a, c]);
        expect(b.query()).to.deep.equal([]);
      });

      it('queryBy keeps what fn does not refuse; queryById finds by item id at any depth', () => {
        const seen: any[] = [];
        const scope = {};
        expect(
          root.queryBy(function (this: any, c: any) {
            seen.push(this);
            return c.isXType('spectext') ? true : false;
          }, scope),
        ).to.deep.equal([deep, b]);
        expect(seen).to.deep.equal([scope, scope, scope, scope]);
        expect(root.queryBy(() => undefined)).to.deep.equal([a, deep, b, c]);
        root.queryBy(function (this: any, c: any) {
          expect(this).to.equal(c);
        });
        expect(root.queryById('deep')).to.equal(deep);
        expect(root.queryById(a.id)).to.equal(null, 'a has an itemId');
        expect(root.queryById('a b')).to.equal(null);
      });

      it('down gives the first matching descendant (or component), else null', () => {
        expect(root.down('spectext')).to.equal(deep);
        expect(root.down('#b')).to.equal(b);
        expect(root.down()).to.equal(a);
        expect(root.down(deep)).to.equal(deep);
        expect(a.down(b)).to.equal(null);
        expect(root.down('specform')).to.equal(null);
      });

      it('child gives the first matching direct child (or component), else null', () => {
        expect(root.child('spectext')).to.equal(b);
        expect(root.child()).to.equal(a);
        expect(root.child('#deep')).to.equal(null);
        expect(root.child('specbox:last')).to.equal(c);
        expect(root.child('#c, #b')).to.equal(b);
        expect(root.child('specbox spectext')).to.equal(deep);
        expect(root.child(b)).to.equal(b);
        expect(root.child(deep)).to.equal(null);
        expect(b.child()).to.equal(null);
      });

      it('nextSibling and previousSibling walk the owner’s getRefItems', () => {
        expect(a.nextSibling()).to.equal(b);
        expect(a.nextSibling('specbox')).to.equal(c);
        expect(c.nextSibling()).to.equal(null);
        expect(c.previousSibling()).to.equal(b);
        expect(c.previousSibling('#a')).to.equal(a);
        expect(a.previousSibling()).to.equal(null);
        expect(b.nextSibling('spectext')).to.equal(null);
        expect(root.nextSibling()).to.equal(null);
        expect(deep.previousSibling()).to.equal(null);
      });
    });

    it('events bubble to the owner (getBubbleTarget)', () => {
      const owner = create();
      const child = create({ ownerCt: owner as Container });
      expect(child.getBubbleTarget()).to.equal(owner);
      expect(owner.getBubbleTarget()).to.equal(null);
      const heard = sinon.spy();
      owner.on('ping' as string, heard);
      child.enableBubble('ping');
      child.fireEvent('ping' as string, child);
      expect(heard.calledOnceWith(child)).to.equal(true);
    });
  });

  describe('plugins', () => {
    beforeEach(() => {
      def('Spec.plugin.Probe', {
        alias: 'plugin.specprobe',
        constructor: function (this: any, config?: any) {
          Lib.apply(this, config || {});
          this.inits = [];
          this.destroyed = 0;
        },
        init: function (this: any, host: any) {
          this.inits.push(host);
        },
        destroy: function (this: any) {
          this.destroyed++;
          this.inits[0]?.calls?.push('plugin.destroy');
        },
      });
    });

    const ProbePlugin = () => Lib.ClassManager.get('Spec.plugin.Probe') as any;

    it('creates a plugin from a ptype string and inits it with the host', () => {
      const c = create({ plugins: 'specprobe' });
      expect(c.plugins).to.have.length(1);
      const plugin = (c.plugins as any[])[0];
      expect(plugin).to.be.instanceOf(ProbePlugin());
      expect(plugin.inits).to.deep.equal([c]);
    });

    it('creates a plugin from a config with ptype, passing the config', () => {
      const c = create({ plugins: { ptype: 'specprobe', pluginId: 'editor', clicks: 2 } });
      const plugin = (c.plugins as any[])[0];
      expect(plugin).to.be.instanceOf(ProbePlugin());
      expect([plugin.pluginId, plugin.clicks]).to.deep.equal(['editor', 2]);
      expect(plugin.inits).to.deep.equal([c]);
    });

    it('creates a plugin from a config with xclass', () => {
      const c = create({ plugins: { xclass: 'Spec.plugin.Probe', pluginId: 'x' } });
      const plugin = (c.plugins as any[])[0];
      expect(plugin).to.be.instanceOf(ProbePlugin());
      expect(plugin.inits).to.deep.equal([c]);
    });

    it('uses an instance (anything with init) as is', () => {
      const plain = { init: sinon.spy() };
      const made = new (ProbePlugin())({ pluginId: 'made' });
      const c = create({ plugins: [plain, made] });
      expect(c.plugins).to.deep.equal([plain, made]);
      expect(plain.init.calledOnceWith(c)).to.equal(true);
      expect(made.inits).to.deep.equal([c]);
    });

    it('takes an array mixing every shape, in order', () => {
      const plain = { init: () => undefined };
      const c = create({
        plugins: ['specprobe', { ptype: 'specprobe', pluginId: 'b' }, plain],
      });
      const plugins = c.plugins as any[];
      expect(plugins).to.have.length(3);
      expect(plugins[0]).to.be.instanceOf(ProbePlugin());
      expect(plugins[1].pluginId).to.equal('b');
      expect(plugins[2]).to.equal(plain);
    });

    it('creates the plugins initComponent sets', () => {
      def('Spec.cmp.Editable', {
        extend: 'Lib.Component',
        initComponent: function (this: any) {
          this.plugins = [{ ptype: 'specprobe', pluginId: 'fromInit' }];
          this.callParent(arguments);
        },
      });
      const c = track(Lib.create('Spec.cmp.Editable'));
      expect(c.getPlugin('fromInit')).to.be.instanceOf(ProbePlugin());
      expect(c.getPlugin('fromInit').inits).to.deep.equal([c]);
    });

    it('has an empty plugins array without plugins', () => {
      expect(create().plugins).to.deep.equal([]);
    });

    it('throws a TypeError naming the class for something that is not a plugin', () => {
      def('Spec.cmp.Host', { extend: 'Lib.Component' });
      for (const bad of [42, {}, { ptype: 7 }, null]) {
        expect(() => Lib.create('Spec.cmp.Host', { plugins: [bad] } as any), String(bad)).to.throw(
          TypeError,
          /\[Spec\.cmp\.Host#plugins\] a plugin must be a ptype string, a config with ptype or xclass, or an object with init\(host\)/,
        );
      }
    });

    it('throws an error naming the alias for an unknown ptype', () => {
      expect(() => Lib.create('Lib.Component', { plugins: 'nosuch' })).to.throw(/plugin\.nosuch/);
    });

    it('getPlugin finds by pluginId, findPlugin by ptype', () => {
      const own = { init: () => undefined, ptype: 'handmade', pluginId: 'own' };
      const c = create({
        plugins: [{ ptype: 'specprobe', pluginId: 'editor' }, own],
      });
      const plugins = c.plugins as any[];
      expect(c.getPlugin('editor')).to.equal(plugins[0]);
      expect(c.getPlugin('own')).to.equal(own);
      expect(c.getPlugin('none')).to.equal(undefined);
      expect(c.findPlugin('specprobe')).to.equal(plugins[0]);
      expect(c.findPlugin('handmade')).to.equal(own);
      expect(c.findPlugin('none')).to.equal(undefined);
    });

    it('destroys its plugins when destroyed (those that have destroy)', () => {
      const plain = { init: () => undefined };
      const c = Lib.create('Lib.Component', { plugins: ['specprobe', plain] });
      const plugin = (c.plugins as any[])[0];
      c.destroy();
      expect(plugin.destroyed).to.equal(1);
    });
  });

  describe('#destroy', () => {
    it('removes the DOM, unregisters and fires beforedestroy then destroy', () => {
      const events: string[] = [];
      const c = Lib.create('Lib.Component', {
        id: 'doomed',
        renderTo: document.body,
        listeners: {
          beforedestroy: () => events.push(`beforedestroy:${!!Lib.getCmp('doomed')}`),
          destroy: () => events.push(`destroy:${!!Lib.getCmp('doomed')}`),
        },
      });
      c.destroy();
      expect(events).to.deep.equal(['beforedestroy:true', 'destroy:false']);
      expect(document.getElementById('doomed')).to.equal(null);
      expect(Lib.getCmp('doomed')).to.equal(undefined);
      expect([c.isDestroyed, c.rendered, c.el]).to.deep.equal([true, false, undefined]);
    });

    it('does nothing when beforedestroy returns false', () => {
      const veto = () => false;
      const c = Lib.create('Lib.Component', { id: 'kept', renderTo: document.body });
      c.on('beforedestroy', veto);
      c.destroy();
      expect(c.isDestroyed).to.equal(false);
      expect(Lib.getCmp('kept')).to.equal(c);
      expect(document.getElementById('kept')).to.equal(c.el?.dom);
      c.un('beforedestroy', veto);
      c.destroy();
      expect(c.isDestroyed).to.equal(true);
    });

    it('destroys the plugins, then calls onDestroy with the DOM still there', () => {
      def('Spec.plugin.Tracer', {
        alias: 'plugin.spectracer',
        init: function (this: any, host: any) {
          this.host = host;
        },
        destroy: function (this: any) {
          this.host.calls.push('plugin.destroy');
        },
      });
      const c = new Probe({ plugins: 'spectracer', renderTo: document.body });
      c.destroy();
      expect(c.calls.slice(-2)).to.deep.equal(['plugin.destroy', 'onDestroy:true']);
    });

    it('removes every listener afterwards', () => {
      const show = sinon.spy();
      const c = Lib.create('Lib.Component', { listeners: { show } });
      c.destroy();
      expect(c.hasListener('show')).to.equal(false);
      c.fireEvent('show', c);
      expect(show.called).to.equal(false);
    });

    it('removes its managed listeners (mon) from observables and elements', () => {
      const store = new Observable();
      const onLoad = sinon.spy();
      const onBodyClick = sinon.spy();
      const c = Lib.create('Lib.Component', { renderTo: document.body });
      c.mon(store, 'load', onLoad);
      c.mon(Lib.getBody(), 'click', onBodyClick);
      store.fireEvent('load');
      click(document.body);
      expect([onLoad.callCount, onBodyClick.callCount]).to.deep.equal([1, 1]);
      c.destroy();
      store.fireEvent('load');
      click(document.body);
      expect([onLoad.callCount, onBodyClick.callCount]).to.deep.equal([1, 1]);
      expect(store.hasListener('load')).to.equal(false);
    });

    it('unbinds its element listeners', () => {
      const onRoot = sinon.spy();
      const onBody = sinon.spy();
      const c = new Probe({
        renderTo: document.body,
        listeners: {
          click: { fn: onRoot, element: 'el' },
          mousedown: { fn: onBody, element: 'body' },
        },
      } as any);
      const root = c.el?.dom as HTMLElement;
      const body = c.body?.dom as HTMLElement;
      c.destroy();
      click(root);
      body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      expect(onRoot.called || onBody.called).to.equal(false);
    });

    it('cancels a delayed element listener still pending', () => {
      const clock = sinon.useFakeTimers();
      try {
        const fn = sinon.spy();
        const c = Lib.create('Lib.Component', {
          renderTo: document.body,
          listeners: { click: { fn, element: 'el', delay: 30 } },
        } as any);
        click(c.el?.dom as Node);
        c.destroy();
        clock.tick(30);
        expect(fn.called).to.equal(false);
      } finally {
        clock.restore();
      }
    });

    it('is a no-op the second time, and render and show do nothing afterwards', () => {
      const destroy = sinon.spy();
      const c = Lib.create('Lib.Component', { listeners: { destroy } });
      c.destroy();
      expect(() => c.destroy()).to.not.throw();
      expect(destroy.callCount).to.equal(1);
      c.render(document.body);
      c.show();
      expect(c.rendered).to.equal(false);
      expect(document.body.children).to.have.length(0);
    });
  });

  describe('listeners with the element option', () => {
    it('binds listeners config ones once rendered, called (e, target, options) on the component', () => {
      const fn = sinon.spy();
      const c = create({
        html: '<b>x</b>',
        listeners: { click: { fn, element: 'el' } },
      } as any);
      c.render(document.body);
      const b = c.el?.dom.firstChild as Node;
      click(b);
      expect(fn.calledOnce).to.equal(true);
      const [e, target, options] = fn.firstCall.args;
      expect(e).to.be.instanceOf(EventObjectImpl);
      expect(e.type).to.equal('click');
      expect(target).to.equal(b);
      expect(options).to.be.an('object');
      expect(fn.firstCall.thisValue).to.equal(c);
    });

    it('uses the scope given', () => {
      const scope = {};
      const fn = sinon.spy();
      const c = create({ renderTo: document.body });
      c.on('click', fn, scope, { element: 'el' });
      click(c.el?.dom as Node);
      expect(fn.firstCall.thisValue).to.equal(scope);
    });

    it('waits for rendering when added before, binds at once when rendered', () => {
      const early = sinon.spy();
      const late = sinon.spy();
      const c = create();
      c.on('click', early, null, { element: 'el' });
      c.render(document.body);
      c.on('click', late, null, { element: 'el' });
      click(c.el?.dom as Node);
      expect([early.callCount, late.callCount]).to.deep.equal([1, 1]);
    });

    it('binds to the element a subclass builds in onRender', () => {
      const fn = sinon.spy();
      const c = probe({ listeners: { click: { fn, element: 'body' } } } as any);
      c.render(document.body);
      click(c.el?.dom as Node);
      expect(fn.called).to.equal(false);
      click(c.body?.dom as Node);
      expect(fn.calledOnce).to.equal(true);
    });

    it('honours the DOM options, such as delegate', () => {
      const fn = sinon.spy();
      const c = create({
        html: '<i class="hit">a</i><i>b</i>',
        listeners: { click: { fn, element: 'el', delegate: '.hit' } },
        renderTo: document.body,
      } as any);
      const [hit, miss] = Array.from((c.el as Element).dom.children);
      click(miss);
      click(hit);
      expect(fn.calledOnce).to.equal(true);
      expect(fn.firstCall.args[1]).to.equal(hit);
    });

    it('is not called by fireEvent of the component event of that name', () => {
      const fn = sinon.spy();
      const c = create({ renderTo: document.body });
      c.on('click', fn, null, { element: 'el' });
      c.fireEvent('click' as string, c);
      expect(fn.called).to.equal(false);
    });

    it('throws a TypeError naming an element the component does not have', () => {
      def('Spec.cmp.NoBody', { extend: 'Lib.Component' });
      const early = track(Lib.create('Spec.cmp.NoBody'));
      early.on('click', () => 1, null, { element: 'body' });
      expect(() => early.render(document.body)).to.throw(
        TypeError,
        /\[Spec\.cmp\.NoBody#on\] listener for 'click' names element 'body', which Spec\.cmp\.NoBody does not have/,
      );
      const rendered = track(Lib.create('Spec.cmp.NoBody', { renderTo: document.body }));
      expect(() => rendered.on('keydown', () => 1, null, { element: 'frame' })).to.throw(
        TypeError,
        /'keydown' names element 'frame'/,
      );
    });
  });
});
