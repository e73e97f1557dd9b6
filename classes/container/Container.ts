/**
 * `Lib.container.Container` (xtype `container`, alternate `Lib.Container`): a component that
 * holds other components (`items`) and arranges them with a layout (`layout: 'fit'`,
 * `{type: 'vbox', align: 'stretch'}`; default `'auto'`, the items one below the other). Items
 * are configs (created with their `xtype`, else `defaultType`, `'panel'` as in Ext 4, after
 * `defaults` fill what they leave unset), xtype strings or components. Each child's `ownerCt`
 * is the container; `remove` destroys it unless told not to (`autoDestroy`), and destroying
 * the container destroys its children.
 *
 * Events: `beforeadd(ct, item, index)` and `beforeremove(ct, item)` (`false` cancels),
 * `add(ct, item, index)`, `remove(ct, item)` (both bubble to the owners by default: Ext 4's
 * `bubbleEvents`), `afterlayout(ct, layout)`.
 *
 * @example
 *   Lib.create('Lib.container.Container', {
 *     layout: {type: 'hbox', align: 'stretch'}, height: 200, renderTo: document.body,
 *     defaults: {xtype: 'component'},
 *     items: [{html: 'left', width: 100}, {html: 'right', flex: 1, itemId: 'right'}],
 *   }).getComponent('right').update('changed');
 */
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { cfg, declareConfigs, fail, type Test } from '../../lib/config';
import { isNum, isObj, isString } from '../../lib/check';
import { applyIf } from '../../lib/lang/Object';
import { isFunction } from '../../lib/lang/is';
import { ItemList } from '../../lib/ItemList';
import { Component, type ComponentConfig } from '../Component';
import { ComponentManager } from '../ComponentManager';
import { cssPrefix } from '../dom/Element';
import { resumeLayouts, suspendLayouts } from '../Component.layout';
import { Layout, type LayoutConfig } from '../layout/Layout';
// The default layout.
import '../layout/container/Auto';
import type { ComponentEvents } from '../Component';

/** What an `items` slot takes: a config, an xtype or a component. */
export type ItemSpec = Component | Record<string, unknown> | string;

export interface ContainerConfig extends ComponentConfig {
  /** The children: configs, xtypes, components, or one of these. */
  items?: ItemSpec | ItemSpec[];
  /** Configs every item config (or item) gets where it sets nothing: an object or `fn(item)`. */
  defaults?: Record<string, unknown> | ((item: ItemSpec) => Record<string, unknown>);
  /** The xtype of item configs without one (default `'panel'`). */
  defaultType?: string;
  /** The layout: a type (`'fit'`), a config (`{type: 'hbox', align: 'stretch'}`) or a layout. */
  layout?: string | (LayoutConfig & Record<string, unknown>) | Layout;
  /** `remove` destroys the item unless told otherwise (default `true`). */
  autoDestroy?: boolean;
}

/**
 * The items of a container: Ext's MixedCollection surface, keyed by each item's `getItemId()`
 * (its `itemId`, else its id).
 */
export class ComponentList<C extends Component = Component> extends ItemList<C> {
  /** The item with this `itemId`/id (a string) or at this index (a number), or `undefined`. */
  get<T extends C = C>(key: string | number): T | undefined {
    return (isNum(key) ? this.items[key] : this.getByKey(key)) as T | undefined;
  }

  /** The item with this `itemId`/id, or `undefined`. */
  getByKey(key: string): C | undefined {
    return this.items.find((item) => item.getItemId() === key);
  }

  /** Whether the item with this `itemId`/id is present. */
  containsKey(key: string): boolean {
    return !!this.getByKey(key);
  }

  /** Whether this very item is present. */
  contains(item: unknown): boolean {
    return this.items.includes(item as C);
  }

  /** The items for which `fn(item, key)` returns true, as a new list. */
  filterBy(fn: (item: C, key: string) => unknown, scope?: unknown): ComponentList<C> {
    return new ComponentList(this.items.filter((c) => fn.call(scope ?? c, c, c.getItemId())));
  }

  /** The first item for which `fn(item, key)` returns true, or `undefined`. */
  findBy(fn: (item: C, key: string) => unknown, scope?: unknown): C | undefined {
    return this.items.find((c) => fn.call(scope ?? c, c, c.getItemId()));
  }

  /** The index of the first item from `start` for which `fn(item, key)` returns true, or -1. */
  findIndexBy(fn: (item: C, key: string) => unknown, scope?: unknown, start = 0): number {
    const items = this.items;
    for (let i = start; i < items.length; i++) {
      if (fn.call(scope ?? items[i], items[i], items[i].getItemId())) return i;
    }
    return -1;
  }

  /** The keys (`getItemId()`) in order. */
  get keys(): string[] {
    return this.items.map((c) => c.getItemId());
  }
}

const LAYOUT: Test = [
  (v) => isString(v) || isObj(v),
  "a layout type ('fit'), a layout config ({type: 'hbox'}) or a layout",
];

/** The events of containers: a component's plus their items' comings and goings. */
export interface ContainerEvents<S = Container> extends ComponentEvents<S> {
  /** `component` is about to be added at `index`; `false` cancels it. */
  beforeadd: [container: S, component: Component, index: number];
  add: [container: S, component: Component, index: number];
  /** `component` is about to be removed; `false` cancels it. */
  beforeremove: [container: S, component: Component];
  remove: [container: S, component: Component];
  /** The container's layout ran. */
  afterlayout: [container: S, layout: Layout];
}

export class Container extends Component {
  /** Type only: the events (see `ContainerEvents`). */
  declare $eventMap: ContainerEvents<this>;
  declare items: ComponentList;
  declare defaults?: ContainerConfig['defaults'];
  declare defaultType: string;
  declare layout: Layout;
  declare autoDestroy: boolean;
  /** Always `true`. */
  declare isContainer: true;
  /** The layout type when `layout` is not given (default `'auto'`). */
  declare defaultLayoutType: string;
  /** @internal The layout arranged the items as the container rendered (see `afterRender`). */
  declare $arranged?: boolean;

  override initComponent(): void {
    super.initComponent();
    const me = this;
    const items = me.items as unknown;
    me.items = new ComponentList();
    me.getLayout();
    if (items != null) me.add(([] as unknown[]).concat(items) as ItemSpec[]);
  }

  /** The layout (created from the `layout` config the first time). */
  getLayout(): Layout {
    const me = this;
    let layout = me.layout as ContainerConfig['layout'];
    if ((layout as Layout)?.isLayout) {
      if ((layout as Layout).owner !== me) me.setLayout(layout as Layout);
    } else {
      const type = isString(layout) ? layout : layout?.type;
      if (type != null && !ClassManager.getByAlias('layout.' + type)) {
        const known = ClassManager.getAliases().filter((a) => a.startsWith('layout.'));
        const names = known.map((a) => a.slice(7)).sort();
        // The hint names the pack of a pack's layout.
        const hint = ClassManager.suggest('layout.' + type);
        fail(me.$className, "config 'layout'", 'one of ' + names.join(', ') + hint, type);
      }
      me.setLayout((layout = Layout.create(layout, me.defaultLayoutType)));
    }
    return layout as Layout;
  }

  /** Replaces the layout (`layout` is a layout instance). */
  setLayout(layout: Layout): void {
    const me = this;
    const old = me.layout as Layout | undefined;
    if (old?.isLayout && old !== layout) old.setOwner(null);
    me.layout = layout;
    layout.setOwner(me);
    me.updateLayout();
  }

  /** The items the layout arranges (the floating ones float above the page instead). */
  getLayoutItems(): Component[] {
    return this.items.items.filter((c) => !c.floating);
  }

  /** A layout run goes through the layout items. */
  override getLayoutChildren(): Component[] {
    return this.getLayoutItems();
  }

  /**
   * Adds items at the end (or at `index` when the first argument is a number): configs, xtypes
   * or components, one by one or as an array. Returns the item, or the items for an array or
   * several arguments. A listener of `beforeadd` returning `false` leaves an item out.
   */
  add<T extends Component = Component>(items: ItemSpec[]): T[];
  add<T extends Component = Component>(index: number, items: ItemSpec[]): T[];
  add<T extends Component = Component>(index: number, item: ItemSpec): T;
  add<T extends Component = Component>(item: ItemSpec): T;
  add(...items: ItemSpec[]): Component | Component[];
  /**
   * Adds items at the end (or at `index` when the first argument is a number): configs, xtypes
   * or components, one by one or as an array. Returns the item, or the items for an array or
   * several arguments. A listener of `beforeadd` returning `false` leaves an item out.
   */
  add(...args: unknown[]): Component | Component[] {
    const me = this;
    const index = isNum(args[0]) ? (args.shift() as number) : -1;
    const array = args.length === 1 && Array.isArray(args[0]);
    const specs = (array ? args[0] : args) as ItemSpec[];
    const where = me.$className + '#add';
    suspendLayouts();
    try {
      const items = specs.map((spec) => {
        if (spec == null) fail(where, 'item', 'a component, a config or an xtype', spec);
        return me.lookupComponent(me.applyDefaults(spec));
      });
      items.forEach((item, i) => {
        const pos = index < 0 ? me.items.length : Math.min(index + i, me.items.length);
        if (me.fireEvent('beforeadd', me, item, pos) === false || me.onBeforeAdd(item) === false)
          return;
        me.items.items.splice(pos, 0, item);
        item.onAdded(me, pos);
        me.onAdd(item, pos);
        me.layout.onAdd(item, pos);
        me.fireEvent('add', me, item, pos);
      });
      me.updateLayout();
      return array || items.length !== 1 ? items : items[0];
    } finally {
      resumeLayouts(true);
    }
  }

  /** Inserts an item at `index` (moves it there when it is already a child). */
  insert<T extends Component = Component>(index: number, item: ItemSpec): T {
    const me = this;
    const at = me.items.indexOf(item as Component);
    return (at >= 0 ? me.move(at, index) : me.add(index, item)) as T;
  }

  /** Moves the child at `from` (an index or the child) to `to`; returns it (`false` if none). */
  move(from: number | Component, to: number): Component | false {
    const me = this;
    const list = me.items.items;
    const at = isNum(from) ? from : list.indexOf(from);
    if (at < 0 || at >= list.length) return false;
    const [item] = list.splice(at, 1);
    list.splice(Math.max(0, Math.min(to, list.length)), 0, item);
    me.onMove(item, at, to);
    me.updateLayout();
    return item;
  }

  /** Hook: `item` moved from `from` to `to`. */
  onMove(_item: Component, _from: number, _to: number): void {}

  /** Hook: `item` was added at `index`. */
  onAdd(_item: Component, _index: number): void {}

  /** Hook: `item` was removed (`destroying` it). */
  onRemove(_item: Component, _destroying: boolean): void {}

  /** Hook: before `item` is added (`false` leaves it out); takes it from its former container. */
  onBeforeAdd(item: Component): unknown {
    if (item.ownerCt && item.ownerCt !== this) item.ownerCt.remove(item, false);
    return undefined;
  }

  /**
   * Removes a child (the child, its id, itemId or index) and destroys it unless `autoDestroy`
   * is `false` (default: the container's `autoDestroy`). Fires `beforeremove` (`false`
   * cancels) and `remove`. Returns the child, or `undefined` when there is no such child.
   */
  remove<T extends Component = Component>(
    item: Component | string | number,
    autoDestroy?: boolean,
  ): T | undefined {
    const me = this;
    const child = me.getComponent<T>(item);
    if (!child) {
      console.warn(
        `[${me.$className}#remove] ${me.getItemId()} has no child ${describeItem(item)}`,
      );
      return undefined;
    }
    if (me.fireEvent('beforeremove', me, child) !== false) {
      me.doRemove(child, autoDestroy);
      me.fireEvent('remove', me, child);
      if (!me.destroying) me.updateLayout();
    }
    return child;
  }

  /** @internal Takes `child` out of the items and the DOM, destroying it when asked. */
  doRemove(child: Component, autoDestroy?: boolean): void {
    const me = this;
    const destroy = autoDestroy ?? me.autoDestroy;
    const list = me.items.items;
    list.splice(list.indexOf(child), 1);
    me.layout.onRemove(child);
    child.onRemoved(destroy);
    me.onRemove(child, destroy);
    if (destroy) child.destroy();
    else if (child.rendered) child.el!.dom.remove();
  }

  /** Removes every child (destroying them unless `autoDestroy` is `false`); returns them. */
  removeAll(autoDestroy?: boolean): Component[] {
    const me = this;
    const removed: Component[] = [];
    suspendLayouts();
    try {
      for (const child of me.items.getRange()) {
        if (me.remove(child, autoDestroy)) removed.push(child);
      }
    } finally {
      resumeLayouts(true);
    }
    return removed;
  }

  /**
   * The child with this id or itemId (a string), at this index (a number), or the given child
   * itself; `undefined` when there is none.
   */
  getComponent<T extends Component = Component>(
    item: Component | string | number | undefined,
  ): T | undefined {
    const items = this.items;
    if ((item as Component)?.isComponent) return items.contains(item) ? (item as T) : undefined;
    return items.get<T>(item as string | number);
  }

  /** The children (`deep`: every descendant, each followed by its own). */
  override getRefItems(deep?: boolean): Component[] {
    const out: Component[] = [];
    for (const item of this.items.items) {
      out.push(item);
      if (deep && item.getRefItems) out.push(...item.getRefItems(true));
    }
    return out;
  }

  /** Calls `fn(component)` on this container and each descendant; `false` skips a branch. */
  cascade(fn: (this: unknown, c: Component) => unknown, scope?: unknown, args?: unknown[]): this {
    const visit = (c: Component) => {
      if (fn.apply(scope ?? c, (args || [c]) as [Component]) !== false) {
        for (const child of (c as Partial<Container>).items?.items || []) visit(child);
      }
    };
    visit(this);
    return this;
  }

  /** Whether `component` is below this container. */
  isAncestor(component: Component | null | undefined): boolean {
    for (let owner = component?.ownerCt; owner; owner = owner.ownerCt) {
      if (owner === this) return true;
    }
    return false;
  }

  /** Lays the items out again (`updateLayout()`). */
  doLayout(): this {
    return this.updateLayout();
  }

  /** @internal A layout run finished: fires `afterlayout(ct, layout)`. */
  afterLayout(layout: Layout): void {
    this.fireEvent('afterlayout', this, layout);
  }

  /** @internal `item` with `defaults` filled in where it sets nothing (a string is an id). */
  applyDefaults(item: ItemSpec): ItemSpec {
    let defaults = this.defaults;
    if (!defaults) return item;
    if (isFunction(defaults)) defaults = defaults.call(this, item);
    if (isString(item)) item = ComponentManager.get(item) ?? item;
    if (isObj(item) && defaults) applyIf(item as object, defaults);
    return item;
  }

  /**
   * @internal A component from an item slot: a component as is; a string is the id of an
   * existing component (as in Ext 4), else an xtype; a config is created (`defaultType`).
   */
  lookupComponent(item: ItemSpec): Component {
    if (isString(item)) return ComponentManager.get(item) ?? ComponentManager.create(item);
    return ComponentManager.create(item, this.defaultType);
  }

  /**
   * Renders the items into the target as the container renders (they are in the document).
   * The layout run that follows the render need not arrange them again, unless a layout is
   * asked for meanwhile (`updateLayout`, an item rendering asks too).
   */
  override afterRender(): void {
    const me = this;
    super.afterRender();
    me.$arranged = true;
    me.layout.arrange();
    // A container configured `disabled` disables its fields and buttons as it renders (as Ext).
    if (me.disabled) me.$cascadeDisabled(true);
  }

  /**
   * @internal Disabling a container disables the form fields and buttons below it
   * (`getChildItemsToDisable`) that are enabled and have no `resetDisable: false`, and marks
   * them `resetDisable`; enabling it enables only those, so an item disabled on its own stays
   * disabled.
   */
  override toggleDisabled(disabled: boolean): this {
    return super.toggleDisabled(disabled).$cascadeDisabled(disabled);
  }

  /** @internal The cascade of `toggleDisabled`. */
  $cascadeDisabled(disabled: boolean): this {
    for (const item of this.getChildItemsToDisable())
      if (disabled ? item.resetDisable !== false && !item.disabled : item.resetDisable) {
        item.setDisabled(disabled);
        if (disabled) item.resetDisable = true;
      }
    return this;
  }

  /** The components that disabling this container disables: the form fields and buttons below it. */
  getChildItemsToDisable(): Component[] {
    return this.query('[isFormField],button');
  }

  override onDestroy(): void {
    const me = this;
    for (const child of me.items.getRange()) me.doRemove(child, true);
    me.layout.destroy();
    super.onDestroy();
  }
}

/** How a `remove` argument is named in a warning. */
function describeItem(item: unknown): string {
  return isString(item) || isNum(item) ? `'${item}'` : (item as Component)?.id || String(item);
}

registerClass(Container, 'Lib.container.Container', {
  $configs: declareConfigs<ContainerConfig, ComponentConfig>({
    items: cfg('any'),
    defaults: cfg([(v) => isObj(v) || isFunction(v), 'an object or a function']),
    defaultType: 'panel',
    layout: cfg(LAYOUT),
    autoDestroy: true,
  }),
  xtype: 'container',
  alternateClassName: 'Lib.Container',
  isContainer: true,
  defaultLayoutType: 'auto',
  baseCls: cssPrefix() + 'container',
  bubbleEvents: ['add', 'remove'],
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.container.Container': typeof Container;
  }
  interface AliasMap {
    'widget.container': typeof Container;
  }
}
