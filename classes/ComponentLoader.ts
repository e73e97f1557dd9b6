/**
 * `Lib.ComponentLoader`: loads a component's content from the server (Ext 4's
 * `Ext.ComponentLoader`). A component's `loader` config makes one (`component.getLoader()`).
 * `load(options)` sends a request through `Lib.Ajax` and gives the answer to the renderer:
 * `'html'` (default) passes the text to the target's `update`, as the `html` config is
 * written; `'data'` passes the decoded JSON to the `update` of a target with a `tpl`;
 * `'component'` adds the decoded component config(s) to a container; a function
 * `(loader, response, active)` does its own, `false` meaning failure. A failed load leaves the
 * content as it was. Scripts in loaded content are never run: `scripts: true` is refused
 * (see docs/differences.md).
 *
 * @example
 *   const news = Lib.create('Lib.Component', {
 *     renderTo: document.body,
 *     loader: {url: '/news', params: {limit: 5}, loadMask: true, autoLoad: true},
 *   });
 *   news.getLoader().startAutoRefresh(60000);
 */
import { registerClass } from '../lib/Class';
import { isFn, isMap, isNum, isObj, isString } from '../lib/check';
import {
  cfg,
  checkOptions,
  declareConfigs,
  either,
  fail,
  oneOf,
  type ConfigTable,
  type OwnConfigs,
  type Rule,
  type Test,
} from '../lib/config';
import { raise } from '../lib/Error';
import { decode } from '../lib/lang/JSON';
import { apply, applyIf, fromQueryString } from '../lib/lang/Object';
import { Observable, type ObservableConfig } from './util/Observable';
import type { ConnectionRequest, ConnectionResponse, RequestOptions } from './data/Connection';
import { Ajax } from './Ajax';
import { ComponentManager } from './ComponentManager';
import type { Component } from './Component';
import type { Container } from './container/Container';
import { batchLayouts } from './Component.layout';

/**
 * A renderer function: puts the answer into `loader.getTarget()`; returning `false` (or
 * throwing) makes the load a failure.
 */
export type LoaderRendererFn = (
  loader: ComponentLoader,
  response: ConnectionResponse,
  active: ActiveLoad,
) => unknown;

/** What a load does with the answer: a named renderer or a function. */
export type LoaderRenderer = 'html' | 'data' | 'component' | LoaderRendererFn;

/** `success` and `failure`: `(loader, response, options)`. */
export type LoaderCallback = (
  loader: ComponentLoader,
  response: ConnectionResponse,
  options: LoadOptions,
) => unknown;

/** `callback`: `(loader, success, response, options)`. */
export type LoaderDoneCallback = (
  loader: ComponentLoader,
  success: boolean,
  response: ConnectionResponse | undefined,
  options: LoadOptions,
) => unknown;

/** What the load mask shows: `true` (`'Loading...'`), a message, or `{msg, msgCls}`. */
export type LoaderMask = boolean | string | { msg?: string; msgCls?: string };

/**
 * The options of `load()`; the loader's configs of the same names are their defaults. Any
 * other key is an option of `Lib.Ajax.request` (`headers`, `timeout`, `jsonData`...).
 */
export interface LoadOptions extends Omit<
  RequestOptions,
  'params' | 'success' | 'failure' | 'callback'
> {
  /** The URL (default the loader's `url`). */
  url?: string;
  /** Parameters (or a query string), over the loader's `params` (its `baseParams` win over both). */
  params?: Record<string, unknown> | string | null;
  /** The HTTP method (default the loader's `method`, else Lib.Ajax's choice). */
  method?: string;
  /** Further `Lib.Ajax.request` options, over the loader's `ajaxOptions`. */
  ajaxOptions?: Partial<RequestOptions> | null;
  /** What to do with the answer (default the loader's `renderer`). */
  renderer?: LoaderRenderer;
  /** Mask the target while loading (default the loader's `loadMask`). */
  loadMask?: LoaderMask;
  /** Must be `false`: Lib never runs scripts from loaded content. */
  scripts?: false;
  /** With the `'component'` renderer, replace the container's items (default the loader's `removeAll`). */
  removeAll?: boolean;
  /** Called after a successful load: `(loader, response, options)`. */
  success?: LoaderCallback | null;
  /** Called after a failed load: `(loader, response, options)`. */
  failure?: LoaderCallback | null;
  /** Called last: `(loader, success, response, options)`. */
  callback?: LoaderDoneCallback | null;
  /** `this` in `success`, `failure` and `callback` (default the loader). */
  scope?: unknown;
}

/** What a renderer function gets as `active`: the load in progress. */
export interface ActiveLoad {
  /** The options of the load, as `beforeload` saw them. */
  options: LoadOptions;
  /** The load mask of this load (`false`: none). */
  mask: LoaderMask | undefined;
  /** `this` in the callbacks. */
  scope: unknown;
  /** Whether the `'component'` renderer replaces the container's items. */
  removeAll: boolean | undefined;
  /** The request sent through `Lib.Ajax` (`null` when a `beforerequest` listener stopped it). */
  request: ConnectionRequest | null;
}

/** The events of a loader and their arguments. */
export interface ComponentLoaderEvents {
  /** Before a load is sent; a listener returning `false` cancels it (it may change `options`). */
  beforeload: [loader: ComponentLoader, options: LoadOptions];
  /** After a successful load, once the renderer has run. */
  load: [loader: ComponentLoader, response: ConnectionResponse, options: LoadOptions];
  /** After a failed load (HTTP error, no answer, abort, a renderer failing); content unchanged. */
  exception: [
    loader: ComponentLoader,
    response: ConnectionResponse | undefined,
    options: LoadOptions,
  ];
}

export interface ComponentLoaderConfig extends ObservableConfig<ComponentLoaderEvents> {
  /** The URL to load from (required, here or in `load({url})`). */
  url?: string;
  /**
   * Parameters of every load (an object, or a query string as Ext's Ajax takes: `'a=1&b=2'`); a
   * load's own `params` win over them. Default none.
   */
  params?: Record<string, unknown> | string | null;
  /** Parameters of every load that win over a load's own `params`. Default none. */
  baseParams?: Record<string, unknown> | null;
  /** The HTTP method (default: Lib.Ajax's choice, POST with params, else GET). */
  method?: string;
  /** Further `Lib.Ajax.request` options of every load (`headers`, `timeout`...). Default none. */
  ajaxOptions?: Partial<RequestOptions> | null;
  /**
   * Load as soon as the loader is made (with a component's `loader`, at its construction):
   * `true`, or the options of that load. Default `false`.
   */
  autoLoad?: boolean | LoadOptions;
  /**
   * Load when the target renders (at once when it is rendered): `true`, or the options of
   * that load (Ext JS 5). Default `false`.
   */
  loadOnRender?: boolean | LoadOptions;
  /** Mask the target while loading: `true` (`'Loading...'`), a message, or `{msg, msgCls}`. Default `false`. */
  loadMask?: LoaderMask;
  /** Must be `false` (default): Lib never runs scripts from loaded content. */
  scripts?: false;
  /** What to do with the answer: `'html'` (default), `'data'`, `'component'` or a function. */
  renderer?: LoaderRenderer;
  /** With the `'component'` renderer, replace the container's items (default `false`). */
  removeAll?: boolean;
  /** The component to fill, or its id (a component's loader: the component). */
  target?: Component | string | null;
  /** Called after each successful load: `(loader, response, options)`. */
  success?: LoaderCallback;
  /** Called after each failed load: `(loader, response, options)`. */
  failure?: LoaderCallback;
  /** Called after each load: `(loader, success, response, options)`. */
  callback?: LoaderDoneCallback;
  /** `this` in `success`, `failure` and `callback` (default the loader). */
  scope?: unknown;
}

const WHERE = 'Lib.ComponentLoader';

/** The options a load keeps for itself: everything else goes to `Lib.Ajax.request`. */
const OWN = [
  'ajaxOptions',
  'renderer',
  'loadMask',
  'scripts',
  'removeAll',
  'success',
  'failure',
  'callback',
  'scope',
];

/** The options whose default is the loader's config of that name (and whose rule it shares). */
const NAMES = ['url', 'method', 'params', ...OWN];

/** A load's options or `true`. */
const OPTIONS: Test = [(v) => v === true || v === false || isMap(v), 'a boolean or load options'];

/**
 * The configs of a loader, as the instance holds them (a config without a default is
 * `undefined` until set).
 */
export interface ComponentLoader extends OwnConfigs<
  ComponentLoaderConfig,
  ObservableConfig<ComponentLoaderEvents>
> {}

/** A load's options as `load` merges them, by name. */
type Opts = LoadOptions & Record<string, unknown>;

export class ComponentLoader extends Observable<ComponentLoaderEvents> {
  /**
   * The named renderers (Ext's `Ext.ComponentLoader.Renderer` and
   * `Ext.ElementLoader.Renderer.Html`): `Html`, `Data`, `Component`.
   */
  declare static Renderer: Record<'Html' | 'Data' | 'Component', LoaderRendererFn>;
  /** The load in progress, or `null`. */
  declare active: ActiveLoad | null;
  /** The timer of `startAutoRefresh` (`undefined` when not refreshing). */
  declare autoRefresh?: ReturnType<typeof setInterval>;
  /** Always `true` (Ext's type tag). */
  declare isLoader: true;
  /** @internal The config table (see `declareConfigs`). */
  declare $configs: ConfigTable;

  /** Observable checks and copies the config; then the target is set, and `autoLoad` loads. */
  override $construct(config?: ComponentLoaderConfig): this {
    const me = this;
    super.$construct(config);
    const target = me.target;
    const auto = me.autoLoad;
    me.target = null;
    me.setTarget(target);
    if (auto) me.load(auto === true ? null : auto);
    return me;
  }

  /**
   * Sets the component the loader fills: a component, its id, or `null` for none. Another
   * target aborts the load in progress. With `loadOnRender`, the new target loads once it
   * renders (at once when rendered). The loader is destroyed with its target.
   */
  setTarget(target: Component | string | null | undefined): void {
    const me = this;
    const cmp = isString(target) ? ComponentManager.get(target) : target;
    if (cmp != null ? !cmp.isComponent : target != null) {
      fail(WHERE + '#setTarget', 'target', 'a component or the id of one', target);
    }
    if (me.target === cmp) return;
    if (me.target) me.abort();
    // The loader's only managed listeners are on its target.
    me.clearManagedListeners();
    me.target = cmp || null;
    if (cmp) {
      me.mon(cmp, 'destroy', me.destroy, me);
      if (me.loadOnRender) {
        if (cmp.rendered) me.doLoadOnRender();
        else me.mon(cmp, 'render', me.doLoadOnRender, me, { single: true });
      }
    }
  }

  /** The component the loader fills, or `null`. */
  getTarget(): Component | null {
    return (this.target as Component | null) || null;
  }

  /** @internal The load of `loadOnRender`. */
  doLoadOnRender(): void {
    const options = this.loadOnRender;
    this.load(isObj(options) ? options : null);
  }

  /**
   * Loads the target's content. `options` win over the loader's configs of the same names
   * for this load; `params` go over the loader's `params` and under its `baseParams`; any
   * other key is a `Lib.Ajax.request` option. Fires `beforeload(loader, options)` (`false`
   * cancels); a load still in progress is then aborted (reported as failed). When the answer
   * comes: the renderer runs, then `success(loader, response, options)` and event `load`, or
   * `failure` and event `exception` (the content left as it was), then
   * `callback(loader, success, response, options)`. A renderer's error is rethrown after the
   * failure is reported. A wrong option, a missing URL or a target the renderer cannot fill
   * throws before anything is sent.
   */
  load(options?: LoadOptions | null): void {
    const me = this;
    const where = WHERE + '#load';
    me.checkLoadOptions(where, options);
    const target = me.target as Component | null | undefined;
    if (!target) raise(where, 'the loader has no target: give it one with setTarget(component)');
    // As Ext: the load's options, then its ajaxOptions, the loader's, then the loader's configs.
    const opts: Opts = applyIf(applyIf(apply({}, options), options?.ajaxOptions), me.ajaxOptions);
    for (const name of NAMES) if (opts[name] === undefined) opts[name] = (me as Opts)[name];
    const query = (p: unknown) => (isString(p) ? fromQueryString(p) : p);
    opts.params = apply(applyIf(apply({}, query(opts.params)), query(me.params)), me.baseParams);
    if (!opts.url) raise(where, 'there is no url: give the loader a url, or load({url})');
    const renderer = opts.renderer;
    if (renderer == 'component' && !(target as Container).isContainer) {
      fail(where, "the target of renderer 'component'", 'a container', target);
    }
    if (renderer == 'data' && !target.tpl) {
      fail(where, "the target of renderer 'data'", 'a component with a tpl', target);
    }
    if (me.fireEvent('beforeload', me, opts) === false) return;
    me.abort();
    const request: Record<string, unknown> = {};
    for (const name in opts) if (!OWN.includes(name)) request[name] = opts[name];
    const active: ActiveLoad = (me.active = {
      options: opts,
      mask: opts.loadMask,
      scope: opts.scope || me,
      removeAll: opts.removeAll,
      request: null,
    });
    if (active.mask) me.addMask();
    request.callback = (_o: unknown, ok: boolean, response: ConnectionResponse) =>
      me.onComplete(active, ok, response);
    try {
      active.request = Ajax.request(request as RequestOptions);
    } catch (error) {
      // Refused before sending (such as a header with a line break): the load never started.
      me.release(active);
      throw error;
    }
  }

  /** @internal Checks load options (given to `load`, `startAutoRefresh`, `autoLoad`...). */
  checkLoadOptions(where: string, options: unknown): void {
    if (options == null) return;
    if (!isMap(options)) fail(where, 'options', 'an object', options);
    if (options.target !== undefined)
      raise(where, 'a load cannot change the target: use setTarget');
    const table = this.$configs;
    const rules: Record<string, Rule> = {};
    for (const name of NAMES) rules[name] = [table[name].ok, table[name].expected];
    checkOptions(where, options, rules);
  }

  /**
   * @internal Reports the outcome of the load `active` (nothing when another load replaced
   * it): removes the mask, runs the renderer when the request succeeded, then the callbacks
   * and events.
   */
  onComplete(active: ActiveLoad, success: boolean | undefined, response: ConnectionResponse): void {
    const me = this;
    if (!me.release(active)) return;
    const { options, scope } = active;
    let ok = !!success;
    let thrown = false;
    let error: unknown;
    if (ok) {
      try {
        ok =
          me.getRenderer(options.renderer as LoaderRenderer).call(me, me, response, active) !==
          false;
      } catch (e) {
        ok = false;
        thrown = true;
        error = e;
      }
    }
    const report = options[ok ? 'success' : 'failure'];
    if (isFn(report)) report.call(scope, me, response, options);
    me.fireEvent(ok ? 'load' : 'exception', me, response, options);
    if (isFn(options.callback)) options.callback.call(scope, me, ok, response, options);
    if (thrown) throw error;
  }

  /**
   * @internal Ends the load `active` if it is the one in progress (its mask removed);
   * `false` when it is not.
   */
  release(active: ActiveLoad): boolean {
    const me = this;
    if (me.active !== active) return false;
    me.active = null;
    if (active.mask) me.removeMask();
    return true;
  }

  /** The renderer function for a renderer name or function. */
  getRenderer(renderer: LoaderRenderer): LoaderRendererFn {
    // 'html' → Renderer.Html, and so on.
    return isFn(renderer)
      ? renderer
      : ComponentLoader.Renderer[(renderer[0].toUpperCase() + renderer.slice(1)) as 'Html'];
  }

  /**
   * @internal Masks the target (`Lib.dom.Element#mask`) with the message of the load in
   * progress; a target not rendered yet is masked when it renders, if still loading.
   */
  addMask(): void {
    const me = this;
    const target = me.target as Component;
    const mask = me.active?.mask;
    if (!mask) return;
    if (!target.rendered) {
      me.mon(target, 'render', me.addMask, me, { single: true });
      return;
    }
    const { msg = 'Loading...', msgCls } = isObj(mask)
      ? mask
      : { msg: isString(mask) ? mask : undefined };
    target.el!.mask(msg, msgCls);
  }

  /** @internal Removes the target's mask. */
  removeMask(): void {
    (this.target as Component | null)?.el?.unmask();
  }

  /**
   * Aborts the load in progress, if any: it is reported as failed (`exception`, `failure`,
   * `callback`, with `response.aborted` set).
   */
  abort(): void {
    const request = this.active?.request;
    if (request) Ajax.abort(request);
  }

  /**
   * Loads again every `interval` milliseconds, with `options` (as `load`), until
   * `stopAutoRefresh` (or `destroy`). The first load comes after one interval.
   */
  startAutoRefresh(interval: number, options?: LoadOptions | null): void {
    const me = this;
    const where = WHERE + '#startAutoRefresh';
    if (!isNum(interval) || !(interval > 0)) {
      fail(where, 'interval', 'a number of milliseconds above 0', interval);
    }
    me.checkLoadOptions(where, options);
    me.stopAutoRefresh();
    me.autoRefresh = setInterval(() => me.load(options), interval);
  }

  /** Stops the refreshing `startAutoRefresh` started. */
  stopAutoRefresh(): void {
    clearInterval(this.autoRefresh);
    this.autoRefresh = undefined;
  }

  /** `true` while `startAutoRefresh` is refreshing. */
  isAutoRefreshing(): boolean {
    return this.autoRefresh !== undefined;
  }

  /**
   * Destroys the loader (its target's destruction does too): stops refreshing, aborts the
   * load in progress (reported as failed), removes every listener and forgets the target.
   */
  override destroy(): void {
    const me = this;
    me.stopAutoRefresh();
    me.abort();
    me.clearListeners();
    me.target = null;
    super.destroy();
  }
}

ComponentLoader.Renderer = {
  /** `'html'`: the response text to the target's `update` (author markup, as `html`). */
  Html(loader, response) {
    loader.getTarget()!.update(response.responseText);
  },
  /** `'data'`: the decoded JSON to the target's `update` (which renders it with its `tpl`). */
  Data(loader, response) {
    const data = decode(response.responseText, true);
    if (data == null) return false;
    loader.getTarget()!.update(data as object);
  },
  /**
   * `'component'`: the decoded component config(s) added to the target container; with
   * `removeAll`, its items from before are removed once the new ones are in (a failure to
   * add keeps them).
   */
  Component(loader, response, active) {
    const items = decode(response.responseText, true);
    if (!isObj(items)) return false;
    const target = loader.getTarget() as Container;
    const old: Component[] = active.removeAll ? target.items.getRange() : [];
    batchLayouts(() => {
      target.add(items);
      for (const item of old) target.remove(item);
    });
  },
};

registerClass(ComponentLoader, 'Lib.ComponentLoader', {
  $configs: declareConfigs<ComponentLoaderConfig, ObservableConfig<ComponentLoaderEvents>>({
    url: cfg('string'),
    params: cfg(either('object', 'string')),
    baseParams: cfg('object'),
    method: cfg('string'),
    ajaxOptions: cfg('object'),
    autoLoad: cfg(OPTIONS, false),
    loadOnRender: cfg(OPTIONS, false),
    loadMask: cfg(either('boolean', 'string', 'object'), false),
    scripts: cfg(
      [
        (v) => v === false,
        'false: Lib never runs scripts from loaded content (see docs/differences.md)',
      ],
      false,
    ),
    renderer: cfg(either(oneOf('html', 'data', 'component'), 'function'), 'html'),
    removeAll: false,
    target: cfg([
      (v) => isString(v) || (isObj(v) && v.isComponent === true),
      'a component or the id of one',
    ]),
    success: cfg('function'),
    failure: cfg('function'),
    callback: cfg('function'),
    scope: cfg('any'),
  }),
  isLoader: true,
  active: null,
});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.ComponentLoader': typeof ComponentLoader;
  }
}
