/**
 * `Lib.layout.Layout`: the base of the container layouts (`layout: 'fit'`, `{type: 'hbox',
 * align: 'stretch'}`). A layout arranges the items of its owner container. The browser does
 * the geometry: the layout gives the container's target element (`owner.getTargetEl()`) a
 * class (`targetCls`), gives each item a class (`itemCls`) and the inline styles of
 * `itemStyle(item)` (a flex share, a margin), and renders the items into the target in order.
 * The layout run (classes/layout/Context.ts) calls `arrange()` and then measures.
 *
 * A subclass registers under the alias `layout.<type>` and overrides `itemStyle`, and
 * `sizesHeight` when it gives its items their height (a grid then scrolls its rows inside
 * that height instead of growing to show them all).
 *
 * @example
 *   Lib.define('App.layout.Stack', {
 *     extend: 'Lib.layout.container.Auto', alias: 'layout.stack',
 *     itemStyle: function (item) { return {marginBottom: '8px'}; },
 *   });
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { checkConfigs, declareConfigs, cfg, type ConfigTable } from '../../lib/config';
import { apply } from '../../lib/lang/Object';
import type { Component } from '../Component';
import type { Container } from '../container/Container';
import type { Element } from '../dom/Element';
import type { Handler } from '../util/Observable.types';

export interface LayoutConfig {
  /** The layout's type (its alias without `layout.`): `'fit'`, `'hbox'`... */
  type?: string;
  /** The container the layout arranges (set by the container). */
  owner?: Container;
  /** A class added to every item while it is in this layout. */
  itemCls?: string;
}

/** An element's inline styles, by camel-cased CSS property. */
type Styles = Record<string, string>;

/** Layout configs already warned about, by class and name. */
const warned = new Set<string>();

export class Layout extends Base {
  declare type: string;
  /** The container the layout arranges (set by `setOwner`; `null` once released). */
  declare owner: Container;
  declare itemCls?: string;
  /** Always `true`. */
  declare isLayout: true;
  /** The class the target element gets (such as `x-box-layout-ct`). */
  declare targetCls: string;
  /** The class each item gets, besides `itemCls` (such as `x-box-item`). */
  declare baseItemCls: string;
  /**
   * Item events the layout follows, as event name → method name (on the prototype): added to
   * each item as it joins the owner and removed when it leaves.
   */
  declare itemListeners?: Record<string, string>;
  declare $configs: ConfigTable;

  override $construct(config?: LayoutConfig): this {
    const me = this;
    config = checkConfigs(me, config);
    if (config) {
      // A layout config Lib does not read is named once (an error would stop legacy code that
      // runs well without it; silence would hide a typo).
      for (const key of Object.keys(config)) {
        const id = me.$className + '.' + key;
        if (!(key in me.$configs) && !warned.has(id)) {
          warned.add(id);
          console.warn(
            `[${me.$className}] Lib's ${me.type} layout has no config '${key}': ignored`,
          );
        }
      }
      apply(me, config);
    }
    return me;
  }

  /**
   * `Lib.layout.Layout.create(spec, defaultType)`: a layout from a container's `layout`
   * config: a type name, a config with `type`, or a layout instance; `defaultType` when none.
   * An unknown type is a TypeError naming it.
   */
  static override create(spec?: unknown, defaultType?: string): Layout {
    if (spec && (spec as Layout).isLayout) return spec as Layout;
    const config: LayoutConfig = typeof spec == 'string' ? { type: spec } : apply({}, spec);
    if (!config.type) config.type = defaultType;
    return ClassManager.factory(config, 'layout');
  }

  /** Hands the layout to `owner` (a container); `null` detaches it from its owner's items. */
  setOwner(owner: Container | null): void {
    const me = this;
    if (owner === me.owner) return;
    // The items the old owner had leave this layout, and the new owner's join it, through the
    // same hooks as items added and removed one by one.
    if (me.owner) {
      for (const item of me.owner.getLayoutItems()) me.onRemove(item);
      me.owner.getTargetEl()?.removeCls(me.targetCls);
    }
    me.owner = owner!;
    owner?.getLayoutItems().forEach((item, index) => me.onAdd(item, index));
  }

  /** The element the items are rendered into (`owner.getTargetEl()`). */
  getTarget(): Element {
    return this.owner.getTargetEl()!;
  }

  /** The items this layout arranges (the owner's non-floating items). */
  getLayoutItems(): Component[] {
    return this.owner.getLayoutItems();
  }

  /**
   * @internal The write phase of a layout run, and the first render of the owner's items:
   * gives the target its class, renders the items not rendered yet (or moves a rendered one
   * back into place) in item order, and styles each item.
   */
  arrange(): void {
    const me = this;
    const target = me.getTarget();
    if (!target) return;
    target.addCls(me.targetCls);
    const dom = target.dom;
    const items = me.getLayoutItems();
    // Each item goes right after the one before it (the first before the first item element
    // in the target), so a moved item finds its place whichever way it moved.
    let prev: Node | null = null;
    const first = items.find((item) => item.el?.dom.parentNode === dom)?.el!.dom ?? null;
    for (const item of items) {
      const at: Node | null = prev ? prev.nextSibling : first;
      const fresh = !item.rendered;
      if (me.renderItem(item)) {
        if (fresh) item.render(dom, at!);
        else if (item.el!.dom !== at) dom.insertBefore(item.el!.dom, at);
      }
      if (item.rendered) {
        // An item rendered here was configured as it rendered (before building its inside).
        if (!fresh || !item.$layoutStyle) me.configureItem(item);
        if (item.el!.dom.parentNode === dom) prev = item.el!.dom;
      }
    }
  }

  /** Whether `item` is rendered now (a card layout with `deferredRender` waits). */
  renderItem(_item: Component): boolean {
    return true;
  }

  /** @internal Gives `item` this layout's classes and the inline styles of `itemStyle`. */
  configureItem(item: Component): void {
    const me = this;
    const el = item.el!;
    if (me.baseItemCls) el.addCls(me.baseItemCls);
    if (me.itemCls) el.addCls(me.itemCls);
    const style = me.itemStyle(item);
    const css = el.dom.style as unknown as Styles;
    // The first time (the item is rendering) every style set is written, none read back.
    const first = !item.$layoutStyle;
    const set = (item.$layoutStyle ||= {});
    for (const key in style) {
      const value = style[key] ?? '';
      if (first ? value : set[key] !== value || css[key] !== value) css[key] = set[key] = value;
    }
  }

  /** @internal Takes back what `configureItem` gave `item` (it leaves this layout). */
  unconfigureItem(item: Component): void {
    const me = this;
    const el = item.el;
    if (!el) return;
    el.removeCls([me.baseItemCls, me.itemCls].filter(Boolean) as string[]);
    const set = item.$layoutStyle;
    for (const key of Object.keys(set || {})) (el.dom.style as unknown as Styles)[key] = '';
    item.$layoutStyle = undefined;
  }

  /**
   * The inline styles `item` gets in this layout (camel-cased CSS properties; `''` or
   * `undefined` clears one). Default none.
   */
  itemStyle(_item: Component): Record<string, string | undefined> {
    return {};
  }

  /** Whether this layout gives `item` its height (default `false`: the item sizes itself). */
  sizesHeight(_item: Component): boolean {
    return false;
  }

  /** Hook: `item` was added to the owner at `index` (it gets the `itemListeners`). */
  onAdd(item: Component, _index?: number): void {
    this.itemListen(item, 'on');
  }

  /** Hook: `item` left the owner (its layout styles and `itemListeners` go). */
  onRemove(item: Component): void {
    this.unconfigureItem(item);
    this.itemListen(item, 'un');
  }

  /** @internal Adds (`on`) or removes (`un`) the `itemListeners` on `item`. */
  itemListen(item: Component, how: 'on' | 'un'): void {
    const me = this;
    for (const [ename, method] of Object.entries(me.itemListeners || {})) {
      // (`un` takes the arguments of `on`)
      item[how as 'on'](ename, (me as unknown as Record<string, Handler>)[method], me);
    }
  }

  /** The owner's items, laid out again (`owner.updateLayout()`). */
  layout(): void {
    this.owner?.updateLayout();
  }

  /** Releases the layout (its owner is being destroyed, or replaces it with `setLayout`). */
  override destroy(): void {
    this.owner = null!;
    super.destroy();
  }
}

registerClass(Layout, 'Lib.layout.Layout', {
  $configs: declareConfigs<LayoutConfig, object>({
    type: cfg('string'),
    owner: cfg('object'),
    itemCls: cfg('string'),
  }),
  isLayout: true,
  targetCls: '',
  baseItemCls: '',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.Layout': typeof Layout;
  }
}
