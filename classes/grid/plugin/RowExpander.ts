/**
 * `Lib.grid.plugin.RowExpander` (ptype `rowexpander`, in the grid pack): Ext 4's row expander.
 * An expander column at index 0 (`x-grid-row-expander` buttons with `aria-expanded`) shows or
 * hides a body under each row: `rowBodyTpl` (a template string, array or `Lib.XTemplate`)
 * applied to the record's data, written through `Lib.dom.Markup`. A click on the button, Enter
 * (`expandOnEnter`) or a double-click (`expandOnDblClick`) toggles the focused row. The view
 * fires `expandbody(rowNode, record, bodyNode)` and `collapsebody(rowNode, record, bodyNode)`.
 * Expanded rows are kept by record (across scrolling and sorting) and dropped on a store load.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {store, columns,
 *     plugins: [{ptype: 'rowexpander', rowBodyTpl: '<p>{description}</p>'}]});
 */
import { registerClass } from '../../../lib/Class';
import { cfg, checkConfigs, declareConfigs } from '../../../lib/config';
import { Base } from '../../../lib/Base';
import * as ClassManager from '../../../lib/ClassManager';
import { ComponentManager } from '../../ComponentManager';
import { RowBody, type BodyRow } from '../feature/RowBody';
import type { Container } from '../../container/Container';
import { px } from '../../dom/Element.build';
import { RawHtml } from '../column/Column';
import type { RowSlot } from '../../view/Table.rows';
import type { GridPanel } from '../Panel';
import type { Column } from '../column/Column';
import type { ColumnSpec, HeaderContainer } from '../header/Container';
import type { XTemplate } from '../../XTemplate';
import type { ViewItem } from '../../view/Table';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { Model } from '../../data/Model';

export interface RowExpanderConfig {
  /** The body's template: a string, an array of strings or a `Lib.XTemplate`. */
  rowBodyTpl?: unknown;
  /** Enter toggles the focused row (default `true`). */
  expandOnEnter?: boolean;
  /** A double-click on a row toggles it (default `true`). */
  expandOnDblClick?: boolean;
  /** Expanding a row selects it (default `false`). */
  selectRowOnExpand?: boolean;
  /** The plugin's id for `grid.getPlugin`. */
  pluginId?: string;
}

/** The expander cell's content: one button, its `aria-expanded` the row's state. */
class Toggle extends RawHtml {
  constructor(readonly open: boolean) {
    super('');
  }
  override writeTo(cell: HTMLElement): void {
    let button = cell.firstChild as HTMLElement | null;
    if (!button || button.nodeName !== 'BUTTON') {
      button = document.createElement('button') as HTMLButtonElement;
      button.setAttribute('type', 'button');
      button.className = px('grid-row-expander');
      button.tabIndex = -1;
      button.setAttribute('aria-label', 'Row details');
      cell.replaceChildren(button);
    }
    button.setAttribute('aria-expanded', String(this.open));
  }
}
/** What `rowBodyTpl` may be given as. */
type Tpl = string | string[] | XTemplate | undefined;

const OPEN = new Toggle(true);
const SHUT = new Toggle(false);

export interface RowExpander {
  $construct(config?: RowExpanderConfig): this;
}

export class RowExpander extends Base {
  /** The body's template (a `Lib.XTemplate` after `init`). */
  declare rowBodyTpl: XTemplate;
  declare expandOnEnter: boolean;
  declare expandOnDblClick: boolean;
  declare selectRowOnExpand: boolean;
  declare pluginId: string;
  /** The grid (after `init`). */
  declare grid: GridPanel;
  /** @internal The expanded records. */
  declare $open: Set<ViewItem>;
  /** @internal The rowbody feature showing the bodies. */
  declare $feature: RowBody;

  override $construct(config?: RowExpanderConfig): this {
    config = checkConfigs(this, config);
    if (config) Object.assign(this, config);
    return this;
  }

  /** Adds the expander column and hooks the grid's view (called by the grid). */
  init(grid: GridPanel): void {
    const me = this;
    const tpl: Tpl = me.rowBodyTpl;
    me.grid = grid;
    me.$open = new Set();
    me.rowBodyTpl = tpl?.isTemplate
      ? tpl
      : new (ClassManager.root.XTemplate as typeof XTemplate)(tpl ?? '');
    const header = grid.headerCt;
    header.items.items.splice(0, 0, me.makeColumn(header));
    header.$visible = null;
    // `reconfigure` with columns keeps the expander column first (as Ext does).
    const setColumns = header.setColumns;
    header.setColumns = (columns: ColumnSpec[]) =>
      setColumns.call(header, [me.makeColumn(header), ...columns]);
    // The bodies and their geometry are a rowbody feature's (as in Ext 4.2): shown on the
    // expanded rows only, none estimated for the others.
    const feature = (me.$feature = new RowBody({
      estimatedBodyHeight: 0,
      getAdditionalData: (data: unknown, _i: number, record: Model) =>
        me.$open.has(record)
          ? { rowBody: me.rowBodyTpl.apply(data) }
          : { rowBodyCls: feature.rowBodyHiddenCls },
    }));
    feature.init(grid);
    grid.features.unshift(feature);
    const view = grid.view;
    const renderRow = view.updateRowState;
    view.updateRowState = function (slot: RowSlot) {
      renderRow.call(this, slot);
      const open = me.$open.has(slot.record!);
      const tr = slot.tr;
      tr.classList.toggle(px('grid-row-expanded'), open);
      tr.classList.toggle(px('grid-row-collapsed'), !open);
    };
    view.on({
      cellclick: (
        _v: unknown,
        td: HTMLElement,
        _c: number,
        record: Model,
        tr: HTMLElement,
        row: number,
        e: EventObjectImpl,
      ) => {
        if (e.getTarget('.' + px('grid-row-expander'))) me.toggleRow(row, record);
      },
      itemdblclick: (_v: unknown, record: Model, _i: unknown, row: number) =>
        me.expandOnDblClick && me.toggleRow(row, record),
      itemkeydown: (_v: unknown, record: Model, _i: unknown, row: number, e: EventObjectImpl) => {
        if (me.expandOnEnter && e.getKey() === 13) me.toggleRow(row, record);
      },
    });
    grid.mon(grid.store, 'load', () => me.$open.clear());
  }

  /** @internal The expander column (a button per row showing its state). */
  makeColumn(header: HeaderContainer): Column {
    const me = this;
    const column = ComponentManager.create<Column>(
      {
        width: 24,
        sortable: false,
        draggable: false,
        resizable: false,
        hideable: false,
        menuDisabled: true,
        tdCls: px('grid-cell-row-expander'),
        renderer: (_v: unknown, _m: unknown, record: Model) => (me.$open.has(record) ? OPEN : SHUT),
      },
      'gridcolumn',
    );
    column.ownerCt = header as unknown as Container;
    return column;
  }

  /**
   * Expands or collapses the body of a row (`rowIdx`: its view index; `record`: its record),
   * firing `expandbody` or `collapsebody` on the view. A row not rendered counts the last body
   * measured until it renders (then it is measured).
   */
  toggleRow(rowIdx: number, record?: Model | null): void {
    const me = this;
    const view = me.grid.view;
    const feature = me.$feature;
    record = record || (view.dataSource.getAt(rowIdx) as Model | undefined);
    if (!record) return;
    const open = !me.$open.has(record);
    if (open) me.$open.add(record);
    else me.$open.delete(record);
    if (!view.viewReady) return;
    const slot = view.$byRecord.get(record);
    const body = slot && (slot.tr as BodyRow).$rb;
    if (slot) (view.renderSlot(slot, record, slot.index), feature.writeBody(slot, true));
    else {
      feature.validate();
      feature.setHeight(view.dataSource.indexOf(record), record, open ? feature.$last : 0);
    }
    view.renderRows();
    if (open && me.selectRowOnExpand) view.getSelectionModel().select(record);
    view.fireEvent(
      open ? 'expandbody' : 'collapsebody',
      slot?.tr ?? null,
      record,
      (slot && (slot.tr as BodyRow).$rb) || body || null,
    );
  }
}

registerClass(RowExpander, 'Lib.grid.plugin.RowExpander', {
  $configs: declareConfigs<RowExpanderConfig>({
    rowBodyTpl: cfg([
      (v) => typeof v === 'string' || Array.isArray(v) || !!(v as XTemplate)?.isTemplate,
      'a template, a string or an array of strings',
    ]),
    expandOnEnter: cfg('boolean', true),
    expandOnDblClick: cfg('boolean', true),
    selectRowOnExpand: cfg('boolean', false),
    pluginId: cfg('string'),
  }),
  alias: 'plugin.rowexpander',
  ptype: 'rowexpander',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.plugin.RowExpander': typeof RowExpander;
  }
  interface AliasMap {
    'plugin.rowexpander': typeof RowExpander;
  }
}
