import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import '../../../packs/widgets';
import { TableLayout } from '../../../classes/layout/container/Table';
import { AbsoluteLayout } from '../../../classes/layout/container/Absolute';
import { useFields } from '../../form/form.helpers';

/** Geometry is CSS (checked in Chromium, e2e/widgets.e2e.ts): here, what the layouts write. */
describe('Lib.layout.container.Table and Lib.layout.container.Absolute', () => {
  const { make } = useFields();
  afterEach(() => sinon.restore());
  const ct = (config: Record<string, unknown>) =>
    make('Lib.container.Container', {
      renderTo: document.body,
      defaultType: 'component',
      ...config,
    });

  it("are layout 'table' and 'absolute', with Ext's alternate names", () => {
    expect(Lib.ClassManager.getByAlias('layout.table')).to.equal(TableLayout);
    expect(Lib.ClassManager.get('Lib.layout.TableLayout')).to.equal(TableLayout);
    expect(Lib.ClassManager.getByAlias('layout.absolute')).to.equal(AbsoluteLayout);
    expect(Lib.ClassManager.get('Lib.layout.AbsoluteLayout')).to.equal(AbsoluteLayout);
  });

  describe('table', () => {
    it('makes a grid of `columns` columns; colspan and rowspan span the cells; cellCls goes on the item', () => {
      const c = ct({
        layout: { type: 'table', columns: 3 },
        items: [
          { itemId: 'a', rowspan: 2, cellCls: 'tall' },
          { itemId: 'b' },
          { itemId: 'c' },
          { itemId: 'd', colspan: 2 },
        ],
      });
      const target = c.getTargetEl().dom as HTMLElement;
      expect(target.classList.contains('x-table-layout-ct')).to.equal(true);
      expect(target.style.gridTemplateColumns).to.equal('repeat(3, auto)');
      const style = (id: string) => c.getComponent(id).el.dom.style as CSSStyleDeclaration;
      expect(style('a').gridRow).to.equal('span 2');
      expect(style('a').gridColumn).to.equal('');
      expect(style('d').gridColumn).to.equal('span 2');
      expect(style('b').gridColumn + style('b').gridRow).to.equal('');
      const a = c.getComponent('a').el.dom as HTMLElement;
      expect(a.classList.contains('x-table-layout-cell')).to.equal(true);
      expect(a.classList.contains('tall')).to.equal(true);
    });

    it('without columns puts every item in one row, following the item count', () => {
      const c = ct({ layout: 'table', items: [{}, {}] });
      const target = c.getTargetEl().dom as HTMLElement;
      expect(target.style.gridTemplateColumns).to.equal('repeat(2, auto)');
      c.add({});
      expect(target.style.gridTemplateColumns).to.equal('repeat(3, auto)');
    });

    it("puts tableAttrs' style and cls on the grid, and names trAttrs and tdAttrs in a warning", () => {
      const warn = sinon.stub(console, 'warn');
      const c = ct({
        layout: {
          type: 'table',
          columns: 2,
          tableAttrs: { style: { width: '100%' }, cls: 'wide' },
          tdAttrs: { style: 'padding: 4px' },
        },
        items: [{}],
      });
      const target = c.getTargetEl().dom as HTMLElement;
      expect(target.style.width).to.equal('100%');
      expect(target.classList.contains('wide')).to.equal(true);
      expect(warn.args.map((a) => a[0])).to.deep.include(
        "[Lib.layout.container.Table] Lib's table layout has no config 'tdAttrs': ignored",
      );
    });
  });

  describe('absolute', () => {
    it('places each item at its x and y; an anchor sizes it from there to the edge', () => {
      const c = ct({
        layout: 'absolute',
        items: [
          { itemId: 'a', x: 10, y: 20, anchor: '100%' },
          { itemId: 'b', anchor: '-5 50%' },
          { itemId: 'c', x: 40, y: 4 },
        ],
      });
      expect(c.getTargetEl().dom.classList.contains('x-abs-layout-ct')).to.equal(true);
      const style = (id: string) => c.getComponent(id).el.dom.style as CSSStyleDeclaration;
      const a = style('a');
      expect([a.position, a.left, a.top]).to.deep.equal(['absolute', '10px', '20px']);
      expect(a.width).to.equal('calc(100% - 10px)');
      const b = style('b');
      expect([b.left, b.top, b.width, b.height]).to.deep.equal([
        '0px',
        '0px',
        'calc(100% - 5px)',
        '50%',
      ]);
      expect([style('c').left, style('c').top, style('c').width]).to.deep.equal([
        '40px',
        '4px',
        '',
      ]);
    });
  });
});
