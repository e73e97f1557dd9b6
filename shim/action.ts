/**
 * Ext JS 4's `Ext.Action` for legacy code: one command (text, icon, handler, disabled and hidden
 * state) shared by the buttons and menu items made from it. A component created with an
 * action as its config (`new Ext.button.Button(action)`, `tbar: [action]`, a menu's
 * `items: [action]`) takes the action's config and joins the action, as in Ext JS 4:
 * `action.setDisabled(true)`, `setText`, `setIconCls`, `setHidden`, `setHandler` then change
 * every such component (a destroyed one leaves the action). `execute(...args)` calls the
 * handler. `each(fn, scope)` visits the components.
 *
 * @example
 *   const save = Ext.create('Ext.Action', {text: 'Save', iconCls: 'icon-save', handler: onSave});
 *   Ext.create('Ext.panel.Panel', {tbar: [save], ...});
 *   save.disable(); // the toolbar's button and any other item made from it
 */
import type { LibLike } from './types';

interface Component {
  on(name: string, fn: (component: Component) => void, scope?: unknown): void;
  baseAction?: Action;
  [method: string]: unknown;
}

interface Action {
  isAction: true;
  initialConfig: Record<string, unknown>;
  itemId: string;
  items: Component[];
  callEach(method: string, args: unknown[]): void;
  addComponent(component: Component): void;
  removeComponent(component: Component): void;
}

/**
 * Lets a component take an action (or anything with an `initialConfig`, as Ext's Component
 * constructor does) as its config: the component is made from `initialConfig` and, for an
 * action, joins it. Runs before the shim adapts constructors, so that every class's constructor
 * goes through it.
 */
export function installActionHook(Lib: LibLike): void {
  const proto = Lib.ClassManager.get('Lib.Component')?.prototype;
  const original = proto?.$construct;
  if (typeof original !== 'function') return;
  Object.defineProperty(proto, '$construct', {
    // Every component is made through it: one check, no arguments copied.
    value: function (this: Component, config?: Record<string, unknown>) {
      let action: Action | undefined;
      if (config && typeof config === 'object' && config.initialConfig && !config.isComponent) {
        if (config.isAction) action = config as unknown as Action;
        config = config.initialConfig as Record<string, unknown>;
      }
      const result = original.call(this, config);
      if (action) {
        this.baseAction = action;
        action.addComponent(this);
      }
      return result;
    },
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

/** Defines `Ext.Action`. */
export function installActionCompat(Lib: LibLike): void {
  Lib.define('Ext.Action', {
    isAction: true,
    constructor(this: Action, config: Record<string, unknown>) {
      if (!config || typeof config !== 'object') {
        throw new TypeError('[Ext.Action] needs a config object');
      }
      this.initialConfig = config;
      this.itemId = config.itemId = (config.itemId || config.id || Lib.id()) as string;
      this.items = [];
    },
    getText(this: Action) {
      return this.initialConfig.text;
    },
    setText(this: Action, text: string) {
      this.initialConfig.text = text;
      this.callEach('setText', [text]);
    },
    getIconCls(this: Action) {
      return this.initialConfig.iconCls;
    },
    setIconCls(this: Action, cls: string) {
      this.initialConfig.iconCls = cls;
      this.callEach('setIconCls', [cls]);
    },
    isDisabled(this: Action) {
      return !!this.initialConfig.disabled;
    },
    setDisabled(this: Action, disabled: boolean) {
      this.initialConfig.disabled = disabled;
      this.callEach('setDisabled', [disabled]);
    },
    enable(this: Action & { setDisabled(v: boolean): void }) {
      this.setDisabled(false);
    },
    disable(this: Action & { setDisabled(v: boolean): void }) {
      this.setDisabled(true);
    },
    isHidden(this: Action) {
      return !!this.initialConfig.hidden;
    },
    setHidden(this: Action, hidden: boolean) {
      this.initialConfig.hidden = hidden;
      this.callEach('setVisible', [!hidden]);
    },
    show(this: Action & { setHidden(v: boolean): void }) {
      this.setHidden(false);
    },
    hide(this: Action & { setHidden(v: boolean): void }) {
      this.setHidden(true);
    },
    setHandler(this: Action, handler: unknown, scope?: unknown) {
      this.initialConfig.handler = handler;
      this.initialConfig.scope = scope;
      this.callEach('setHandler', [handler, scope]);
    },
    /** Calls the handler with these arguments (`this` = its scope). */
    execute(this: Action, ...args: unknown[]) {
      const { handler, scope } = this.initialConfig;
      if (typeof handler !== 'function') {
        throw new TypeError(`[Ext.Action#execute] the action '${this.itemId}' has no handler`);
      }
      return handler.apply(scope ?? globalThis, args);
    },
    /** Calls `fn(component)` for each component made from the action until it returns `false`. */
    each(this: Action, fn: (component: Component) => unknown, scope?: unknown) {
      for (const component of this.items.slice()) {
        if (fn.call(scope ?? component, component) === false) break;
      }
    },
    /** @internal Calls `method(...args)` on every component that has it, in one layout run. */
    callEach(this: Action, method: string, args: unknown[]) {
      Lib.batchLayouts(() => {
        for (const component of this.items.slice()) {
          const fn = component[method];
          if (typeof fn === 'function') fn.apply(component, args);
        }
      });
    },
    addComponent(this: Action, component: Component) {
      this.items.push(component);
      component.on('destroy', (gone) => this.removeComponent(gone));
    },
    removeComponent(this: Action, component: Component) {
      const at = this.items.indexOf(component);
      if (at >= 0) this.items.splice(at, 1);
    },
  });
}
