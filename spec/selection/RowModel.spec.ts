import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, key, mouse, useDom } from '../dom.helpers';
import { simpsonsGrid, useGridCleanup } from '../grid/grid.fixtures';

const names = (records: any[]) => records.map((r) => r.get('name'));

describe('Lib.selection.RowModel', () => {
  useDom();
  const made = useGridCleanup();
  let grid: any;
  let view: any;
  let sm: any;

  function setup(config: Record<string, any> = {}) {
    grid = made(simpsonsGrid(config));
    view = grid.getView();
    sm = grid.getSelectionModel();
  }
  const row = (i: number) => view.getNode(i);
  const press = (name: string, init: KeyboardEventInit = {}) => key(view.el.dom, name, init);

  it('is created by the alias selection.rowmodel', () => {
    expect(Lib.createByAlias('selection.rowmodel', {})).to.be.instanceOf(Lib.selection.RowModel);
  });

  describe('clicks', () => {
    it('select the clicked row in SINGLE mode, marking it', () => {
      setup();
      click(row(1).children[0]);
      expect(names(sm.getSelection())).to.deep.equal(['Bart']);
      expect(row(1).classList.contains('x-grid-row-selected')).to.equal(true);
      expect(row(1).getAttribute('aria-selected')).to.equal('true');
      click(row(3));
      expect(names(sm.getSelection())).to.deep.equal(['Marge']);
      expect(row(1).classList.contains('x-grid-row-selected')).to.equal(false);
      expect(row(1).getAttribute('aria-selected')).to.equal('false');
    });

    it('select on mousedown, and a click alone also selects', () => {
      setup();
      const selectionchange = sinon.spy();
      sm.on('selectionchange', selectionchange);
      mouse(row(0), 'mousedown');
      expect(names(sm.getSelection())).to.deep.equal(['Lisa']);
      mouse(row(0), 'click');
      expect(selectionchange.calledOnce).to.equal(true);
      mouse(row(2), 'click');
      expect(names(sm.getSelection())).to.deep.equal(['Homer']);
    });

    it('Ctrl+click deselects in SINGLE mode; allowDeselect deselects on a plain click', () => {
      setup();
      click(row(0));
      click(row(0));
      expect(sm.getCount()).to.equal(1);
      click(row(0), { ctrlKey: true });
      expect(sm.getCount()).to.equal(0);
      sm.allowDeselect = true;
      click(row(2));
      click(row(2));
      expect(sm.getCount()).to.equal(0);
      expect(view.el.dom.hasAttribute('aria-multiselectable')).to.equal(false);
    });

    it('MULTI: Ctrl toggles, Shift selects the range from the anchor', () => {
      setup({ multiSelect: true });
      click(row(0));
      click(row(2), { ctrlKey: true });
      expect(names(sm.getSelection())).to.deep.equal(['Lisa', 'Homer']);
      click(row(0), { ctrlKey: true });
      expect(names(sm.getSelection())).to.deep.equal(['Homer']);
      click(row(1));
      click(row(3), { shiftKey: true });
      expect(names(sm.getSelection())).to.deep.equal(['Bart', 'Homer', 'Marge']);
      click(row(2), { shiftKey: true });
      expect(names(sm.getSelection())).to.deep.equal(['Bart', 'Homer']);
      click(row(3));
      expect(names(sm.getSelection())).to.deep.equal(['Marge']);
      expect(view.el.dom.getAttribute('aria-multiselectable')).to.equal('true');
    });

    it('SIMPLE: each click toggles its row', () => {
      setup({ simpleSelect: true });
      click(row(0));
      click(row(1));
      expect(names(sm.getSelection())).to.deep.equal(['Lisa', 'Bart']);
      click(row(0));
      expect(names(sm.getSelection())).to.deep.equal(['Bart']);
      // Several rows may be selected: assistive technology is told so.
      expect(view.el.dom.getAttribute('aria-multiselectable')).to.equal('true');
    });

    it('a right click keeps a selected row selected', () => {
      setup({ multiSelect: true });
      sm.select([0, 1]);
      click(row(1), { button: 2 });
      expect(sm.getCount()).to.equal(2);
    });

    it('move the keyboard focus to the clicked row', () => {
      setup();
      click(row(2));
      expect(sm.getLastFocused()).to.equal(grid.getStore().getAt(2));
      expect(row(2).classList.contains('x-grid-row-focused')).to.equal(true);
      expect(view.el.dom.getAttribute('aria-activedescendant')).to.equal(row(2).id);
    });

    it('do nothing while locked (disableSelection)', () => {
      setup({ disableSelection: true });
      click(row(0));
      expect(sm.hasSelection()).to.equal(false);
    });
  });

  describe('keys', () => {
    it('Down and Up move the selection', () => {
      setup();
      press('ArrowDown');
      expect(names(sm.getSelection())).to.deep.equal(['Lisa']);
      press('ArrowDown');
      press('ArrowDown');
      expect(names(sm.getSelection())).to.deep.equal(['Homer']);
      press('ArrowUp');
      expect(names(sm.getSelection())).to.deep.equal(['Bart']);
      expect(row(1).classList.contains('x-grid-row-focused')).to.equal(true);
      expect(view.el.dom.getAttribute('aria-activedescendant')).to.equal(row(1).id);
    });

    it('Home and End go to the first and last rows; moves stop at the ends', () => {
      setup();
      press('End');
      expect(names(sm.getSelection())).to.deep.equal(['Marge']);
      press('ArrowDown');
      expect(names(sm.getSelection())).to.deep.equal(['Marge']);
      press('Home');
      expect(names(sm.getSelection())).to.deep.equal(['Lisa']);
      press('ArrowUp');
      expect(names(sm.getSelection())).to.deep.equal(['Lisa']);
    });

    it('PageDown and PageUp move by the rows in view', () => {
      setup();
      click(row(0));
      press('PageDown');
      expect(names(sm.getSelection())).to.deep.equal(['Marge']);
      press('PageUp');
      expect(names(sm.getSelection())).to.deep.equal(['Lisa']);
    });

    it('Shift extends the range in MULTI mode; Ctrl moves the focus and Space toggles', () => {
      setup({ multiSelect: true });
      click(row(1));
      press('ArrowDown', { shiftKey: true });
      press('ArrowDown', { shiftKey: true });
      expect(names(sm.getSelection())).to.deep.equal(['Bart', 'Homer', 'Marge']);
      press('ArrowUp', { shiftKey: true });
      expect(names(sm.getSelection())).to.deep.equal(['Bart', 'Homer']);
      press('Home', { ctrlKey: true });
      expect(names(sm.getSelection())).to.deep.equal(['Bart', 'Homer']);
      expect(sm.getLastFocused().get('name')).to.equal('Lisa');
      press(' ', { ctrlKey: true });
      expect(names(sm.getSelection())).to.deep.equal(['Bart', 'Homer', 'Lisa']);
      press('a', { ctrlKey: true });
      expect(sm.getCount()).to.equal(4);
    });

    it('prevents the page from scrolling on handled keys', () => {
      setup();
      const event = new (globalThis as any).KeyboardEvent('keydown', {
        key: 'ArrowDown',
        keyCode: 40,
        bubbles: true,
        cancelable: true,
      });
      view.el.dom.dispatchEvent(event);
      expect(event.defaultPrevented).to.equal(true);
    });

    it('Enter on a selected row fires itemkeydown with (view, record, item, index, e)', () => {
      setup();
      click(row(2));
      const itemkeydown = sinon.spy();
      grid.on('itemkeydown', itemkeydown);
      press('Enter');
      expect(itemkeydown.calledOnce).to.equal(true);
      const [v, record, item, index, e] = itemkeydown.firstCall.args as any[];
      expect([v, record, item, index]).to.deep.equal([view, grid.getStore().getAt(2), row(2), 2]);
      expect(e.getKey()).to.equal(e.ENTER);
    });

    it('itemkeydown returning false stops the navigation', () => {
      setup();
      click(row(0));
      grid.on('itemkeydown', () => false);
      press('ArrowDown');
      expect(names(sm.getSelection())).to.deep.equal(['Lisa']);
    });

    it('fires containerkeydown when no row has the focus', () => {
      setup();
      const containerkeydown = sinon.spy();
      grid.on('containerkeydown', containerkeydown);
      press('x');
      expect(containerkeydown.calledOnce).to.equal(true);
    });

    it('ignores keys typed into elements inside the view (a row editor)', () => {
      setup();
      const input = document.createElement('input');
      view.body.dom.appendChild(input);
      key(input, 'ArrowDown');
      expect(sm.hasSelection()).to.equal(false);
      click(input);
      expect(sm.hasSelection()).to.equal(false);
    });

    it('focusing the view puts the keyboard focus on the selected or first row', () => {
      setup();
      view.el.dom.dispatchEvent(new (globalThis as any).FocusEvent('focus'));
      expect(sm.getLastFocused()).to.equal(grid.getStore().getAt(0));
      expect(sm.hasSelection()).to.equal(false);
    });

    it('focusRow focuses the view and the row', () => {
      setup();
      view.focusRow(3);
      expect(document.activeElement).to.equal(view.el.dom);
      expect(sm.getLastFocused()).to.equal(grid.getStore().getAt(3));
    });
  });

  describe('with the store', () => {
    it('keeps the marks through a sort', () => {
      setup();
      click(row(0));
      grid.getStore().sort('name');
      const lisa = view.getNode(grid.getStore().getAt(2));
      expect(lisa.classList.contains('x-grid-row-selected')).to.equal(true);
      expect(names(sm.getSelection())).to.deep.equal(['Lisa']);
    });
  });
});
