/**
 * `Lib.grid.plugin.BufferedRenderer` (ptype `bufferedrenderer`), in the grid pack: Ext JS 4.2's
 * name for the grid's virtual rendering. Lib's grid always renders only the rows in view, so
 * the plugin is needed for nothing but legacy code: it takes Ext's configs (`leadingBufferZone`
 * and `trailingBufferZone` set the rows rendered beyond the view, `scrollToLoadBuffer` how long
 * scrolling must pause before pages far away are fetched), and gives `scrollTo`.
 *
 * Over a buffered store (`buffered: true`) a grid gets one by itself, as in Ext: it fetches
 * the pages the view scrolls to (see classes/data/Store.buffered.ts), shows rows not loaded
 * yet as empty busy rows (`aria-busy`, `x-grid-row-loading`) and the rows of a page that failed
 * as error rows with a Retry button (`x-grid-row-error`).
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {store: bufferedStore, columns: columns, height: 400,
 *     plugins: [{ptype: 'bufferedrenderer', trailingBufferZone: 20}]});
 *   grid.findPlugin('bufferedrenderer').scrollTo(500000, true, (index, record) => {});
 */
import { registerClass } from '../../../lib/Class';
import { cfg, checkConfigs, declareConfigs, type Test } from '../../../lib/config';
import { apply } from '../../../lib/lang/Object';
import { Base } from '../../../lib/Base';
import { Store } from '../../data/Store';
import { bufferStore, type BufferedStore, type Hole } from '../../data/Store.buffered';
import { cssPrefix } from '../../dom/Element';
import { DelayedTask } from '../../util/DelayedTask';
import type { RowSlot } from '../../view/Table.rows';
import type { GridPanel } from '../Panel';
import type { TableView } from '../../view/Table';
import type { Model } from '../../data/Model';

export interface BufferedRendererConfig {
  /** Rows rendered below the view (default 20; the view renders the larger of both zones each side). */
  leadingBufferZone?: number;
  /** Rows rendered above the view (default 10). */
  trailingBufferZone?: number;
  /** Milliseconds scrolling must pause before the pages in view are fetched (default 200). */
  scrollToLoadBuffer?: number;
  /** Ext's rows of varying heights: Lib's rows all have one height (a warning when `true`). */
  variableRowHeight?: boolean;
  /** Id for `grid.getPlugin(pluginId)`. */
  pluginId?: string;
}

const COUNT: Test = [(v) => Number.isInteger(v) && (v as number) >= 0, 'a whole number'];

/** The view a buffered renderer drives, over a buffered store. */
type BufferedView = Omit<TableView, 'store'> & {
  store: BufferedStore;
  /** The renderer driving the view. */
  $bufferedRenderer?: BufferedRenderer | null;
};

export class BufferedRenderer extends Base {
  declare leadingBufferZone: number;
  declare trailingBufferZone: number;
  declare scrollToLoadBuffer: number;
  declare variableRowHeight: boolean;
  declare pluginId?: string;
  /** The grid (after `init`). */
  declare grid: GridPanel;
  /** The view whose rows it drives. */
  declare view: BufferedView;
  /** @internal The fetch after scrolling pauses. */
  declare $task: DelayedTask;
  /** @internal What `detach` undoes. */
  declare $undo?: () => void;

  override $construct(config?: BufferedRendererConfig): this {
    const me = this;
    config = checkConfigs(me, config);
    if (config) apply(me, config);
    if (me.variableRowHeight) {
      console.warn(
        '[Lib.grid.plugin.BufferedRenderer] variableRowHeight: Lib’s grid rows all have one height',
      );
    }
    me.$task = new DelayedTask(() => me.fetch());
    return me;
  }

  /** Drives the grid's view (replacing the one the grid got for a buffered store). */
  init(grid: GridPanel): void {
    this.grid = grid;
    const view = (grid.view || grid) as BufferedView;
    view.bufferRows = Math.max(this.leadingBufferZone, this.trailingBufferZone);
    this.attach(view);
  }

  /** @internal Takes over a view: its placeholder rows, its scroll-driven fetching. */
  attach(view: BufferedView): void {
    const me = this;
    view.$bufferedRenderer?.detach();
    view.$bufferedRenderer = me;
    me.view = view;
    const base = view.renderSlot;
    const busy = px('grid-row-loading');
    const error = px('grid-row-error');
    view.renderSlot = function (slot: RowSlot, record: Hole, index: number) {
      if (record.$pending) return me.renderHole(slot, record, index);
      if (slot.tr.hasAttribute('aria-busy')) slot.tr.removeAttribute('aria-busy');
      base.call(this, slot, record, index);
    };
    const listeners = {
      scroll: () => me.onScroll(),
      refresh: () => me.fetch(),
      destroy: () => me.detach(),
    };
    view.on(listeners);
    me.$undo = () => {
      view.un(listeners);
      if (view.renderSlot !== base) delete (view as Partial<TableView>).renderSlot;
      view.$bufferedRenderer = null;
      for (const slot of view.slots || []) slot.tr.classList.remove(busy, error);
    };
  }

  /** @internal Lets go of the view. */
  detach(): void {
    this.$task.cancel();
    this.$undo?.();
    this.$undo = undefined;
  }

  /** The plugin is destroyed with its grid. */
  override destroy(): void {
    this.detach();
    super.destroy();
  }

  /** @internal Rows of loaded pages in view: fetch ahead now; rows not loaded: once scrolling pauses. */
  onScroll(): void {
    const { view } = this;
    const store = view.store;
    if (!store.$need) return;
    const first = view.getFirstVisibleRowIndex();
    const last = first + view.getVisibleRowCount();
    if (store.getAt(first)?.$pending || store.getAt(last)?.$pending)
      this.$task.delay(this.scrollToLoadBuffer);
    else this.fetch();
  }

  /** @internal The store fetches the pages the view needs now. */
  fetch(): void {
    const view = this.view;
    const store = view?.store;
    if (!store?.$need || !view.viewReady || view.isDestroyed) return;
    const first = view.getFirstVisibleRowIndex();
    store.$need(first, first + view.getVisibleRowCount());
  }

  /**
   * @internal Writes a row not loaded yet: empty cells, `aria-busy` and `x-grid-row-loading`;
   * for a page that failed, `x-grid-row-error` and the reason with a Retry button.
   */
  renderHole(slot: RowSlot, record: Hole, index: number): void {
    const view = this.view;
    const store = view.store;
    const ctx = view.getRenderContext();
    slot.record = record;
    slot.index = index;
    slot.cells.forEach((td, c) => {
      td.className = ctx.cells[c].cls;
      td.textContent = '';
    });
    view.updateRowState(slot);
    const page = store.getPageFromRecordIndex(index);
    const failed = store.$failed.get(page);
    const tr = slot.tr;
    tr.classList.add(px(failed ? 'grid-row-error' : 'grid-row-loading'));
    tr.setAttribute('aria-busy', String(!failed));
    if (failed !== undefined && slot.cells.length) {
      const doc = tr.ownerDocument;
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = px('grid-retry');
      button.textContent = 'Retry';
      // The row is not a record: the view must not select it or start editing.
      const stop = (e: Event) => e.stopPropagation();
      button.onmousedown = button.onkeydown = stop;
      button.onclick = (e) => {
        stop(e);
        store.retryPage(page);
      };
      const size = store.pageSize;
      const from = (page - 1) * size + 1;
      slot.cells[0].append(
        button,
        doc.createTextNode(` Rows ${from}–${from + size - 1} could not be loaded (${failed})`),
      );
    }
  }

  /**
   * Scrolls row `recordIdx` (of the whole data set) into view, loading its page first when
   * needed, selects it when `doSelect`, then calls `callback(recordIdx, record)` with `scope`
   * (default the plugin).
   */
  scrollTo(
    recordIdx: number,
    doSelect?: boolean,
    callback?: (recordIdx: number, record: Model | undefined) => void,
    scope?: unknown,
  ): void {
    const me = this;
    const view = me.view;
    const store = view.store;
    const index = Math.max(0, Math.min(recordIdx, store.getCount() - 1));
    const done = () => {
      const record = store.getAt(index);
      view.scrollToRecord(index);
      if (doSelect && record) view.getSelectionModel().select(record);
      callback?.call(scope || me, index, record);
    };
    view.scrollToRecord(index, { align: 'center' });
    if (store.guaranteeRange) store.guaranteeRange(index, index, done);
    else done();
  }
}

/** `x-<name>` with the theme's prefix. */
const px = (name: string) => cssPrefix() + name;

// A buffered store gets its members here, and each grid view bound to it a renderer.
Store.$buffer = (store) =>
  bufferStore(store, (view) => {
    if (!view.$bufferedRenderer) new BufferedRenderer().attach(view as unknown as BufferedView);
  });

registerClass(BufferedRenderer, 'Lib.grid.plugin.BufferedRenderer', {
  $configs: declareConfigs<BufferedRendererConfig>({
    leadingBufferZone: cfg(COUNT, 20),
    trailingBufferZone: cfg(COUNT, 10),
    scrollToLoadBuffer: cfg(COUNT, 200),
    variableRowHeight: false,
    pluginId: cfg('string'),
  }),
  alias: 'plugin.bufferedrenderer',
  ptype: 'bufferedrenderer',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.plugin.BufferedRenderer': typeof BufferedRenderer;
  }
  interface AliasMap {
    'plugin.bufferedrenderer': typeof BufferedRenderer;
  }
}
