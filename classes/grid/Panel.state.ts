/**
 * A grid's state, which the grid pack adds to `Lib.grid.Panel`: with `stateful: true` and a
 * `stateId` (or an `id` of its own), the grid saves its columns' order, widths and visibility
 * and its store's sorters through `Lib.state.Manager` whenever one of `stateEvents` fires
 * (default `columnresize`, `columnmove`, `columnhide`, `columnshow`, `sortchange`), and
 * restores them when it renders. The state is `{columns: [{id, width?, hidden?}],
 * storeState: {sorters: [{property, direction}]}}`, a column's `id` being its `stateId`, else
 * its `dataIndex`. Events: `beforestatesave(grid, state)` and `beforestaterestore(grid,
 * state)` (`false` stops them), `statesave(grid, state)`, `staterestore(grid, state)`. A stored
 * state of the wrong shape is ignored with a warning.
 *
 * @example
 *   Lib.state.Manager.setProvider(Lib.create('Lib.state.LocalStorageProvider'));
 *   Lib.create('Lib.grid.Panel', {stateful: true, stateId: 'users', store, columns, renderTo: document.body});
 */
import { GridPanel } from './Panel';
import { Manager } from '../state/Manager';
import type { HeaderContainer } from './header/Container';
import type { Column } from './column/Column';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { HeaderMenu } from './header/Container.ui';
import type { Store } from '../data/Store';

/** A column's state. */
export interface ColumnState {
  id: string;
  width?: number;
  hidden?: boolean;
}

/** A grid's state. */
export interface GridState {
  columns: ColumnState[];
  storeState?: { sorters: { property: string; direction: 'ASC' | 'DESC' }[] };
}

/** The grid configs the grid pack reads (not declared configs: the core does not check them). */
export interface GridUiConfig {
  /** Save and restore the columns and sort through `Lib.state.Manager` (default `false`; grid pack). */
  stateful?: boolean;
  /** The name the state is kept under (default: the grid's own `id`, if it was given one). */
  stateId?: string;
  /** The events that save the state (default the column events and `sortchange`). */
  stateEvents?: string[];
  /** Columns can be resized by dragging their edge (default `true`; grid pack). */
  enableColumnResize?: boolean;
  /** Columns can be moved by dragging their header (default `true`; grid pack). */
  enableColumnMove?: boolean;
  /** The column menu has the Columns submenu (default `true`; grid pack). */
  enableColumnHide?: boolean;
}

declare module './Panel' {
  interface GridPanelEvents<S> {
    /** The state is about to be saved; `false` stops it. */
    beforestatesave: [grid: S, state: GridState];
    statesave: [grid: S, state: GridState];
    /** A stored state is about to be applied; `false` stops it. */
    beforestaterestore: [grid: S, state: GridState];
    staterestore: [grid: S, state: GridState];
    columnmove: [ct: HeaderContainer, column: Column, fromIdx: number, toIdx: number];
    headercontextmenu: [
      ct: HeaderContainer,
      column: Column,
      event: EventObjectImpl,
      target: HTMLElement,
    ];
    headertriggerclick: [
      ct: HeaderContainer,
      column: Column,
      event: EventObjectImpl,
      target: HTMLElement,
    ];
    menushow: [ct: HeaderContainer, column: Column, menu: HeaderMenu];
  }
  interface GridPanel {
    /** Columns can be resized by dragging their edge (grid pack). */
    enableColumnResize?: boolean;
    /** Columns can be moved by dragging their header (grid pack). */
    enableColumnMove?: boolean;
    /** The column menu has the Columns submenu (grid pack). */
    enableColumnHide?: boolean;
    stateful?: boolean;
    stateId?: string;
    stateEvents: string[];
    /** The name the grid's state is kept under, or `undefined` (no state). */
    getStateId(): string | undefined;
    /** The grid's state (see `GridState`). */
    getState(): GridState;
    /** Applies a state (see `GridState`); parts of the wrong shape are skipped. */
    applyState(state: GridState): void;
    /** Saves the state (fires `beforestatesave`, then `statesave`). */
    saveState(): void;
    /** @internal Restores the state and listens to `stateEvents` (at render). */
    initState(): void;
  }
}

/** The id a column's state is kept under. */
const columnId = (column: Column & { stateId?: string }): string =>
  column.stateId || column.dataIndex || column.id;

GridPanel.override({
  stateEvents: ['columnresize', 'columnmove', 'columnhide', 'columnshow', 'sortchange'],

  getStateId(this: GridPanel) {
    const me = this;
    return me.stateId || (me.id.startsWith(me.xtype + '-') ? undefined : me.id);
  },

  getState(this: GridPanel): GridState {
    const store: Store | undefined = this.getStore();
    return {
      columns: this.headerCt.getGridColumns().map((c) => {
        const state: ColumnState = { id: columnId(c) };
        if (c.flex == null && typeof c.width == 'number') state.width = c.width;
        if (c.hidden) state.hidden = true;
        return state;
      }),
      storeState: {
        sorters: (store?.sorters || [])
          .filter((s) => typeof s.property == 'string')
          .map((s) => ({ property: s.property!, direction: s.direction })),
      },
    };
  },

  applyState(this: GridPanel, state: GridState) {
    const me = this;
    const ct = me.headerCt;
    const items = ct.getGridColumns();
    const saved = Array.isArray(state.columns) ? state.columns : [];
    const rank = new Map(saved.map((s, i) => [s && s.id, i]));
    // Columns the state does not know keep their place after the known ones' order.
    const order = items
      .slice()
      .sort((a, b) => (rank.get(columnId(a)) ?? 1e9) - (rank.get(columnId(b)) ?? 1e9));
    items.splice(0, items.length, ...order);
    for (const s of saved) {
      const column = s && items.find((c) => columnId(c) === s.id);
      if (!column) continue;
      if (typeof s.width == 'number' && s.width >= 0) {
        column.width = s.width;
        column.flex = undefined;
      }
      if (typeof s.hidden == 'boolean') column.hidden = s.hidden;
    }
    ct.$visible = null;
    const sorters = state.storeState?.sorters;
    const store: Store | undefined = me.getStore();
    if (store && Array.isArray(sorters) && sorters.length) {
      store.sort(sorters.filter((s) => s && typeof s.property == 'string'));
    }
  },

  saveState(this: GridPanel) {
    const me = this;
    const id = me.getStateId();
    const state = me.getState();
    if (id && me.fireEvent('beforestatesave', me, state) !== false) {
      Manager.set(id, state);
      me.fireEvent('statesave', me, state);
    }
  },

  initState(this: GridPanel) {
    const me = this;
    const id = me.getStateId();
    if (!me.stateful || !id) return;
    // Checked below before it is used as a grid's state.
    const state = Manager.get(id) as GridState | undefined;
    if (state !== undefined) {
      if (!state || typeof state != 'object' || !Array.isArray(state.columns)) {
        console.warn(`[${me.$className}] ignored the stored state '${id}': not a grid's state`);
      } else if (me.fireEvent('beforestaterestore', me, state) !== false) {
        me.applyState(state);
        me.fireEvent('staterestore', me, state);
      }
    }
    for (const name of me.stateEvents) me.on(name, me.saveState, me);
  },
});
