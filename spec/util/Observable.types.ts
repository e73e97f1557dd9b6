/**
 * Type-level spec of `Lib.util.Observable`'s event map, checked by `npm run typecheck` (not run
 * by mocha: the name does not end in `.spec.ts`). Each `@ts-expect-error` line must fail to
 * compile; every other line must compile.
 */
import { Lib } from '../../lib/Lib';
import { Observable, type Destroyable, type ListenersConfig } from '../../classes/util/Observable';

interface Store {
  count: number;
}

interface StoreEvents {
  load: [store: Store, ok: boolean];
  clear: [];
  datachanged: [store: Store];
}

class TypedStore extends Observable<StoreEvents> {}

export function typedEventMap(store: TypedStore, s: Store): void {
  // Handlers get the event's argument types, and may take the options object last.
  store.on('load', (st, ok) => {
    const n: number = st.count;
    const b: boolean = ok;
    void n;
    void b;
  });
  store.on('load', (st: Store, ok: boolean, options: Record<string, unknown>) => void options);
  store.on('clear', () => {});
  store.on('load', 'onLoad', {});
  store.addListener('datachanged', (st) => void st.count, null, { single: true, buffer: 10 });
  const handle: Destroyable = store.on('load', () => {}, null, { destroyable: true });
  handle.destroy();
  const self: TypedStore = store.on('clear', () => {});
  void self;

  // @ts-expect-error an event the map does not have
  store.on('lod', () => {});
  // @ts-expect-error a handler whose argument types do not match
  store.on('load', (st: string) => void st);
  // @ts-expect-error a handler wanting more arguments than the event and its options give
  store.on('clear', (a: number, b: number, c: number) => void [a, b, c]);

  store.fireEvent('load', s, true);
  store.fireEvent('clear');
  const result: boolean | null = store.fireEvent('datachanged', s);
  void result;
  // @ts-expect-error a missing argument
  store.fireEvent('load', s);
  // @ts-expect-error a wrong argument type
  store.fireEvent('load', s, 'yes');
  // @ts-expect-error an extra argument
  store.fireEvent('clear', 1);
  // @ts-expect-error an unknown event
  store.fireEvent('loaded', s, true);

  store.fireEventArgs('load', [s, true]);
  // @ts-expect-error arguments of the wrong event
  store.fireEventArgs('load', [s]);

  // Listeners objects are checked per event.
  store.on({
    load: (st, ok) => void [st.count, ok],
    clear: { fn: () => {}, single: true },
    scope: {},
  });
  // @ts-expect-error an unknown event in a listeners object
  store.on({ loaded: () => {} });
  // @ts-expect-error a wrong handler in a listeners object
  store.on({ datachanged: (st: number) => void st });
  const config: ListenersConfig<StoreEvents> = { clear: () => {} };
  new TypedStore({ listeners: config });

  store.un('load', () => {});
  store.hasListener('clear');
  store.enableBubble('datachanged');
  store.suspendEvent('load', 'clear');
  // @ts-expect-error an unknown event
  store.hasListener('nope');

  // A typed observable is still an observable.
  const plain: Observable = store;
  void plain;
}

export function untypedStaysPermissive(obs: Observable): void {
  obs.on('anything', (a: number, b: string, c: { x: 1 }) => void [a, b, c]);
  obs.on('AnyCase', function (this: unknown) {}, {}, { single: true, whatever: 1 });
  obs.on({ load: () => {}, scope: obs, single: true, custom: 1 });
  obs.fireEvent('anything', 1, 'two', { three: 3 }, 4, 5, 6);
  obs.fireEventArgs('x', [1, 2]);
  obs.un('anything', 'onAnything');
  obs.mon(new Observable(), 'load', () => {});
  obs.mon(new Observable(), { load: () => {}, scope: obs });
  const h: Destroyable = obs.mon(new Observable(), 'load', () => {}, null, { destroyable: true });
  h.destroy();
  const relay: Destroyable = obs.relayEvents(new Observable(), ['load'], 'store');
  relay.destroy();
  const created = Lib.create('Lib.util.Observable', { listeners: { load: () => {} }, url: '/x' });
  created.fireEvent('load');
  const task = Lib.create('Lib.util.DelayedTask', () => {});
  task.delay(10);
  const Observed = Observable.observe(class extends Observable {});
  Observed.on('load', () => {});
}
