// A small TypeScript application using the installed package as the README shows: the data
// entry (models, stores, the REST proxy) and the full entry. Compiled by spec/consumer/run.mjs
// with `tsc --noEmit` under `nodenext` and under `bundler` resolution, strict.
import Lib from 'lib-ext4';
import DataLib from 'lib-ext4/data';
import CoreLib from 'lib-ext4/core';

export function makeStore(url: string) {
  const store = DataLib.create('Lib.data.Store', {
    fields: ['id', 'name', 'email'],
    proxy: { type: 'rest', url },
  });
  const count: number = store.getCount();
  // @ts-expect-error: a count is a number; were the types lost (any), this line would compile.
  const wrong: string = store.getCount();
  return { store, count, wrong };
}

export function makeObservable() {
  const observable = CoreLib.create('Lib.util.Observable');
  observable.on('ping', () => undefined);
  return observable;
}

export const sameLib: boolean = Lib === DataLib;
