/**
 * Type-level spec, compiled by `npm run typecheck` (never run): pins that `Lib.create` is
 * typed for registered `Lib.*` classes and permissive for everything else.
 */
import { Lib } from '../../lib/Lib';
import { Base } from '../../lib/Base';

interface TypedConfig {
  size?: number;
  label?: string;
}

class Typed extends Base {
  declare size: number;
  override $construct(config?: TypedConfig) {
    this.size = config?.size ?? 0;
    return this;
  }
}

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.test.Typed': typeof Typed;
  }
}

const typed: Typed = Lib.create('Lib.test.Typed', { size: 1, label: 'a' });
const size: number = typed.size;

// @ts-expect-error a misspelt Lib class name does not compile
Lib.create('Lib.test.Typd', { size: 1 });

// @ts-expect-error a config value of the wrong type does not compile
Lib.create('Lib.test.Typed', { size: 'big' });

// @ts-expect-error an unknown config key does not compile
Lib.create('Lib.test.Typed', { sise: 1 });

// @ts-expect-error the instance type is the registered class, not any
const notAString: string = Lib.create('Lib.test.Typed');

// Classes defined at run time, aliases and config objects stay accepted.
const user = Lib.create('App.Whatever', { anything: true });
const byAlias = Lib.create('proxy.rest', { url: '/users' });
const byType = Lib.create({ type: 'rest', url: '/users' });
const byClass: Typed = Lib.create(Typed, { size: 2 });

export { size, user, byAlias, byType, byClass, notAString };
