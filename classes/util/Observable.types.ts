/**
 * The public types of `Lib.util.Observable`: the event map that types `on`/`fireEvent`,
 * handlers, listeners objects, the config, what `mon` and destroyable listeners return, and
 * the functions `beforeMethod`/`afterMethod` take.
 * `Observable.ts` re-exports them all.
 *
 * @example
 *   interface StoreEvents { load: [store: Store, ok: boolean] }
 *   class Store extends Observable<StoreEvents> {}
 *   store.on('load', (s, ok) => {}); // s: Store, ok: boolean
 */
import type { ListenerOptions } from './Event';

type Fn = (...args: never[]) => unknown;

export type { ListenerOptions } from './Event';

/** An event map: event name → the arguments its listeners receive (`{load: [store: Store, ok: boolean]}`). */
export type EventsOf<E> = { [K in keyof E]: unknown[] };

/** The arguments listeners of event `K` of map `M` get. */
export type EventArgs<M, K extends keyof M> = M[K] extends unknown[] ? M[K] : never;

/**
 * The arguments `fireEvent` takes for event `K` of map `M` (an intersection, which `tsc` can
 * check inside a class body, where the map depends on `this`).
 */
export type FireArgs<M, K extends keyof M> = M[K] & unknown[];

/**
 * An event name TypeScript knows only as `string` (a variable, a computed name, `'myevent' as
 * string`): accepted unchecked by `on`, `un` and `fireEvent`. A literal name must be in the map,
 * so a misspelt one fails to compile; this is the escape for names the map does not list.
 */
export type DynamicName<N extends string> = string extends N ? N : never;

/** The map of an untyped observable: any event name, any arguments. */
export interface AnyEvents {
  [name: string]: unknown[];
}

// Method syntax makes the parameters bivariant, so a handler may declare the trailing options
// argument as required even though it is only passed when options were given.
type Bivariant<F extends Fn> = { m(...args: Parameters<F>): ReturnType<F> }['m'];

/** A handler of an event with arguments `A`: gets them, then the options object if options were given. */
export type Handler<A extends unknown[] = unknown[]> = Bivariant<
  (...args: [...A, options?: Record<string, unknown>]) => unknown
>;

/**
 * The scope of a listener: the object that is `this` in the handler, or, for a handler named
 * by a method name, `'this'` (the observable) or `'controller'` (what `resolveListenerScope`
 * answers for it), looked up when the event fires.
 */
export type ListenerScope = object | 'this' | 'controller' | null;

/** A listener given as an object in a listeners object: `{fn, scope, single, ...}`. */
export interface ListenerConfig<A extends unknown[] = unknown[]> extends ListenerOptions {
  /** The handler, or the name of a method of the scope (or of the observable). */
  fn: Handler<A> | string;
}

/**
 * A listeners object: event names mapped to handlers, method names or {@link ListenerConfig}s,
 * plus options (`scope`, `single`, ...) that apply to the entries given as plain functions.
 */
export type ListenersConfig<E = AnyEvents> = string extends keyof E
  ? Record<string, any>
  : {
      [K in keyof E]?: Handler<EventArgs<E, K>> | string | ListenerConfig<EventArgs<E, K>>;
    } & ListenerOptions;

/** What `on(..., {destroyable: true})`, `mon(..., {destroyable: true})` and `relayEvents` return. */
export interface Destroyable {
  /** Removes the listeners this object stands for. */
  destroy(): void;
}

/** Config of an observable. Every key is copied onto the instance. */
export interface ObservableConfig<E = AnyEvents> {
  /** Listeners added at construction (a listeners object as for `on`). */
  listeners?: ListenersConfig<E> | null;
  /** Events to make bubble (see `enableBubble`). */
  bubbleEvents?: string | string[];
  [key: string]: any;
}

/** A listener `mon` added on another object, remembered so it can be removed. */
export interface ManagedListener {
  /** The object listened to (an observable or an element). */
  item: object;
  /** The event name, as given. */
  ename: string;
  /** The handler or method name, as given. */
  fn: unknown;
  /** The scope, as given. */
  scope: unknown;
  /** The options, as given. */
  options: Record<string, unknown> | null | undefined;
}

/** A listener with the `element` option, waiting for the component layer to bind it to an element. */
export interface ElementListener {
  /** The component property naming the element (`'el'`, `'body'`). */
  element: string;
  /** The DOM event name, lower-case. */
  ename: string;
  /** The handler. */
  fn: Fn;
  /** The scope, as given. */
  scope: unknown;
  /** The options, as given. */
  options: Record<string, unknown>;
}

/**
 * A function run around a method (`beforeMethod`, `afterMethod`), with the method's arguments.
 * Returning `false` or `{cancel: true}` stops (a "before" function skips the method);
 * `{returnValue: x}` or any other defined value becomes the method's result.
 */
export type MethodListener = (...args: never[]) => unknown;

/** Listener options, plus any key of the caller's own (the handler receives the object). */
export type AnyListenerOptions = ListenerOptions & Record<string, unknown>;
/** Listener options asking for a destroyable (`on` then returns a {@link Destroyable}). */
export type DestroyableOptions = AnyListenerOptions & { destroyable: true };
/** The event names of an event map. */
export type EventNames<E> = keyof E & string;
