import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, key, mouse, useDom } from '../../dom.helpers';

const L = Lib as any;

describe('Lib.layout.container.Border', () => {
  useDom();
  const made: any[] = [];
  const make = (items: any[], config: Record<string, any> = {}): any => {
    const ct = Lib.create('Lib.container.Container', {
      layout: 'border',
      width: 1000,
      height: 700,
      renderTo: document.body,
      items,
      ...config,
    });
    made.push(ct);
    return ct;
  };
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  const style = (c: any) => c.el.dom.style;
  const standard = () =>
    make([
      { region: 'north', height: 60, xtype: 'component', itemId: 'n' },
      { region: 'west', width: 200, split: true, title: 'Nav', itemId: 'w', collapsible: true },
      { region: 'center', xtype: 'component', itemId: 'c' },
    ]);

  it("is layout 'border' and Lib.layout.BorderLayout", () => {
    expect(Lib.ClassManager.getByAlias('layout.border')).to.equal(L.layout.container.Border);
    expect(Lib.ClassManager.get('Lib.layout.BorderLayout')).to.equal(L.layout.container.Border);
  });

  it('places north across the top, west under it with its splitter, center in the rest', () => {
    const ct = standard();
    const [north, west, center] = ct.items.getRange();
    expect(ct.el.hasCls('x-border-layout-ct')).to.equal(true);
    expect(ct.el.dom.style.gridTemplateRows).to.equal('60px minmax(0, 1fr)');
    expect(ct.el.dom.style.gridTemplateColumns).to.equal('200px auto minmax(0, 1fr)');
    expect([style(north).gridRow, style(north).gridColumn]).to.deep.equal(['1 / 2', '1 / -1']);
    expect([style(west).gridRow, style(west).gridColumn]).to.deep.equal(['2 / -1', '1 / 2']);
    expect([style(center).gridRow, style(center).gridColumn]).to.deep.equal(['2 / -1', '3 / -1']);
    expect(west.el.hasCls('x-border-item')).to.equal(true);
    const splitter = ct.el.dom.querySelector('.x-splitter');
    expect(splitter.style.gridColumn).to.equal('2 / 3');
    expect(splitter.style.gridRow).to.equal('2 / -1');
    // DOM (tab) order: the splitter sits between its region and the center.
    expect(Array.from(ct.el.dom.children)).to.deep.equal([
      north.el.dom,
      west.el.dom,
      splitter,
      center.el.dom,
    ]);
    // The items stay the user's: the splitter is no item.
    expect(ct.items.getCount()).to.equal(3);
  });

  it('puts south and east splitters on the center side, from the far edge inwards', () => {
    const ct = make([
      { region: 'center', xtype: 'component' },
      { region: 'south', height: 50, split: true, xtype: 'component', itemId: 's' },
      { region: 'east', width: '25%', split: true, xtype: 'component', itemId: 'e' },
      { region: 'east', width: 100, xtype: 'component', itemId: 'e2' },
    ]);
    expect(ct.el.dom.style.gridTemplateRows).to.equal('minmax(0, 1fr) auto 50px');
    expect(ct.el.dom.style.gridTemplateColumns).to.equal('minmax(0, 1fr) 100px auto 25%');
    const east = ct.getComponent('e');
    expect(style(east).gridColumn).to.equal('-2 / -1');
    expect(style(ct.getComponent('e2')).gridColumn).to.equal('-4 / -3');
    expect(style(east).gridRow).to.equal('1 / -3');
    const [southSplitter, eastSplitter] = ct.el.dom.querySelectorAll('.x-splitter');
    expect(southSplitter.nextSibling).to.equal(ct.getComponent('s').el.dom);
    expect(eastSplitter.nextSibling).to.equal(east.el.dom);
  });

  it('lets weight decide which region runs the full length of its edge', () => {
    const ct = make([
      { region: 'north', height: 60, xtype: 'component', itemId: 'n' },
      { region: 'west', width: 200, weight: 30, xtype: 'component', itemId: 'w' },
      { region: 'center', xtype: 'component' },
    ]);
    expect(style(ct.getComponent('w')).gridRow).to.equal('1 / -1');
    expect(style(ct.getComponent('n')).gridColumn).to.equal('2 / -1');
  });

  it('gives a flex region a share of the room with the center', () => {
    const ct = make([
      { region: 'west', flex: 2, xtype: 'component' },
      { region: 'center', xtype: 'component' },
    ]);
    expect(ct.el.dom.style.gridTemplateColumns).to.equal('minmax(0, 2fr) minmax(0, 1fr)');
  });

  it('needs a center, one only, and known regions (a TypeError naming them)', () => {
    expect(() => make([{ region: 'west', xtype: 'component', itemId: 'w' }])).to.throw(
      TypeError,
      /\[Lib\.layout\.container\.Border\] needs an item with region 'center' \(items: 'w'\)/,
    );
    expect(() =>
      make([
        { region: 'center', xtype: 'component', itemId: 'a' },
        { region: 'center', xtype: 'component', itemId: 'b' },
      ]),
    ).to.throw(TypeError, /has two items with region 'center': 'a' and 'b'/);
    expect(() =>
      make([
        { region: 'center', xtype: 'component' },
        { region: 'left', xtype: 'component', itemId: 'x' },
      ]),
    ).to.throw(
      TypeError,
      /the region of 'x' must be 'north', 'south', 'east', 'west' or 'center', got 'left'/,
    );
    expect(document.body.querySelector('.x-border-layout-ct')).to.equal(null);
  });

  it('sizes the height of center, west and east, and of north/south with a height', () => {
    const ct = make([
      { region: 'north', xtype: 'component', itemId: 'n' },
      { region: 'south', height: 40, xtype: 'component', itemId: 's' },
      { region: 'west', xtype: 'component', itemId: 'w' },
      { region: 'center', xtype: 'component', itemId: 'c' },
    ]);
    const fixed = (id: string) => ct.getComponent(id).isFixedHeight();
    expect(['n', 's', 'w', 'c'].map(fixed)).to.deep.equal([false, true, true, true]);
  });

  it('leaves a hidden region out of the grid and puts it back when shown', () => {
    const ct = standard();
    const north = ct.getComponent('n');
    north.hide();
    expect(ct.el.dom.style.gridTemplateRows).to.equal('minmax(0, 1fr)');
    north.show();
    expect(ct.el.dom.style.gridTemplateRows).to.equal('60px minmax(0, 1fr)');
  });

  describe('the splitter', () => {
    it('is a focusable separator naming its region, size and range', () => {
      const ct = standard();
      const west = ct.getComponent('w');
      const splitter = ct.el.dom.querySelector('.x-splitter');
      expect(splitter.className).to.contain('x-splitter-vertical');
      expect(splitter.getAttribute('role')).to.equal('separator');
      expect(splitter.getAttribute('tabindex')).to.equal('0');
      expect(splitter.getAttribute('aria-orientation')).to.equal('vertical');
      expect(splitter.getAttribute('aria-controls')).to.equal(west.id);
      expect(splitter.getAttribute('aria-label')).to.equal('Nav');
      expect(splitter.getAttribute('aria-valuenow')).to.equal('200');
      expect(splitter.getAttribute('aria-valuemin')).to.equal('40');
      expect(splitter.getAttribute('aria-valuemax')).to.equal('1000');
    });

    it('shows the sizes the layout run measured: aria-valuemax leaves the center its room', () => {
      const ct = standard();
      const splitter = ct.el.dom.querySelector('.x-splitter');
      const center = ct.getComponent('c');
      // The browser gives the center 600 px (happy-dom lays nothing out).
      Object.defineProperty(center.el.dom, 'offsetWidth', { configurable: true, value: 600 });
      ct.updateLayout();
      expect(splitter.getAttribute('aria-valuenow')).to.equal('200');
      expect(splitter.getAttribute('aria-valuemax')).to.equal('800');
      center.minWidth = 100;
      Object.defineProperty(center.el.dom, 'offsetWidth', { configurable: true, value: 500 });
      ct.updateLayout();
      expect(splitter.getAttribute('aria-valuemax')).to.equal('600');
    });

    it('reads no size from the DOM while it arranges (that would force a browser layout)', () => {
      const proto = L.layout.container.Border.prototype;
      const arrange = proto.arrange;
      const reads: string[] = [];
      let arranging = false;
      const el = (globalThis as any).window.HTMLElement.prototype;
      const getters = ['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight'].map((name) => {
        let owner = el;
        while (!Object.getOwnPropertyDescriptor(owner, name)) owner = Object.getPrototypeOf(owner);
        const { get } = Object.getOwnPropertyDescriptor(owner, name)!;
        Object.defineProperty(owner, name, {
          configurable: true,
          get() {
            if (arranging) reads.push(name);
            return get!.call(this);
          },
        });
        return () => Object.defineProperty(owner, name, { configurable: true, get });
      });
      proto.arrange = function (this: any) {
        arranging = true;
        try {
          return arrange.call(this);
        } finally {
          arranging = false;
        }
      };
      try {
        const ct = make([
          { region: 'north', height: 60, split: true, xtype: 'component' },
          { region: 'west', width: 200, split: true, xtype: 'component', itemId: 'w' },
          { region: 'center', xtype: 'component' },
        ]);
        key(ct.el.dom.querySelector('.x-splitter-vertical'), 'ArrowRight');
        expect(ct.getComponent('w').width).to.equal(210);
      } finally {
        proto.arrange = arrange;
        getters.forEach((restore) => restore());
      }
      expect(reads).to.deep.equal([]);
    });

    it('moves with the arrow keys within minWidth/maxWidth, one layout run per step', () => {
      const ct = make([
        {
          region: 'west',
          width: 200,
          minWidth: 150,
          maxWidth: 215,
          split: true,
          xtype: 'component',
          itemId: 'w',
        },
        { region: 'center', xtype: 'component' },
      ]);
      const west = ct.getComponent('w');
      const splitter = ct.el.dom.querySelector('.x-splitter');
      const afterlayout = sinon.spy();
      ct.on('afterlayout', afterlayout);
      key(splitter, 'ArrowRight');
      expect(west.width).to.equal(210);
      expect(afterlayout.callCount).to.equal(1);
      expect(ct.el.dom.style.gridTemplateColumns).to.equal('210px auto minmax(0, 1fr)');
      expect(splitter.getAttribute('aria-valuenow')).to.equal('210');
      key(splitter, 'ArrowRight');
      expect(west.width).to.equal(215);
      for (let i = 0; i < 10; i++) key(splitter, 'ArrowLeft');
      expect(west.width).to.equal(150);
      key(splitter, 'ArrowUp');
      expect(west.width).to.equal(150);
    });

    it('grows an east or south region when moved towards the center', () => {
      const ct = make([
        { region: 'south', height: 100, split: true, xtype: 'component', itemId: 's' },
        { region: 'center', xtype: 'component' },
      ]);
      const splitter = ct.el.dom.querySelector('.x-splitter');
      expect(splitter.getAttribute('aria-orientation')).to.equal('horizontal');
      key(splitter, 'ArrowUp');
      expect(ct.getComponent('s').height).to.equal(110);
      key(splitter, 'ArrowDown');
      key(splitter, 'ArrowDown');
      expect(ct.getComponent('s').height).to.equal(90);
    });

    it('resizes the region as it is dragged', () => {
      const ct = standard();
      const west = ct.getComponent('w');
      const splitter = ct.el.dom.querySelector('.x-splitter');
      const PointerEventCtor = (globalThis as any).window.PointerEvent;
      const pointer = (type: string, clientX: number) =>
        splitter.dispatchEvent(
          new PointerEventCtor(type, { bubbles: true, clientX, button: 0, pointerId: 1 }),
        );
      pointer('pointerdown', 500);
      pointer('pointermove', 530);
      expect(west.width).to.equal(230);
      pointer('pointermove', 480);
      expect(west.width).to.equal(180);
      pointer('pointerup', 480);
      pointer('pointermove', 600);
      expect(west.width).to.equal(180);
    });

    it('Enter and a double click collapse and expand a collapsible region', () => {
      const ct = standard();
      const west = ct.getComponent('w');
      const splitter = ct.el.dom.querySelector('.x-splitter');
      key(splitter, 'Enter');
      expect(west.getCollapsed()).to.equal('left');
      expect(splitter.getAttribute('aria-disabled')).to.equal('true');
      key(splitter, 'ArrowRight');
      expect(west.width).to.equal(200);
      mouse(splitter, 'dblclick');
      expect(west.isCollapsed()).to.equal(false);
    });

    it('goes with its region when the region is removed', () => {
      const ct = standard();
      ct.remove(ct.getComponent('w'));
      expect(ct.el.dom.querySelector('.x-splitter')).to.equal(null);
      expect(ct.el.dom.style.gridTemplateColumns).to.equal('minmax(0, 1fr)');
    });
  });

  describe('collapsing a region', () => {
    it('collapses a west panel to its header, towards the left, and gives the center the room', () => {
      const ct = standard();
      const west = ct.getComponent('w');
      expect(west.collapseDirection).to.equal('left');
      click(west.collapseTool.el.dom);
      expect(west.el.hasCls('x-panel-collapsed-left')).to.equal(true);
      expect(west.collapseTool.toolEl.hasCls('x-tool-expand-right')).to.equal(true);
      expect(ct.el.dom.style.gridTemplateColumns).to.equal('auto auto minmax(0, 1fr)');
      west.expand();
      expect(ct.el.dom.style.gridTemplateColumns).to.equal('200px auto minmax(0, 1fr)');
    });

    it("collapseMode 'mini' hides the region and keeps its splitter, whose arrow expands it", () => {
      const ct = make([
        {
          region: 'west',
          width: 200,
          collapsible: true,
          collapseMode: 'mini',
          title: 'W',
          itemId: 'w',
        },
        { region: 'center', xtype: 'component' },
      ]);
      const west = ct.getComponent('w');
      const splitter = ct.el.dom.querySelector('.x-splitter');
      expect(splitter).to.not.equal(null);
      west.collapse();
      expect(west.el.dom.style.display).to.equal('none');
      expect(ct.el.dom.style.gridTemplateColumns).to.equal('0px auto minmax(0, 1fr)');
      click(splitter.querySelector('.x-collapse-el'));
      expect(west.isCollapsed()).to.equal(false);
      expect(west.el.dom.style.display).to.equal('');
    });
  });
});
