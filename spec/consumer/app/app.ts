// A small TypeScript application using the installed package as the README shows: the data
// entry (models, stores, the REST proxy), the full entry and the forms pack. Compiled by
// spec/consumer/run.mjs with `tsc --noEmit` under `nodenext` and under `bundler` resolution,
// strict.
import Lib from 'lib-ext4';
import DataLib from 'lib-ext4/data';
import CoreLib from 'lib-ext4/core';
// A pack: adds its classes (and their typed names) to the same Lib.
import { TextArea } from 'lib-ext4/forms';
import type { StoreEvents } from 'lib-ext4/data';
import type { PanelEvents } from 'lib-ext4';
import 'lib-ext4/date';

export function makeStore(url: string) {
  const store = DataLib.create('Lib.data.Store', {
    fields: ['id', 'name', 'email'],
    proxy: { type: 'rest', url },
  });
  const count: number = store.getCount();
  // @ts-expect-error: a count is a number; were the types lost (any), this line would compile.
  const wrong: string = store.getCount();
  // Typed events: the handler's arguments are Ext's (store, records, successful).
  store.on('load', (s, records, ok) => {
    const n: number = s.getCount() + (records?.length ?? 0);
    return ok && n > 0;
  });
  // @ts-expect-error: a misspelt event name
  store.on('lod', () => undefined);
  // @ts-expect-error: a handler whose arguments are not the event's
  store.on('load', (s: string) => s);
  return { store, count, wrong };
}

export function makeObservable() {
  const observable = CoreLib.create('Lib.util.Observable');
  observable.on('ping', () => undefined);
  return observable;
}

export const sameLib: boolean = Lib === DataLib;

// `Lib.Date` comes with `lib-ext4/date` (and the full entry).
export const today: string = DataLib.Date.format(new Date(), 'Y-m-d');

// The README's first example, as written there.
const Point = Lib.define('App.Point', {
  config: { x: 0, y: 0 },
  constructor(config) {
    this.initConfig(config);
  },
  toString(): string {
    return `(${this.getX()}, ${this.getY()})`;
  },
});

Lib.define('App.Point3', {
  extend: 'App.Point',
  config: { z: 0 },
  toString(): string {
    return this.callParent().slice(0, -1) + `, ${this.getZ()})`;
  },
});

declare module 'lib-ext4' {
  interface ClassMap {
    'App.Point': typeof Point;
  }
}

export const point = Lib.create('App.Point', { x: 1 });
export const x: number = point.getX();
// @ts-expect-error: a wrong config value
Lib.create('App.Point', { x: 'one' });
// @ts-expect-error: a misspelt accessor
point.getXx();
export const label = String(Lib.create('App.Point3', { x: 1, z: 3 }));

// The forms pack's classes are typed through Lib.create once the pack is imported.
export const notes = Lib.create('Lib.form.field.TextArea', { rows: 3, grow: true });
export const isTextArea: boolean = notes instanceof TextArea;
// @ts-expect-error: rows is a number
Lib.create('Lib.form.field.TextArea', { rows: 'three' });
// The event maps are exported: a listener written apart from `on` can be typed by them.
export const onLoad = (...[store, records]: StoreEvents['load']) =>
  store.getCount() + (records?.length ?? 0);
export type CollapseArgs = PanelEvents['collapse'];
