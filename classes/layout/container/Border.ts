/**
 * `Lib.layout.container.Border` (`layout: 'border'`, alternate `Lib.layout.BorderLayout`):
 * regions around a center, as in Ext 4. Each item names its `region`: `'north'` and `'south'`
 * take their `height` across the top and bottom, `'west'` and `'east'` their `width` at the
 * sides, and the one `'center'` item (required) takes the rest. A size may also be a CSS length
 * (`'25%'`) or a `flex` share (the center counts as `flex: 1`); a region without either sizes
 * itself. The geometry is a CSS grid whose tracks the layout writes on the container's target.
 *
 * Several items may share a region: they stand side by side from the edge inwards, in item
 * order. Ext's weights decide which region runs the full length of an edge: north (20), south
 * (10), west (-10), east (-20) by default — `regionWeights` on the layout or `weight` on an
 * item change that (a west region with `weight: 30` runs from top to bottom).
 *
 * `split: true` puts a splitter between a region and the center (see Border.splitter.ts):
 * dragging it, or the arrow keys, resizes the region within its min/max size. A
 * `collapsible` panel region collapses to its header (west and east: standing on its side,
 * the title turned) and the center takes the room; with `collapseMode: 'mini'` it collapses
 * away, leaving its splitter, whose arrow (or a double click, or Enter) expands it again.
 *
 * A missing center, a second center or a region Lib does not know is a TypeError naming it.
 *
 * @example
 *   Lib.create('Lib.container.Viewport', {layout: 'border', items: [
 *     {region: 'north', height: 60, html: 'App', xtype: 'component'},
 *     {region: 'west', title: 'Navigation', width: 200, split: true, collapsible: true},
 *     {region: 'center', xtype: 'grid', store, columns},
 *   ]});
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, fail } from '../../../lib/config';
import { isNum, isString, own } from '../../../lib/check';
import { cssPrefix } from '../../dom/Element';
import { Layout, type LayoutConfig } from '../Layout';
import { BorderSplitter } from './Border.splitter';
import type { Component } from '../../Component';
import type { Direction, Panel } from '../../panel/Panel';

/** A region name. */
export type Region = 'north' | 'south' | 'east' | 'west' | 'center';

export interface BorderLayoutConfig extends LayoutConfig {
  /**
   * The weight of each region when its item sets no `weight`: the heavier region takes its
   * edge first, running its full length (default `{north: 20, south: 10, center: 0, west:
   * -10, east: -20}`).
   */
  regionWeights?: Partial<Record<Region, number>>;
}

/**
 * An item of a border layout: a component with its `region` (and `weight`, `split`), often a
 * collapsible panel.
 */
export type BorderItem = Component &
  Partial<
    Pick<Panel, 'title' | 'collapsible' | 'collapsed' | 'collapseMode' | 'collapseDirection'>
  > &
  Partial<Pick<Panel, 'toggleCollapse'>> & {
    region?: Region;
    weight?: number;
    split?: boolean;
    maxWidth?: number;
    maxHeight?: number;
  };

/** Per region: the grid axis it takes a track on, whether from the far end, its collapse direction. */
const REGIONS: Record<Exclude<Region, 'center'>, ['col' | 'row', 0 | 1, Direction]> = {
  north: ['row', 0, 'top'],
  south: ['row', 1, 'bottom'],
  west: ['col', 0, 'left'],
  east: ['col', 1, 'right'],
};

/** Where an item (or a splitter) sits: CSS `grid-row` and `grid-column` values. */
interface Place {
  row?: string;
  col?: string;
}

export class BorderLayout extends Layout {
  declare regionWeights: Partial<Record<Region, number>>;
  /** The splitters, by region item. */
  declare splitters?: Map<BorderItem, BorderSplitter>;
  /** @internal The places of the last `arrange`, by item. */
  declare places?: Map<unknown, Place>;
  /** Always `true`. */
  declare isBorderLayout: true;

  /**
   * A region collapses towards its edge (Ext sets `collapseDirection` from the region); the
   * layout hears each item's first and later sizes, to bring the splitters up to date.
   */
  override onAdd(item: BorderItem): void {
    const dir = own(REGIONS, item.region!) && REGIONS[item.region as 'west'][2];
    if (dir) item.collapseDirection = dir;
    super.onAdd(item);
  }

  override onRemove(item: BorderItem): void {
    const me = this;
    super.onRemove(item);
    me.splitters?.get(item)?.destroy();
    me.splitters?.delete(item);
  }

  /**
   * @internal An item got its size in a layout run's notify phase (after the run measured
   * everything): its splitter, or every splitter when it is the center, shows the new sizes.
   * Reading the sizes while arranging would force the browser to lay out mid-run.
   */
  onItemResize(item: BorderItem): void {
    for (const [region, splitter] of this.splitters || []) {
      if (region === item || item.region === 'center') splitter.sync();
    }
  }

  /** The center item (of the last `arrange`). */
  getCenter(): BorderItem | undefined {
    return (this.getLayoutItems() as BorderItem[]).find((item) => item.region === 'center');
  }

  /**
   * @internal Places every item (checking the regions), renders those not yet rendered,
   * writes the grid tracks on the target and puts each splitter beside its region.
   */
  override arrange(): void {
    const me = this;
    const target = me.getTarget();
    if (!target) return;
    const items = me.getLayoutItems() as BorderItem[];
    const places = (me.places = me.place(items));
    const dom = target.addCls(me.targetCls).dom;
    const splitters = (me.splitters ||= new Map());
    const nodes: Node[] = [];
    for (const item of items) {
      if (!item.rendered) item.render(dom);
      me.configureItem(item);
      let splitter = splitters.get(item);
      const wanted = item.split || item.collapseMode === 'mini';
      if (wanted && !splitter) splitters.set(item, (splitter = new BorderSplitter(me, item, dom)));
      if (!wanted && splitter) {
        splitter.destroy();
        splitters.delete(item);
        splitter = undefined;
      }
      const el = item.el!.dom;
      if (splitter) {
        const place = places.get(item.id + '-splitter') || {};
        splitter.el.setStyle({ gridRow: place.row, gridColumn: place.col });
        splitter.el.toggleCls(cssPrefix() + 'hide-display', !!item.hidden);
        splitter.sync();
        const far = item.region === 'south' || item.region === 'east';
        nodes.push(...(far ? [splitter.el.dom, el] : [el, splitter.el.dom]));
      } else nodes.push(el);
    }
    // DOM (and so tab) order follows the items; only a node out of place moves (a focused
    // splitter keeps its focus while it is dragged with the keyboard).
    for (let i = nodes.length - 1, after: Node | null = null; i >= 0; i--) {
      if (nodes[i].parentNode !== dom || nodes[i].nextSibling !== after) {
        dom.insertBefore(nodes[i], after);
      }
      after = nodes[i];
    }
    target.setStyle({
      gridTemplateColumns: places.get(me)!.col!,
      gridTemplateRows: places.get(me)!.row!,
    });
  }

  /**
   * @internal The grid: each region, by weight, takes a track at its edge of what is left,
   * spanning the rest of the other axis (its splitter the next track in); the center the
   * rest. Returns the place of each item and splitter, and under the layout itself the track
   * lists (`grid-template-columns` in `col`, rows in `row`).
   */
  place(items: BorderItem[]): Map<unknown, Place> {
    const me = this;
    const where = me.$className;
    const places = new Map<unknown, Place>();
    // The track sizes taken from each end of each axis.
    const tracks = { col: [[], []] as string[][], row: [[], []] as string[][] };
    const span = (axis: 'col' | 'row') =>
      `${tracks[axis][0].length + 1} / ${-(tracks[axis][1].length + 1)}`;
    let center: BorderItem | undefined;
    const regions: BorderItem[] = [];
    for (const item of items) {
      const region = item.region;
      if (region === 'center') {
        if (center) {
          throw new TypeError(
            `[${where}] has two items with region 'center': ${name(center)} and ${name(item)}`,
          );
        }
        center = item;
      } else if (own(REGIONS, region!)) {
        if (!item.hidden) regions.push(item);
      } else {
        fail(
          where,
          `the region of ${name(item)}`,
          "'north', 'south', 'east', 'west' or 'center'",
          region,
        );
      }
    }
    if (!center) {
      throw new TypeError(
        `[${where}] needs an item with region 'center' (items: ${items.map(name).join(', ') || 'none'})`,
      );
    }
    const weight = (item: BorderItem) =>
      item.weight ?? me.regionWeights[item.region as Region] ?? 0;
    // Array#sort is stable: equal weights keep the item order (first come, first served).
    regions.sort((a, b) => weight(b) - weight(a));
    for (const item of regions) {
      const [axis, end] = REGIONS[item.region as 'west'];
      const other = axis === 'col' ? 'row' : 'col';
      const list = tracks[axis][end];
      const across = span(other);
      const at = (n: number) => (end ? `${-(n + 2)} / ${-(n + 1)}` : `${n + 1} / ${n + 2}`);
      places.set(item, { [axis]: at(list.length), [other]: across });
      list.push(me.trackSize(item, axis === 'col' ? 'width' : 'height'));
      if (item.split || item.collapseMode === 'mini') {
        places.set(item.id + '-splitter', { [axis]: at(list.length), [other]: across });
        list.push('auto');
      }
    }
    places.set(center, { row: span('row'), col: span('col') });
    const flex = isNum(center.flex) ? center.flex : 1;
    const template = (axis: 'col' | 'row') =>
      [...tracks[axis][0], `minmax(0, ${flex}fr)`, ...tracks[axis][1].reverse()].join(' ');
    places.set(me, { col: template('col'), row: template('row') });
    return places;
  }

  /** @internal The grid track of a region: its size, `flex` share, `auto` collapsed (`0px` mini). */
  trackSize(item: BorderItem, dim: 'width' | 'height'): string {
    if (item.collapsed) return item.collapseMode === 'mini' ? '0px' : 'auto';
    const size = item[dim];
    if (isNum(item.flex) && item.flex! > 0) return `minmax(0, ${item.flex}fr)`;
    return isNum(size) ? size + 'px' : isString(size) ? size : 'auto';
  }

  /** The item's place in the grid (a mini-collapsed region is hidden: its splitter remains). */
  override itemStyle(item: BorderItem): Record<string, string | undefined> {
    const place = this.places?.get(item);
    return {
      gridRow: place?.row,
      gridColumn: place?.col,
      display: item.collapsed && item.collapseMode === 'mini' ? 'none' : undefined,
    };
  }

  /** The center, west and east regions get their height; north and south when they set one. */
  override sizesHeight(item: BorderItem): boolean {
    const region = item.region;
    return region === 'north' || region === 'south' ? item.height != null || item.flex! > 0 : true;
  }

  override destroy(): void {
    for (const splitter of this.splitters?.values() || []) splitter.destroy();
    this.splitters = undefined;
    super.destroy();
  }
}

/** How an item is named in an error. */
const name = (item: BorderItem): string => `'${item.getItemId?.() ?? item}'`;

registerClass(BorderLayout, 'Lib.layout.container.Border', {
  $configs: declareConfigs<BorderLayoutConfig, LayoutConfig>({
    regionWeights: cfg('object', { north: 20, south: 10, center: 0, west: -10, east: -20 }),
  }),
  alias: 'layout.border',
  alternateClassName: 'Lib.layout.BorderLayout',
  type: 'border',
  isBorderLayout: true,
  itemListeners: { boxready: 'onItemResize', resize: 'onItemResize' },
  targetCls: cssPrefix() + 'border-layout-ct',
  baseItemCls: cssPrefix() + 'border-item ' + cssPrefix() + 'box-item',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Border': typeof BorderLayout;
  }
}
