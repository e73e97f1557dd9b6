/**
 * Grouped (nested) column headers, which the grid pack adds to `Lib.grid.header.Container`:
 * a column config with `columns: [...]` is a group header (Ext's `isGroupHeader`) whose cell
 * spans its visible leaf columns in a header row above theirs (one row per nesting level).
 * The grid's columns stay the leaves (`getGridColumns()`); a group is not sortable, resizing
 * acts on the leaves, a group whose leaves are all hidden is hidden. A header moves (by drag,
 * or Ctrl+Left/Right) among its siblings: a leaf within its group, a group with all its leaves,
 * firing `columnmove(ct, header, fromIdx, toIdx)` once (the indexes of its first leaf). The
 * group cell is a `columnheader` with `aria-colspan`; Up and Down move the focus between a
 * group and its first column.
 *
 * @example
 *   columns: [{ text: 'Name', dataIndex: 'name' },
 *     { text: 'Contact', columns: [{ text: 'Email', dataIndex: 'email' },
 *       { text: 'Phone', dataIndex: 'phone' }] }]
 */
import { ComponentManager } from '../../ComponentManager';
import { make, px } from '../../dom/Element.build';
import { HeaderContainer } from './Container';
import { within, type MenuItemSpec } from './Container.ui';
import type { Column } from '../column/Column';
import type { Container } from '../../container/Container';

declare module '../column/Column' {
  interface Column {
    /** `true` on a group header (a column config with `columns`). */
    isGroupHeader?: boolean;
    /** @internal The group header above this column, if any. */
    $group?: Column;
  }
}

declare module './Container' {
  interface HeaderContainer {
    /** @internal The group headers (their cells sit in the rows above the leaves'). */
    $groups?: Column[];
    /** @internal The header rows of the group cells, top first. */
    $rows?: HTMLElement[];
    /** @internal Places each group cell over its visible leaves (hides a group without any). */
    layoutGroups(): void;
    /**
     * @internal The visible headers under `parent` (default: `header`'s group, or the top
     * level), in order: leaves and group headers.
     */
    siblingsOf(header: Column, parent?: Column): Column[];
    /** @internal Moves a header (a group with its leaves) before or after its sibling `over`. */
    moveBeside(header: Column, over: Column, after: boolean): void;
  }
}

/** Header row height in the theme (grid.css). */
const ROW = 28;

HeaderContainer.override({
  createGroup(this: HeaderContainer, item: Record<string, unknown>) {
    const me = this;
    const { columns, ...rest } = item;
    const group = ComponentManager.create(
      { ...rest, sortable: false, menuDisabled: true, resizable: false },
      'gridcolumn',
    ) as Column;
    group.isGroupHeader = true;
    group.ownerCt = me as unknown as Container;
    let leaves: Column[];
    try {
      leaves = me.createColumns(columns);
    } catch (error) {
      group.destroy();
      throw error;
    }
    for (const leaf of leaves) {
      let top = leaf;
      while (top.$group && top.$group !== group) top = top.$group;
      top.$group = group;
    }
    return leaves;
  },

  renderColumns(this: HeaderContainer) {
    const me = this;
    me.callParent();
    const groups = new Set<Column>();
    let depth = 0;
    for (const column of me.items.items) {
      let level = 0;
      for (let g = column.$group; g; g = g.$group) (groups.add(g), level++);
      depth = Math.max(depth, level);
    }
    for (const g of me.$groups || []) if (!groups.has(g)) g.destroy();
    me.$groups = [...groups];
    const rows = (me.$rows ||= []);
    while (rows.length > depth) rows.pop()!.remove();
    while (rows.length < depth) {
      const row = make(me.el!.dom, 'div', 'grid-header-row', { role: 'row' });
      me.el!.dom.insertBefore(row, me.rowEl!.dom);
      rows.push(row);
    }
    rows.forEach((row, i) => row.setAttribute('aria-rowindex', String(i + 1)));
    me.rowEl!.dom.setAttribute('aria-rowindex', String(depth + 1));
    me.el!.dom.classList.toggle(px('group-header-ct'), depth > 0);
    if (depth) me.defaultHeight = ROW * (depth + 1);
    for (const g of groups) {
      if (g.rendered) continue;
      let level = 0;
      for (let up = g.$group; up; up = up.$group) level++;
      g.render(rows[level]);
      g.el!.dom.classList.add(px('group-header'));
      g.el!.dom.tabIndex = -1;
    }
    me.layoutGroups();
  },

  layoutColumns(this: HeaderContainer, available: number) {
    const total = this.callParent([available]);
    this.layoutGroups();
    return total;
  },

  layoutGroups(this: HeaderContainer) {
    const me = this;
    if (!me.$groups?.length) return;
    // Each group's left edge, width and number of visible leaves.
    const spans = new Map<Column, number[]>();
    let x = 0;
    for (const column of me.getVisibleGridColumns()) {
      const width = column.computedWidth || 0;
      for (let g = column.$group; g; g = g.$group) {
        const span = spans.get(g);
        if (span) ((span[1] += width), span[2]++);
        else spans.set(g, [x, width, 1]);
      }
      x += width;
    }
    for (const g of me.$groups) {
      const span = spans.get(g);
      const dom = g.el?.dom;
      if (!dom) continue;
      dom.style.display = span ? '' : 'none';
      if (span) {
        dom.style.left = span[0] + 'px';
        dom.style.width = span[1] + 'px';
        dom.setAttribute('aria-colspan', String(span[2]));
      }
    }
    for (const row of me.$rows || []) row.style.width = me.totalWidth + 'px';
  },

  moveHeader(this: HeaderContainer, fromIdx: number, toIdx: number) {
    const items = this.items.items;
    // A leaf moves only within its group (as Ext 4.2.1's drop zone allows).
    if (items[fromIdx]?.$group !== items[toIdx]?.$group) return;
    this.callParent([fromIdx, toIdx]);
  },

  siblingsOf(this: HeaderContainer, header: Column, parent = header.$group) {
    const siblings = new Set<Column>();
    for (let c of this.getVisibleGridColumns()) {
      while (c.$group !== parent && c.$group) c = c.$group;
      if (c.$group === parent) siblings.add(c);
    }
    return [...siblings];
  },

  moveBeside(this: HeaderContainer, header: Column, over: Column, after: boolean) {
    const items = this.items.items;
    // The index of a header's first leaf and its number of leaves (hidden ones too).
    const span = (h: Column) => {
      const leaves = items.filter((c) => within(c, h));
      return [items.indexOf(leaves[0]), leaves.length];
    };
    const [from, count] = span(header);
    const [at, size] = span(over);
    const to = (after ? at + size : at) - (at > from ? count : 0);
    if (to !== from) this.moveColumns(header, from, count, to);
  },

  nestColumnItems(columns: Column[], items: MenuItemSpec[]) {
    // Each group is a submenu of its own leaves and groups, in column order.
    const top: MenuItemSpec[] = [];
    const lists = new Map<Column, MenuItemSpec[]>();
    const listOf = (g?: Column): MenuItemSpec[] => {
      if (!g) return top;
      let list = lists.get(g);
      if (!list) {
        lists.set(g, (list = []));
        listOf(g.$group).push({ text: g.text, hideOnClick: false, menu: list });
      }
      return list;
    };
    columns.forEach((c, i) => listOf(c.$group).push(items[i]));
    return top;
  },

  onDestroy(this: HeaderContainer) {
    for (const g of this.$groups || []) g.destroy();
    this.$groups = [];
    this.callParent();
  },
});
