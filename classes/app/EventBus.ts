/**
 * `Lib.app.EventBus`: routes events to controllers, as Ext JS 4.2's event bus and its event
 * domains did. Each domain keeps event name → selector → controller → listeners:
 *
 * - `component`: any component's events, selected by component query (`'userlist button'`);
 * - `controller`: controllers' and applications' events, selected by `'#id'` or `'*'`;
 * - `store`: stores' events, selected by `'#storeId'` or `'*'`;
 * - `global`: the events of `Lib.globalEvents`.
 *
 * A domain starts following its classes when a controller first listens to it: their
 * `fireEvent`/`fireEventArgs` then pass each event whose name the domain listens for on to the
 * bus, after the object's own listeners (unless one returned `false`; a handler on the bus
 * returning `false` makes the fire return `false` too). A page without controllers pays
 * nothing per event.
 *
 * @example
 *   Lib.app.EventBus.control({'userlist': {itemdblclick: controller.editUser}}, controller);
 *   Lib.app.EventBus.listen({store: {'#users': {load: controller.onLoad}}}, controller);
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { get, root } from '../../lib/ClassManager';
import { isFn, isMap, own } from '../../lib/check';
import { fail } from '../../lib/config';
import { raise } from '../../lib/Error';
import { Component } from '../Component';
import { ComponentQuery } from '../ComponentQuery';
import { AbstractStore } from '../data/AbstractStore';
import { Event } from '../util/Event';
import { Observable } from '../util/Observable';

/** One domain: its routing table, how a target is matched, and what it follows. */
interface Domain {
  /** Lower-case event name → selector → the listeners, per controller. */
  bus: Record<string, Record<string, Map<object, Event[]>>>;
  /** The property selectors name (`'#id'`); none for component queries. */
  idProperty?: string;
  /** The prototypes (or instances) whose fires it follows, once listened to. */
  targets: () => object[];
  /** Whether it follows them already. */
  monitored?: boolean;
  /** Event name as fired → whether `bus` has it (forgotten when listeners are added). */
  heard: Record<string, boolean>;
}

const slice = Array.prototype.slice;
/**
 * A handler given to `control`/`listen`: a function, a method name of the controller, or
 * `{fn, scope, single, buffer, delay, ...}`.
 */
export type BusHandler = ((...args: never[]) => unknown) | string | Record<string, unknown>;
/** Event name → handler. */
export type BusListeners = Record<string, BusHandler>;
/** Selector (a component query, or `'#id'`/`'*'` in the other domains) → its listeners. */
export type BusSelectors = Record<string, BusListeners>;

const WHERE = 'Lib.app.EventBus';

/** What the bus wraps to hear a domain's events: an observable's (or its prototype's) fire methods. */
interface Monitored {
  fireEvent(this: object, name: string, ...args: unknown[]): boolean | null;
  fireEventArgs(this: object, name: string, args?: ArrayLike<unknown>): boolean | null;
}

/** The class of the `Lib.app.EventBus` singleton (use the instance). */
export class EventBus extends Base {
  /** The domains by name: `component`, `controller`, `store`, `global`. */
  declare domains: Record<string, Domain>;

  override $construct(): this {
    const domain = (targets: () => object[], idProperty?: string): Domain => ({
      bus: Object.create(null),
      heard: Object.create(null),
      idProperty,
      targets,
    });
    this.domains = {
      component: domain(() => [Component.prototype]),
      controller: domain(() => [get('Lib.app.Controller').prototype], 'id'),
      store: domain(() => [AbstractStore.prototype], 'storeId'),
      // Its handlers are listened under '*' (see `listen`), which matches any target.
      global: domain(() => [globalEvents], 'id'),
    };
    return this;
  }

  /**
   * `control({selector: {event: handler}}, controller)`: handlers (functions, method names of
   * the controller, or `{fn, scope, single, buffer, delay, ...}`) for the events of the
   * components matching each selector, now and later. `this` is the controller.
   */
  control(selectors: BusSelectors, controller: object): void {
    this.$listen('component', selectors, controller);
  }

  /**
   * `listen({component: {...}, controller: {...}, store: {...}, global: {...}}, controller)`:
   * `control` for every domain (`global` takes `{event: handler}` directly).
   */
  listen(to: Record<string, BusSelectors | BusListeners>, controller: object): void {
    for (const name of Object.keys(to || {})) {
      const listeners = to[name] as BusSelectors;
      this.$listen(name, name === 'global' ? { '*': listeners } : listeners, controller);
    }
  }

  /** Forgets every handler a controller added. */
  unlisten(controller: object): void {
    for (const domain of Object.values(this.domains)) {
      for (const selectors of Object.values(domain.bus)) {
        for (const selector in selectors) selectors[selector].delete(controller);
      }
    }
  }

  /**
   * Calls the handlers of a domain's selectors that `target` matches for the event; `false`
   * when one returned `false` (the rest are skipped).
   */
  dispatch(domainName: string, target: object, eventName: string, args: unknown[]): boolean {
    const domain = this.domains[domainName];
    const selectors = domain.bus[eventName.toLowerCase()];
    for (const selector in selectors) {
      const id = domain.idProperty;
      if (
        id
          ? selector === '*' || (target as Record<string, unknown>)[id] === selector
          : ComponentQuery.is(target as Component, selector)
      ) {
        for (const events of selectors[selector].values()) {
          for (const event of events) if (event.fireArgs(args) === false) return false;
        }
      }
    }
    return true;
  }

  /** @internal Adds a controller's handlers to a domain. */
  $listen(domainName: string, selectors: BusSelectors, controller: object): void {
    const domain = own(this.domains, domainName) ? this.domains[domainName] : undefined;
    if (!domain) {
      fail(
        WHERE + '#listen',
        'the domain',
        "'component', 'controller', 'store' or 'global'",
        domainName,
      );
    }
    for (const selector of Object.keys(selectors || {})) {
      const listeners = selectors[selector];
      let key = selector;
      if (domain.idProperty && selector !== '*') {
        if (selector[0] !== '#')
          raise(WHERE, `the ${domainName} selector '${selector}' must be '*' or start with '#'`);
        key = selector.slice(1);
      }
      for (const name of Object.keys(listeners || {})) {
        let fn: unknown = listeners[name];
        let scope: object = controller;
        let options: Record<string, unknown> | null = null;
        if (isMap(fn)) {
          ({ fn, scope = controller, ...options } = fn as { fn?: unknown; scope?: object });
        }
        if (typeof fn === 'string') fn = (scope as Record<string, unknown>)[fn];
        if (!isFn(fn)) {
          fail(
            WHERE,
            `the handler of '${name}' for '${selector}'`,
            'a function or a method name of the controller',
            listeners[name],
          );
        }
        const event = new Event(controller, name);
        event.addListener(fn, scope, options);
        const bySelector = (domain.bus[name.toLowerCase()] ??= Object.create(null));
        const byController: Map<object, Event[]> = (bySelector[key] ??= new Map());
        byController.set(controller, [...(byController.get(controller) || []), event]);
      }
    }
    domain.heard = Object.create(null);
    if (!domain.monitored) {
      domain.monitored = true;
      for (const target of domain.targets()) this.$monitor(target as Monitored, domainName);
    }
  }

  /**
   * @internal Makes `target` (a prototype or an instance) pass its events on to a domain
   * after its own listeners, for the event names the domain listens for (Ext's `monitor`).
   */
  $monitor(target: Monitored, domainName: string): void {
    const bus = this;
    const domain = bus.domains[domainName];
    const { fireEvent, fireEventArgs } = target;
    /** Whether the domain listens for the event: looked up once per name as fired. */
    const heard = (name: unknown) => {
      const known = domain.heard[name as string];
      return known === undefined
        ? (domain.heard[name as string] =
            typeof name === 'string' && domain.bus[name.toLowerCase()] !== undefined)
        : known;
    };
    // Fixed parameters and a call per argument count, as Observable#fireEvent takes them, and
    // one cached lookup per event name: an event no controller handles costs about 12 ns more
    // than without the bus (a closure, `apply` and lower-casing on each fire cost 45 ns).
    target.fireEvent = function (name: string, a1?: unknown, a2?: unknown, a3?: unknown) {
      const n = arguments.length;
      const result =
        n === 1
          ? fireEvent.call(this, name)
          : n === 2
            ? fireEvent.call(this, name, a1)
            : n === 3
              ? fireEvent.call(this, name, a1, a2)
              : n === 4
                ? fireEvent.call(this, name, a1, a2, a3)
                : fireEvent.apply(this, arguments as never);
      return result === true && heard(name)
        ? bus.dispatch(domainName, this, name, slice.call(arguments, 1))
        : result;
    };
    target.fireEventArgs = function (this: object, name: string, list?: ArrayLike<unknown>) {
      const result = fireEventArgs.call(this, name, list);
      return result === true && heard(name)
        ? bus.dispatch(domainName, this, name, slice.call(list || []))
        : result;
    };
  }
}

/** `Lib.globalEvents`: an observable for application-wide events (the `global` domain). */
const globalEvents: Observable = root.globalEvents || new Observable();
root.globalEvents = globalEvents;

registerClass(EventBus, 'Lib.app.EventBus', { singleton: true });

/** The `Lib.app.EventBus` singleton. */
export const Bus: EventBus = get('Lib.app.EventBus');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.app.EventBus': EventBus;
  }
}

declare module '../../lib/Lib' {
  interface LibExtensions {
    /** An observable for application-wide events, heard by controllers' `listen({global: ...})`. */
    globalEvents: Observable;
  }
}
