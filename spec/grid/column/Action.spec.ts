import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, key, mouse, useDom } from '../../dom.helpers';
import { simpsonsColumns, simpsonsGrid, useGridCleanup } from '../grid.fixtures';
// The action column is in the grid pack.
import '../../../packs/grid';

describe('Lib.grid.column.Action', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (column: Record<string, any>, config: Record<string, any> = {}): any =>
    made(
      simpsonsGrid({
        columns: [...simpsonsColumns(), { xtype: 'actioncolumn', text: 'Actions', ...column }],
        ...config,
      }),
    );
  const icons = (g: any, row: number): HTMLElement[] =>
    Array.from(g.getView().getNode(row).querySelectorAll('.x-action-col-icon'));

  it('is the actioncolumn xtype and Lib.grid.ActionColumn, not sortable', () => {
    const column = Lib.widget('actioncolumn', {});
    expect(column).to.be.instanceOf(Lib.grid.column.Column);
    expect(Lib.ClassManager.get('Lib.grid.ActionColumn')).to.equal(Lib.grid.column.Action);
    expect([column.sortable, column.stopSelection, column.isSortable()]).to.deep.equal([
      false,
      true,
      false,
    ]);
    column.destroy();
  });

  it('builds one element per item: an img for an icon, a span with iconCls otherwise', () => {
    const g = grid({
      items: [
        { icon: 'img/edit.png', tooltip: 'Edit <now>' },
        { iconCls: 'icon-del', altText: 'Delete' },
      ],
    });
    const [img, span] = icons(g, 0);
    expect(img.tagName).to.equal('IMG');
    expect(img.getAttribute('src')).to.equal('img/edit.png');
    expect(img.className).to.equal('x-action-col-icon x-action-col-0');
    expect(img.getAttribute('data-qtip')).to.equal('Edit <now>');
    expect(img.getAttribute('aria-label')).to.equal('Edit <now>');
    expect([img.getAttribute('role'), img.getAttribute('tabindex')]).to.deep.equal([
      'button',
      '-1',
    ]);
    expect(span.tagName).to.equal('SPAN');
    expect(span.className).to.equal('x-action-col-icon x-action-col-1 icon-del');
    expect(span.hasAttribute('data-qtip')).to.equal(false);
    expect(span.getAttribute('aria-label')).to.equal('Delete');
    expect(g.getView().getCell(0, 3).dom.className).to.contain('x-action-col-cell');
  });

  it('takes a single item from the column configs without items', () => {
    const handler = sinon.spy();
    const g = grid({ iconCls: 'icon-go', tooltip: 'Go', handler });
    const [icon] = icons(g, 1);
    expect(icons(g, 1)).to.have.length(1);
    expect(icon.className).to.contain('icon-go');
    click(icon);
    expect(handler.calledOnce).to.equal(true);
  });

  it('refuses an icon URL that is not http(s), relative or data:image', () => {
    expect(() => Lib.widget('actioncolumn', { items: [{ icon: 'javascript:alert(1)' }] })).to.throw(
      TypeError,
      /items\[0\]\.icon/,
    );
    expect(() => Lib.widget('actioncolumn', { icon: 'javascript:x' })).to.throw(
      TypeError,
      /'icon'/,
    );
  });

  it("calls the handler with Ext's arguments on click, without selecting the row", () => {
    const handler = sinon.spy();
    const scope = {};
    const g = grid({ items: [{ iconCls: 'a' }, { iconCls: 'b', handler, scope }] });
    click(icons(g, 2)[1]);
    expect(handler.calledOnce).to.equal(true);
    const [view, rowIndex, colIndex, item, e, record, row] = handler.firstCall.args;
    expect(view).to.equal(g.getView());
    expect([rowIndex, colIndex]).to.deep.equal([2, 3]);
    expect(item).to.equal(g.columns[3].items[1]);
    expect(e.type).to.equal('click');
    expect(record.get('name')).to.equal('Homer');
    expect(row).to.equal(g.getView().getNode(2));
    expect(handler.firstCall.thisValue).to.equal(scope);
    expect(g.getSelectionModel().getCount()).to.equal(0);
  });

  it('selects the row with stopSelection false', () => {
    const g = grid({ stopSelection: false, items: [{ iconCls: 'a', handler() {} }] });
    click(icons(g, 1)[0]);
    expect(g.getSelectionModel().getSelection()[0].get('name')).to.equal('Bart');
  });

  it('uses getClass and isDisabled per row; a disabled icon does nothing', () => {
    const handler = sinon.spy();
    const g = grid({
      items: [
        {
          tooltip: 'Edit',
          handler,
          getClass: (_v: any, _m: any, record: any) => 'cls-' + record.get('name'),
          isDisabled: (_view: any, rowIndex: number) => rowIndex === 0,
        },
      ],
    });
    const [first] = icons(g, 0);
    const [second] = icons(g, 1);
    expect(first.className).to.equal('x-action-col-icon x-action-col-0 x-item-disabled cls-Lisa');
    expect(first.getAttribute('aria-disabled')).to.equal('true');
    expect(first.hasAttribute('data-qtip')).to.equal(false);
    expect(second.className).to.equal('x-action-col-icon x-action-col-0 cls-Bart');
    click(first);
    expect(handler.called).to.equal(false);
    click(second);
    expect(handler.calledOnce).to.equal(true);
  });

  it('disableAction / enableAction change an item in every row and fire disable / enable', () => {
    const g = grid({ items: [{ iconCls: 'a' }] });
    const column = g.columns[3];
    const fired: string[] = [];
    column.on({ disable: () => fired.push('disable'), enable: () => fired.push('enable') });
    column.disableAction(0);
    expect(icons(g, 3)[0].className).to.contain('x-item-disabled');
    column.enableAction(column.items[0]);
    expect(icons(g, 3)[0].className).not.to.contain('x-item-disabled');
    expect(fired).to.deep.equal(['disable', 'enable']);
  });

  it('writes a configured renderer as text before the icons', () => {
    const g = grid({
      dataIndex: 'name',
      renderer: (v: string) => '<b>' + v,
      items: [{ iconCls: 'a' }],
    });
    const cell = g.getView().getCell(0, 3).dom;
    expect(cell.firstChild.data).to.equal('<b>Lisa');
    expect(cell.querySelector('b')).to.equal(null);
  });

  it('keeps the icon elements when the row is written again', () => {
    const g = grid({ items: [{ iconCls: 'a' }] });
    const [before] = icons(g, 0);
    g.getStore().getAt(0).set('name', 'Maggie');
    expect(icons(g, 0)[0]).to.equal(before);
  });

  describe('keyboard', () => {
    it('Right on the focused row focuses its first icon, Enter or Space calls the handler', () => {
      const handler = sinon.spy();
      const g = grid({
        items: [
          { iconCls: 'a', handler },
          { iconCls: 'b', handler },
        ],
      });
      const view = g.getView();
      view.focusRow(1);
      key(view.el.dom, 'ArrowRight');
      const [first, second] = icons(g, 1);
      expect(document.activeElement).to.equal(first);
      key(first, 'Enter');
      expect(handler.callCount).to.equal(1);
      expect(handler.firstCall.args[1]).to.equal(1);
      expect(handler.firstCall.args[3]).to.equal(g.columns[3].items[0]);
      key(first, 'ArrowRight');
      expect(document.activeElement).to.equal(second);
      key(second, ' ');
      expect(handler.callCount).to.equal(2);
      expect(handler.secondCall.args[3]).to.equal(g.columns[3].items[1]);
      key(second, 'Escape');
      expect(document.activeElement).to.equal(view.el.dom);
    });

    it('Left reaches the last icon; Down goes back to the rows and moves', () => {
      const g = grid({ items: [{ iconCls: 'a' }, { iconCls: 'b' }] });
      const view = g.getView();
      view.focusRow(0);
      key(view.el.dom, 'ArrowLeft');
      expect(document.activeElement).to.equal(icons(g, 0)[1]);
      key(document.activeElement, 'ArrowDown');
      expect(document.activeElement).to.equal(view.el.dom);
      expect(g.getSelectionModel().getLastFocused().get('name')).to.equal('Bart');
    });
  });

  it('a press in the cell outside the icons selects the row', () => {
    const g = grid({ items: [{ iconCls: 'a', handler() {} }] });
    mouse(g.getView().getCell(1, 3).dom, 'mousedown');
    expect(g.getSelectionModel().getSelection()[0].get('name')).to.equal('Bart');
  });
});

describe('Lib.grid.column.Action and CheckColumn under a cell model', () => {
  useDom();
  const made = useGridCleanup();

  it('Enter or Space on the view acts on the selected cell: its first icon, its check box', () => {
    const handler = sinon.spy();
    const g = made(
      simpsonsGrid({
        store: Lib.create('Lib.data.Store', {
          fields: ['name', { name: 'on', type: 'boolean' }],
          data: [{ name: 'Lisa' }, { name: 'Bart' }],
        }),
        columns: [
          { dataIndex: 'name' },
          { xtype: 'checkcolumn', dataIndex: 'on' },
          { xtype: 'actioncolumn', items: [{ iconCls: 'a', handler }, { iconCls: 'b' }] },
        ],
      }),
    );
    const view = g.getView();
    const sm = g.getSelectionModel();
    // What a cell model (Lib.selection.CellModel, Ext's getCurrentPosition) tells.
    let position = { row: 1, column: 2 };
    sm.getCurrentPosition = () => position;
    view.focusEl();
    key(view.el.dom, 'Enter');
    expect(handler.calledOnce).to.equal(true);
    expect(handler.firstCall.args[1]).to.equal(1);
    expect(handler.firstCall.args[3]).to.equal(g.columns[2].items[0]);
    position = { row: 0, column: 1 };
    key(view.el.dom, ' ');
    expect(g.getStore().getAt(0).get('on')).to.equal(true);
  });
});
