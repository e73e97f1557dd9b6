import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { useDom } from '../../dom.helpers';
import { cellWidths, rowTexts, simpsonsGrid, useGridCleanup } from '../grid.fixtures';

describe('Lib.grid.column.Column', () => {
  useDom();
  const made = useGridCleanup();

  describe('configs', () => {
    it('is the gridcolumn xtype and Lib.grid.Column, with Ext defaults', () => {
      const column = Lib.widget('gridcolumn', { dataIndex: 'name' });
      expect(column).to.be.instanceOf(Lib.grid.column.Column);
      expect(Lib.ClassManager.get('Lib.grid.Column')).to.equal(Lib.grid.column.Column);
      expect(column.width).to.equal(100);
      expect(column.minWidth).to.equal(40);
      expect(column.sortable).to.equal(true);
      expect(column.align).to.equal('left');
      expect(column.text).to.equal('');
      expect(column.isColumn).to.equal(true);
      column.destroy();
    });

    it('takes the header text from header or text', () => {
      const a = Lib.create('Lib.grid.column.Column', { header: 'Name' });
      const b = Lib.create('Lib.grid.column.Column', { text: 'Email', header: 'ignored' });
      expect([a.text, b.text]).to.deep.equal(['Name', 'Email']);
      a.destroy();
      b.destroy();
    });

    it('gives no width to a flex column', () => {
      const column = Lib.create('Lib.grid.column.Column', { flex: 2 });
      expect(column.width).to.equal(undefined);
      column.destroy();
    });

    it('keeps field and editor as given', () => {
      const editor = { xtype: 'textfield', allowBlank: false };
      const column = Lib.create('Lib.grid.column.Column', { field: 'textfield', editor });
      expect(column.field).to.equal('textfield');
      expect(column.editor).to.equal(editor);
      expect((column as any).getEditor).to.equal(undefined);
      column.destroy();
    });

    it('names a Lib.util.Format function as renderer', () => {
      const grid = made(
        simpsonsGrid({ columns: [{ text: 'N', dataIndex: 'name', renderer: 'uppercase' }] }),
      );
      expect(rowTexts(grid.getView().getNode(0))).to.deep.equal(['LISA']);
      expect(() => Lib.create('Lib.grid.column.Column', { renderer: 'nope' })).to.throw(
        Lib.Error,
        /'nope' is not a Lib\.util\.Format function/,
      );
    });

    it('refuses a renderer naming what every object inherits rather than a Format function', () => {
      for (const name of ['toString', 'constructor', 'hasOwnProperty', 'valueOf', 'callParent']) {
        expect(() => Lib.create('Lib.grid.column.Column', { renderer: name }), name).to.throw(
          Lib.Error,
          new RegExp(
            `\\[Lib\\.grid\\.column\\.Column\\] config 'renderer': '${name}' is not a Lib\\.util\\.Format function`,
          ),
        );
      }
      const column = Lib.create('Lib.grid.column.Column', { renderer: 'usMoney' });
      expect((column.renderer as any)(2)).to.equal('$2.00');
      column.destroy();
    });

    it('rejects configs of the wrong type', () => {
      const create = (cfg: any) => () => Lib.create('Lib.grid.column.Column', cfg);
      expect(create({ dataIndex: 3 })).to.throw(
        TypeError,
        /config 'dataIndex' must be a field name/,
      );
      expect(create({ flex: -1 })).to.throw(TypeError, /'flex' must be a number/);
      expect(create({ width: '10px' })).to.throw(TypeError, /'width' must be a number/);
      expect(create({ renderer: 5 })).to.throw(TypeError, /'renderer' must be a function/);
      expect(create({ align: 'middle' })).to.throw(TypeError, /'align' must be 'left'/);
      expect(create({ columns: [] })).to.throw(
        Lib.Error,
        /grouped column headers are not supported/,
      );
    });
  });

  describe('in a grid', () => {
    it('knows its index and visible index', () => {
      const grid = made(simpsonsGrid());
      const [name, email, phone] = grid.columns;
      expect([name.getIndex(), email.getIndex(), phone.getIndex()]).to.deep.equal([0, 1, 2]);
      email.hide();
      expect([email.getIndex(), email.getVisibleIndex(), phone.getVisibleIndex()]).to.deep.equal([
        1, -1, 1,
      ]);
      expect(grid.headerCt.getHeaderAtIndex(1)).to.equal(phone);
      expect(grid.headerCt.getHeaderIndex(phone)).to.equal(1);
      const alone = Lib.create('Lib.grid.column.Column', {});
      expect([alone.getIndex(), alone.getVisibleIndex()]).to.deep.equal([-1, -1]);
      alone.destroy();
    });

    it('hide and show remove and bring back its cells, firing columnhide and columnshow', () => {
      const grid = made(simpsonsGrid());
      const email = grid.columns[1];
      const columnhide = sinon.spy();
      const columnshow = sinon.spy();
      grid.on({ columnhide, columnshow });
      email.hide();
      expect(rowTexts(grid.getView().getNode(0))).to.deep.equal(['Lisa', '555-111-1224']);
      expect(email.el.hasCls('x-hide-display')).to.equal(true);
      expect(columnhide.calledOnceWith(grid.headerCt, email)).to.equal(true);
      expect(grid.columns[2].getCellWidth()).to.equal(100);
      expect(grid.getView().el.dom.getAttribute('aria-colcount')).to.equal('2');
      email.show();
      expect(rowTexts(grid.getView().getNode(0))).to.deep.equal([
        'Lisa',
        'lisa@simpsons.com',
        '555-111-1224',
      ]);
      expect(columnshow.calledOnce).to.equal(true);
    });

    it('a hidden column starts without cells', () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'Name', dataIndex: 'name', hidden: true },
            { text: 'Email', dataIndex: 'email', flex: 1 },
          ],
        }),
      );
      expect(rowTexts(grid.getView().getNode(0))).to.deep.equal(['lisa@simpsons.com']);
      expect(grid.columns[1].getCellWidth()).to.equal(398);
    });

    it('setWidth fixes the width, drops the flex and fires columnresize', () => {
      const grid = made(simpsonsGrid());
      const [name, email, phone] = grid.columns;
      const columnresize = sinon.spy();
      grid.on('columnresize', columnresize);
      name.setWidth(150);
      expect(name.getCellWidth()).to.equal(150);
      expect(email.getCellWidth()).to.equal(148);
      expect(columnresize.calledOnceWith(grid.headerCt, name, 150)).to.equal(true);
      expect(cellWidths(grid.getView())[0]).to.equal('150px');
      const rows = grid.getView().getNodes();
      email.setWidth(198);
      expect(email.flex).to.equal(undefined);
      expect(email.getCellWidth()).to.equal(198);
      expect(columnresize.callCount).to.equal(2);
      expect(grid.getView().getNodes()).to.deep.equal(rows);
      phone.setFlex(1);
      expect(phone.getCellWidth()).to.equal(398 - 150 - 198);
      expect(() => name.setWidth('wide' as any)).to.throw(
        TypeError,
        /#setWidth\] width must be a number/,
      );
    });

    it('keeps flex columns at their minWidth at least', () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'A', dataIndex: 'name', width: 390 },
            { text: 'B', dataIndex: 'email', flex: 1, minWidth: 60 },
          ],
        }),
      );
      expect(grid.columns[1].getCellWidth()).to.equal(60);
    });

    it('aligns its header and cells', () => {
      const grid = made(
        simpsonsGrid({
          columns: [{ text: 'Phone', dataIndex: 'phone', align: 'right', tdCls: 'tel' }],
        }),
      );
      const column = grid.columns[0];
      expect(column.el.hasCls('x-column-header-align-right')).to.equal(true);
      const td = grid.getView().getNode(0).children[0];
      expect(td.classList.contains('x-grid-cell-align-right')).to.equal(true);
      expect(td.classList.contains('tel')).to.equal(true);
    });

    it('setText changes the header text (as text)', () => {
      const grid = made(simpsonsGrid());
      grid.columns[0].setText('<u>Who</u>');
      expect(grid.columns[0].el.dom.textContent).to.equal('<u>Who</u>');
      expect(grid.columns[0].el.dom.querySelector('u')).to.equal(null);
    });

    it("gives its header the tooltip as data-qtip, or as the title with tooltipType 'title'", () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'N', dataIndex: 'name', tooltip: 'The name' },
            { text: 'E', dataIndex: 'email', tooltip: 'The e-mail', tooltipType: 'title' },
          ],
        }),
      );
      const [name, email] = grid.columns.map((c: any) => c.el.dom);
      expect(name.getAttribute('data-qtip')).to.equal('The name');
      expect(name.hasAttribute('title')).to.equal(false);
      expect(email.title).to.equal('The e-mail');
      expect(email.hasAttribute('data-qtip')).to.equal(false);
    });
  });

  describe('.raw', () => {
    it('wraps markup so that a cell writes it as markup', () => {
      const raw = Lib.grid.column.Column.raw('<b>x</b>');
      expect(raw.html).to.equal('<b>x</b>');
      expect(String(raw)).to.equal('<b>x</b>');
      expect(Lib.grid.column.Column.raw(null).html).to.equal('');
    });
  });
});
