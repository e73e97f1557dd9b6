/**
 * `Lib.LoadMask` (xtype `loadmask`): a mask over a component (or an element) while something
 * loads, with a message. Bound to a store (`store`), it shows when the store starts loading
 * and hides when the load ends, successful or not; `show()`/`hide()` work by hand. The mask is
 * `Lib.dom.Element#mask` on the target's element (`x-mask`, and the message box
 * `x-mask-msg` with `msgCls`, `role="status"`; the target gets `aria-busy="true"`), so it
 * hides and shows with its target; a target not rendered yet is masked when it renders, and
 * destroying the target destroys the mask. A grid's view has one by default (`viewConfig:
 * {loadMask: false}` turns it off).
 *
 * @example
 *   const mask = new Lib.LoadMask({target: panel, msg: 'Saving...'});
 *   mask.show(); // ... later: mask.hide();
 *   new Lib.LoadMask({target: grid, store: 'users'}); // shown while the store loads
 */
import { registerClass } from '../lib/Class';
import { root } from '../lib/ClassManager';
import { isNum, isObj, isString } from '../lib/check';
import { cfg, declareConfigs, fail } from '../lib/config';
import { Component, type ComponentConfig } from './Component';
import { Element, cssPrefix } from './dom/Element';
import type { Store } from './data/Store';

export interface LoadMaskConfig extends ComponentConfig {
  /** The component, or element (a node, an Element or an id), to mask. Required. */
  target?: Component | Element | HTMLElement | string;
  /** The message, shown as text (default `'Loading...'`). */
  msg?: string;
  /** A class for the message box (default `'x-mask-loading'`). */
  msgCls?: string;
  /** Show the message box (default `true`); `false`: the veil only. */
  useMsg?: boolean;
  /** Mask the component's layout target (a panel's body) rather than its element (default `false`). */
  useTargetEl?: boolean;
  /** A store or a storeId: the mask shows while it loads. */
  store?: Store | string;
  /** Starts hidden (default `true`). */
  hidden?: boolean;
}

export class LoadMask extends Component {
  declare target: Component | Element;
  declare msg: string;
  declare msgCls: string;
  declare useMsg: boolean;
  declare useTargetEl: boolean;
  declare store: Store | null | undefined;
  /** `true` while the bound store loads. */
  declare loading: boolean;
  /** @internal The listeners on the bound store, if any. */
  declare $storeOn?: Record<string, unknown> | null;
  /** @internal The element masked now, if any. */
  declare $masked?: Element | null;

  /**
   * `new Lib.LoadMask({target, ...})`, or Ext's older `new Lib.LoadMask(target, config)`.
   */
  override $construct(
    target?: LoadMaskConfig | Component | Element | HTMLElement | string,
    config?: LoadMaskConfig,
  ): this {
    const me = this;
    // A target first (a component, an Element, a node or an id), then the config.
    if (
      config ||
      (target as Component)?.isInstance ||
      isNum((target as HTMLElement)?.nodeType) ||
      isString(target)
    ) {
      config = { ...config, target: target as LoadMaskConfig['target'] };
    } else config = target as LoadMaskConfig;
    super.$construct(config);
    const comp = me.target as Component;
    if (comp?.isComponent) {
      me.mon(comp, { afterrender: me.syncMask, destroy: me.destroy, scope: me });
    } else {
      me.target = Element.get(comp)!;
      if (!me.target) fail(me.$className, 'target', 'a component, an element or an id', comp);
    }
    me.bindStore(me.store);
    me.syncMask();
    return me;
  }

  /**
   * Follows another store (a store or a storeId; `null`: none): shows on its `beforeload`
   * once every other listener let the load go on, hides on its `load`. Shows at once when the
   * store is loading.
   */
  bindStore(store: Store | null | undefined): void {
    const me = this;
    if (me.$storeOn) me.store!.un(me.$storeOn);
    me.store = store = isString(store)
      ? (root.getStore as (id: string) => Store | undefined)(store)
      : store;
    me.$storeOn = null;
    if (store) {
      store.on((me.$storeOn = me.getStoreListeners()));
      if (store.isLoading()) me.onBeforeLoad();
    } else if (me.loading) me.onLoad();
  }

  /** The store listeners (Ext's hook): `beforeload` (run last, so a vetoed load shows nothing), `load`. */
  getStoreListeners(): Record<string, unknown> {
    const me = this;
    return { beforeload: { fn: me.onBeforeLoad, priority: -999 }, load: me.onLoad, scope: me };
  }

  /** The store starts loading: shows, unless disabled. */
  onBeforeLoad(): void {
    if (!this.disabled) {
      this.loading = true;
      this.show();
    }
  }

  /** The load ended (successful or not): hides. */
  onLoad(): void {
    this.loading = false;
    this.hide();
  }

  /** Disabling hides a mask shown for a load. */
  override onDisable(): void {
    super.onDisable();
    if (this.loading) this.onLoad();
  }

  /** The element the mask covers: the target's (`useTargetEl`: its layout target), once rendered. */
  getMaskTarget(): Element | undefined {
    const target = this.target;
    return (target as Component).isComponent
      ? this.useTargetEl
        ? (target as Component).getTargetEl()
        : (target as Component).el
      : (target as Element);
  }

  /**
   * @internal The mask is never rendered itself: showing and hiding put the mask on the
   * target or take it off, and a call that changes nothing fires nothing.
   */
  override toggleHidden(hide: boolean): this {
    return !!this.hidden == hide ? this : super.toggleHidden(hide);
  }

  override onShow(): void {
    this.syncMask();
  }

  override onHide(): void {
    this.syncMask();
  }

  /** `true` while shown. */
  override isVisible(): boolean {
    return !this.hidden && !this.isDestroyed;
  }

  /** @internal Masks the target's element while shown, unmasks it while hidden. */
  syncMask(): void {
    const me = this;
    const el = !me.hidden && !me.isDestroyed && me.getMaskTarget();
    me.$masked?.unmask();
    me.$masked = el ? el.mask(me.useMsg ? me.msg : null, me.msgCls) && el : null;
  }

  override onDestroy(): void {
    const me = this;
    me.bindStore(null);
    me.hidden = true;
    me.syncMask();
    super.onDestroy();
  }
}

registerClass(LoadMask, 'Lib.LoadMask', {
  $configs: declareConfigs<LoadMaskConfig, ComponentConfig, 'hidden'>({
    target: cfg([(v) => isString(v) || isObj(v), 'a component, an element or an id']),
    msg: cfg('string', 'Loading...'),
    msgCls: cfg('string', cssPrefix() + 'mask-loading'),
    useMsg: true,
    useTargetEl: false,
    store: cfg([(v) => isString(v) || isObj(v), 'a store or a storeId']),
    hidden: true,
  }),
  xtype: 'loadmask',
});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.LoadMask': typeof LoadMask;
  }
  interface AliasMap {
    'widget.loadmask': typeof LoadMask;
  }
}
