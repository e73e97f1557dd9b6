/**
 * `Lib.selection.CheckboxModel` (alias `selection.checkboxmodel`, the grid's
 * `selType: 'checkboxmodel'`; grid pack): a row model (MULTI by default) that adds a column of
 * row checkers (`x-grid-row-checker` in `x-grid-cell-row-checker` cells) at `injectCheckbox`
 * (`0`/`'first'`, `'last'`, an index, or `false` for none). Pressing a checker toggles its row,
 * keeping the others selected; with `checkOnly` only the checkers select.
 *
 * The checker column's header holds a check-all box (`role="checkbox"`, a Tab stop): clicking
 * it, or Enter/Space on it, selects every row, or deselects them all when all are selected.
 * It shows the state: `x-grid-hd-checker-on` and `aria-checked="true"` when every row is
 * selected, `aria-checked="mixed"` (`x-grid-hd-checker-mixed`) when some are, `"false"` when
 * none (in SINGLE mode there is none, unless `showHeaderCheckbox: true`).
 *
 * Keyboard (on the grid's rows): Up/Down/Page Up/Page Down/Home/End move the focus without
 * changing the selection (unlike a plain row model, which would drop the checked rows), Space
 * toggles the focused row, Shift+arrows select a range, Ctrl+A selects all.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {selModel: {selType: 'checkboxmodel', checkOnly: true}, ...});
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, oneOf, either } from '../../lib/config';
import { ComponentManager } from '../ComponentManager';
import { make, px } from '../dom/Element.build';
import { CellContent } from '../grid/column/Action.cells';
import { RowModel, type RowModelConfig } from './RowModel';
import type { Column } from '../grid/column/Column';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { Model } from '../data/Model';
import type { TableView } from '../view/Table';
import type { Store } from '../data/Store';
import type { Container } from '../container/Container';

/** The checker column: `isCheckerHd` when its header has the check-all box. */
type CheckerColumn = Column & { isCheckerHd?: boolean };

export interface CheckboxModelConfig extends RowModelConfig {
  /** Where the checker column goes: an index, `'first'`, `'last'`, or `false` for none (default `0`). */
  injectCheckbox?: number | 'first' | 'last' | false;
  /** Only the checkers select rows (default `false`). */
  checkOnly?: boolean;
  /** Show the check-all box in the header (default: yes, except in SINGLE mode). */
  showHeaderCheckbox?: boolean;
  /** Width of the checker column in pixels (default 24). */
  headerWidth?: number;
  /** The header's class while every row is selected (default `'x-grid-hd-checker-on'`). */
  checkerOnCls?: string;
}

export class CheckboxModel extends RowModel {
  declare injectCheckbox: number | 'first' | 'last' | false;
  declare checkOnly: boolean;
  declare showHeaderCheckbox?: boolean;
  declare headerWidth: number;
  /** The header's class while every row is selected (`x-grid-hd-checker-on`). */
  declare checkerOnCls: string;
  /** The checker column, once added. */
  declare column: Column | null;
  /** @internal The cell content of the checker cells. */
  declare $content: CellContent;

  override $construct(config?: CheckboxModelConfig): this {
    const me = super.$construct(config);
    if (me.mode === 'SINGLE' && me.showHeaderCheckbox !== true) me.showHeaderCheckbox = false;
    me.$content = new CellContent(me);
    return me;
  }

  /** Serves a view: adds the checker column to its header, follows header clicks and column changes. */
  override bindComponent(view: TableView): void {
    const me = this;
    super.bindComponent(view);
    me.addCheckbox(view);
    view.headerCt!.on({
      headerclick: me.onHeaderClick,
      // Columns replaced (`reconfigure`): the checker column comes back.
      columnschanged: () => me.column?.ownerCt || me.addCheckbox(view),
      scope: me,
    });
  }

  /** @internal Puts a new checker column into the view's header at `injectCheckbox`. */
  addCheckbox(view: TableView): void {
    const me = this;
    const header = view.headerCt!;
    const items: Column[] = header.items.items;
    const at = me.injectCheckbox;
    if (at === false) return;
    const index = at === 'last' ? items.length : at === 'first' ? 0 : Math.min(at, items.length);
    if (view.store?.buffered) me.showHeaderCheckbox = false;
    const column = (me.column = ComponentManager.create(me.getHeaderConfig(), 'gridcolumn'));
    column.ownerCt = header as unknown as Container;
    column.on('destroy', () => me.column === column && (me.column = null));
    items.splice(index, 0, column);
    header.$visible = null;
    if (header.rendered) {
      column.render(header.rowEl!.dom, index);
      view.onColumnsChanged();
    }
  }

  /** The checker column's config (Ext's hook): not sortable, resizable, movable or hideable. */
  getHeaderConfig(): Record<string, unknown> {
    const me = this;
    const check = me.showHeaderCheckbox !== false;
    return {
      isCheckerHd: check,
      width: me.headerWidth,
      minWidth: me.headerWidth,
      sortable: false,
      draggable: false,
      resizable: false,
      hideable: false,
      menuDisabled: true,
      cls: check ? px('column-header-checkbox') : '',
      tdCls: px('grid-cell-special grid-cell-row-checker'),
      renderer: () => me.$content,
      editRenderer: () => '',
      listeners: { afterrender: me.onCheckerRender, scope: me },
    };
  }

  /** @internal The checker column rendered: its header gets the check-all box. */
  onCheckerRender(column: Column): void {
    if (!(column as CheckerColumn).isCheckerHd) return;
    const inner = column.el!.dom.firstChild!;
    make(inner, 'span', 'grid-hd-checker', {
      role: 'checkbox',
      tabindex: '0',
      'aria-label': 'Select all',
    });
    this.updateHeaderState();
  }

  /** @internal Writes a checker cell (built once per cell; the row's class shows the state). */
  writeCell(td: HTMLElement): void {
    if (!td.firstChild || td.firstChild.nodeType !== 1) {
      td.textContent = '';
      make(td, 'div', 'grid-row-checker', { 'aria-hidden': 'true' });
    }
  }

  /** @internal A header click (or Enter/Space) on the check-all box: selects all, or none when all are. */
  onHeaderClick(_ct: unknown, column: CheckerColumn, e: EventObjectImpl): boolean | void {
    const me = this;
    if (column !== me.column || !column.isCheckerHd) return;
    e.stopEvent();
    if (me.allSelected()) me.deselectAll();
    else me.selectAll();
    return false;
  }

  /** Whether every record of the store is selected (and there is one). */
  allSelected(): boolean {
    const count = this.store?.getCount() || 0;
    return count > 0 && this.selectedInStore() === count;
  }

  /** @internal The number of selected records the store shows (a key lookup each). */
  selectedInStore(): number {
    const data = this.store?.data;
    let count = 0;
    if (data) for (const record of this.selected.items) if (data.contains(record)) count++;
    return count;
  }

  /**
   * Shows on the header's check-all box whether all (`x-grid-hd-checker-on`, `aria-checked`
   * `true`), some (`mixed`) or none of the rows are selected.
   */
  updateHeaderState(): void {
    const me = this;
    const dom = me.column?.el?.dom;
    const box = dom?.querySelector('.' + px('grid-hd-checker'));
    if (!box) return;
    const all = me.allSelected();
    const some = !all && me.selectedInStore() > 0;
    dom!.classList.toggle(me.checkerOnCls, all);
    dom!.classList.toggle(px('grid-hd-checker-mixed'), some);
    box.setAttribute('aria-checked', all ? 'true' : some ? 'mixed' : 'false');
  }

  /** Follows the store; its changes (add, remove, load) update the check-all box. */
  override bindStore(store: Store | null, initial?: boolean): void {
    const me = this;
    me.store?.un('datachanged', me.updateHeaderState, me);
    super.bindStore(store, initial);
    store?.on('datachanged', me.updateHeaderState, me);
  }

  /** @internal After a selection change, the check-all box follows. */
  override maybeFireSelectionChange(changed: boolean, suppressEvent?: boolean): void {
    super.maybeFireSelectionChange(changed, suppressEvent);
    if (changed) this.updateHeaderState();
  }

  /** @internal Fires `selectionchange`; the check-all box follows. */
  override fireSelectionChange(): void {
    super.fireSelectionChange();
    this.updateHeaderState();
  }

  /** @internal `mousedown` on a row: a checker toggles it; with `checkOnly` nothing else selects. */
  override onItemMouseDown(record: Model, index: number, e: EventObjectImpl): void {
    this.viaChecker(e, () => super.onItemMouseDown(record, index, e));
  }

  /** @internal `click` on a row (see `onItemMouseDown`). */
  override onItemClick(record: Model, index: number, e: EventObjectImpl): void {
    this.viaChecker(e, () => super.onItemClick(record, index, e));
  }

  /** @internal Runs a row model's selection step as a checker toggles (SIMPLE), or not at all. */
  viaChecker(e: EventObjectImpl, step: () => void): void {
    const me = this;
    const checker = !!e.getTarget('.' + px('grid-cell-row-checker'));
    const mode = me.mode;
    if (me.checkOnly && !checker) return;
    if (checker && mode !== 'SINGLE') me.mode = 'SIMPLE';
    try {
      step();
    } finally {
      me.mode = mode;
    }
  }

  /**
   * @internal Keys on the rows: moving keeps the selection (Space toggles the focused row),
   * except Shift ranges, Ctrl+A and SINGLE mode, handled as a row model does.
   */
  override onKeyDown(e: EventObjectImpl): boolean {
    const me = this;
    const mode = me.mode;
    if (mode === 'MULTI' && !e.shiftKey && !(e.getKey() === 65 && (e.ctrlKey || e.metaKey))) {
      me.mode = 'SIMPLE';
    }
    try {
      return super.onKeyDown(e);
    } finally {
      me.mode = mode;
    }
  }

  override destroy(): void {
    this.column = null;
    super.destroy();
  }
}

registerClass(CheckboxModel, 'Lib.selection.CheckboxModel', {
  $configs: declareConfigs<CheckboxModelConfig, RowModelConfig>({
    injectCheckbox: cfg(
      either(oneOf('first', 'last', false), [(v) => typeof v === 'number' && v >= 0, 'an index']),
      0,
    ),
    checkOnly: false,
    showHeaderCheckbox: cfg('boolean'),
    headerWidth: 24,
    checkerOnCls: px('grid-hd-checker-on'),
  }),
  alias: 'selection.checkboxmodel',
  mode: 'MULTI',
  column: null,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.selection.CheckboxModel': typeof CheckboxModel;
  }
  interface AliasMap {
    'selection.checkboxmodel': typeof CheckboxModel;
  }
}
