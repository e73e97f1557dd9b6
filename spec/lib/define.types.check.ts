// Type-level spec of `Lib.define` (lib/define.types.ts), checked by `npm run typecheck` (strict
// tsc over spec/); nothing here runs. `this` in a define body is the instance with the
// accessors its `config` generates, a class declared in the class map types `Lib.create` by
// name, and each `@ts-expect-error` below fails the check if the types stop catching it.
import Lib from '../../index';

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

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'App.Point': typeof Point;
  }
}
const p = Lib.create('App.Point', { x: 1 });
const x: number = p.getX();
// @ts-expect-error: a wrong config value
Lib.create('App.Point', { x: 'one' });
// @ts-expect-error: a misspelt accessor
p.getXx();
String(Lib.create('App.Point3', { x: 1, z: 3 }));
export { x };
