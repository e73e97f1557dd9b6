/**
 * Ext JS 4's keyboard helpers for legacy code: `Ext.util.KeyMap` (`Ext.KeyMap`) and
 * `Ext.util.KeyNav` (`Ext.KeyNav`), built on Lib's element listeners. Lib's own components
 * handle their keys themselves, so these live in the shim, under their Ext names.
 *
 * - `new Ext.util.KeyMap({target, binding, eventName})`, or Ext's older form
 *   `new Ext.util.KeyMap(el, binding, eventName)`: a binding is `{key, fn | handler, scope,
 *   ctrl, shift, alt, defaultEventAction}` (or an array of them); `key` is a key code, a
 *   character, a string of characters or an array. A matching key calls `fn(keyCode, e)`;
 *   unless it returns `true`, `e[defaultEventAction]()` follows when one is set. Also
 *   `addBinding`, `removeBinding`, `on(key, fn, scope)`, `un`, `enable`, `disable`,
 *   `setDisabled`, `isEnabled`, `destroy(removeTarget)`; `ignoreInputFields` skips keys typed
 *   in inputs; the target is an element, an id, or a component (its element once rendered).
 *   An element's `addKeyMap(config)` and `addKeyListener(key, fn, scope)` make one on it.
 * - `new Ext.util.KeyNav({target, left, right, up, down, enter, esc, tab, space, pageUp,
 *   pageDown, home, end, del, backspace, scope, defaultEventAction})` (or `(el, config)`):
 *   each named key calls its handler `(e)` on keydown, then `e.preventDefault()` (the default
 *   `defaultEventAction`) unless it returns `true`. `enable`, `disable`, `setDisabled`,
 *   `destroy(removeEl)`.
 *
 * @example
 *   new Ext.util.KeyMap({target: 'editor', binding: {key: 's', ctrl: true, fn: save}});
 *   new Ext.util.KeyNav(Ext.getDoc(), {up: prev, down: next, scope: list});
 */
import type { LibLike } from './types';

/** A key event as Lib's element listeners give it (`Lib.EventObjectImpl`). */
interface KeyEvent {
  getKey(): number;
  target: { tagName?: string; isContentEditable?: boolean };
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  [action: string]: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers of any signature
type Handler = (...args: any[]) => unknown;

interface Binding {
  key?: unknown;
  keyCode: number[];
  fn?: Handler;
  handler?: Handler;
  scope?: unknown;
  ctrl?: boolean;
  shift?: boolean;
  alt?: boolean;
  defaultEventAction?: string;
}

/** A listenable element, as the shim uses it. */
interface El {
  on(name: string, fn: Handler, scope?: unknown): unknown;
  un(name: string, fn: Handler, scope?: unknown): unknown;
  remove(): void;
}

interface KeyMap {
  target: unknown;
  binding?: unknown;
  eventName: string;
  bindings: Binding[];
  enabled: boolean;
  /** Waiting for its component target to render. */
  $waiting?: boolean;
  ignoreInputFields: boolean;
  processEvent(e: KeyEvent): KeyEvent;
  addBinding(binding: unknown): void;
  removeBinding(binding: Partial<Binding>): void;
  enable(): void;
  disable(): void;
  handleTargetEvent(e: KeyEvent): void;
  $el(): El | null;
}

/** Key codes of the names a KeyNav config takes. */
const NAV_KEYS: Record<string, number> = {
  left: 37,
  right: 39,
  up: 38,
  down: 40,
  space: 32,
  pageUp: 33,
  pageDown: 34,
  del: 46,
  backspace: 8,
  home: 36,
  end: 35,
  enter: 13,
  esc: 27,
  tab: 9,
};

/** Key codes from a binding's `key`: a code, a character, a string of characters or a list. */
function keyCodes(key: unknown): number[] {
  if (typeof key === 'string') return Array.from(key.toUpperCase(), (c) => c.charCodeAt(0));
  return ([] as unknown[])
    .concat(key)
    .map((k) => (typeof k === 'string' ? k.toUpperCase().charCodeAt(0) : (k as number)));
}

const MODIFIERS = ['ctrl', 'shift', 'alt'] as const;

/** A key argument as a binding's fields: `{key, ctrl, shift, alt}` as is, else `{key}`. */
const keySpec = (key: unknown): object =>
  key && typeof key === 'object' && !Array.isArray(key) ? key : { key };

/** Defines `Ext.util.KeyMap` and `Ext.util.KeyNav`. */
export function installKeyCompat(Lib: LibLike): void {
  Lib.define('Ext.util.KeyMap', {
    alternateClassName: 'Ext.KeyMap',
    eventName: 'keydown',
    ignoreInputFields: false,
    enabled: false,
    constructor(
      this: KeyMap,
      config: Record<string, unknown>,
      binding?: unknown,
      eventName?: string,
    ) {
      const me = this;
      const legacy =
        arguments.length !== 1 ||
        typeof config === 'string' ||
        !!(config && (config.dom || config.nodeType || config.isComponent));
      if (legacy) Lib.apply(me, { target: config, binding, eventName: eventName || me.eventName });
      else Lib.apply(me, config);
      me.bindings = [];
      if (me.binding) me.addBinding(me.binding);
      else if (!legacy && config.key !== undefined) me.addBinding(config);
      me.enable();
    },
    /** @internal The target's element (a component's once rendered). */
    $el(this: KeyMap): El | null {
      const target = this.target as { isComponent?: boolean; el?: El } | null;
      if (target?.isComponent) return target.el ?? null;
      const el = Lib.get(target) as El | null;
      if (!el) throw new Error(`[Ext.util.KeyMap] no element for the target ${String(target)}`);
      return el;
    },
    addBinding(this: KeyMap, binding: unknown) {
      if (Array.isArray(binding)) {
        for (const one of binding) this.addBinding(one);
        return;
      }
      const b = binding as Binding;
      this.bindings = this.bindings.concat({ ...b, keyCode: keyCodes(b.key) });
    },
    removeBinding(this: KeyMap, binding: Partial<Binding>) {
      const keys = String(keyCodes(binding.key));
      this.bindings = this.bindings.filter(
        (b) =>
          !(
            b.fn === binding.fn &&
            b.scope === binding.scope &&
            MODIFIERS.every((m) => b[m] == binding[m]) &&
            String(b.keyCode) === keys
          ),
      );
    },
    on(this: KeyMap, key: unknown, fn: Handler, scope?: unknown) {
      this.addBinding({ ...keySpec(key), fn, scope });
    },
    un(this: KeyMap, key: unknown, fn: Handler, scope?: unknown) {
      this.removeBinding({ ...keySpec(key), fn, scope });
    },
    processEvent: (e: KeyEvent) => e,
    handleTargetEvent(this: KeyMap, event: KeyEvent) {
      const e = this.processEvent(event);
      if (!this.enabled || !e || typeof e.getKey !== 'function') return;
      if (this.ignoreInputFields) {
        const target = e.target;
        if (/^(input|textarea)$/i.test(target?.tagName || '') || target?.isContentEditable) return;
      }
      const key = e.getKey();
      for (const b of this.bindings) {
        if (!MODIFIERS.every((m) => b[m] === undefined || b[m] === e[m + 'Key'])) continue;
        if (!b.keyCode.includes(key)) continue;
        const fn = b.fn || b.handler;
        const action = b.defaultEventAction;
        if (fn && fn.call(b.scope || this, key, e) !== true && action) {
          (e[action] as () => void)();
        }
      }
    },
    isEnabled(this: KeyMap) {
      return this.enabled;
    },
    enable(this: KeyMap) {
      if (this.enabled) return;
      const target = this.target as { isComponent?: boolean; rendered?: boolean } | null;
      if (target?.isComponent && !target.rendered) {
        // A component not rendered yet: its element takes the listener when it renders (once,
        // however often the map is disabled and enabled meanwhile).
        if (!this.$waiting) {
          this.$waiting = true;
          (target as unknown as El).on('render', () => {
            this.$waiting = false;
            if (this.enabled) this.$el()?.on(this.eventName, this.handleTargetEvent, this);
          });
        }
      } else this.$el()?.on(this.eventName, this.handleTargetEvent, this);
      this.enabled = true;
    },
    disable(this: KeyMap) {
      if (!this.enabled) return;
      this.$el()?.un(this.eventName, this.handleTargetEvent, this);
      this.enabled = false;
    },
    setDisabled(this: KeyMap, disabled: boolean) {
      if (disabled) this.disable();
      else this.enable();
    },
    destroy(this: KeyMap, removeTarget?: boolean) {
      const el = this.$el();
      this.disable();
      this.bindings = [];
      if (removeTarget) el?.remove();
    },
  });

  // The element's shortcuts to a KeyMap on it.
  const proto = Lib.dom?.Element?.prototype;
  if (proto) {
    const KeyMapOf = (config: object) => new (Lib.ClassManager.get('Ext.util.KeyMap'))(config);
    proto.addKeyMap ??= function addKeyMap(this: El, config?: object) {
      return KeyMapOf({ target: this, ...config });
    };
    proto.addKeyListener ??= function addKeyListener(
      this: El,
      key: unknown,
      fn: Handler,
      scope?: unknown,
    ) {
      return KeyMapOf({ target: this, ...keySpec(key), fn, scope });
    };
  }

  Lib.define('Ext.util.KeyNav', {
    alternateClassName: 'Ext.KeyNav',
    disabled: false,
    defaultEventAction: 'preventDefault',
    ignoreInputFields: false,
    constructor(
      this: {
        map: KeyMap;
        disabled: boolean;
        scope?: unknown;
        defaultEventAction: string;
      } & Record<string, unknown>,
      el: unknown,
      config?: Record<string, unknown>,
    ) {
      const me = this;
      const options = config ?? (el as Record<string, unknown>) ?? {};
      Lib.apply(me, options);
      const target = config ? el : options.target;
      const binding = Object.keys(NAV_KEYS)
        .filter((name) => typeof me[name] === 'function')
        .map((name) => ({
          key: NAV_KEYS[name],
          defaultEventAction: me.defaultEventAction,
          fn: (_key: number, e: unknown) => (me[name] as Handler).call(me.scope || me, e),
        }));
      const KeyMapClass = Lib.ClassManager.get('Ext.util.KeyMap');
      const mapConfig: Record<string, unknown> = {
        target,
        binding,
        ignoreInputFields: me.ignoreInputFields,
      };
      if (typeof options.processEvent === 'function') mapConfig.processEvent = options.processEvent;
      me.map = new KeyMapClass(mapConfig);
      if (me.disabled) me.map.disable();
    },
    enable(this: { map: KeyMap; disabled: boolean }) {
      this.map.enable();
      this.disabled = false;
    },
    disable(this: { map: KeyMap; disabled: boolean }) {
      this.map.disable();
      this.disabled = true;
    },
    setDisabled(this: { enable(): void; disable(): void }, disabled: boolean) {
      if (disabled) this.disable();
      else this.enable();
    },
    destroy(this: { map: KeyMap }, removeEl?: boolean) {
      (this.map as unknown as { destroy(remove?: boolean): void }).destroy(removeEl);
    },
  });
}
