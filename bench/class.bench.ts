/**
 * Class system cost against plain JavaScript, measured in the same run:
 * - `Lib.create(name, cfg)` of a class with a 10-key `config` block and `initConfig`, against
 *   `new Plain(cfg)` doing `Object.assign(this, cfg)` (target ≥ 0.25×);
 * - the same through a framework-style constructor (`Lib.apply(this, cfg)`), for reference;
 * - a 3-level `callParent` chain against the same chain with ES `super` (target ≥ 0.1×).
 */
import { Lib } from '../lib/Lib';
import { compare, consume, report } from './harness';

const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const defaults: Record<string, number> = {};
keys.forEach((k, i) => (defaults[k] = i));

Lib.define('Bench.Configured', {
  config: defaults,
  constructor(this: any, cfg: Record<string, number>) {
    this.initConfig(cfg);
  },
});
Lib.define('Bench.Applied', {
  constructor(this: any, cfg: Record<string, number>) {
    Lib.apply(this, cfg);
  },
});

class Plain {
  constructor(cfg: Record<string, number>) {
    Object.assign(this, cfg);
  }
}

Lib.define('Bench.L1', {
  m(this: any, x: number) {
    return x + 1;
  },
});
Lib.define('Bench.L2', {
  extend: 'Bench.L1',
  m(this: any, x: number) {
    return this.callParent([x]) + 1;
  },
});
Lib.define('Bench.L3', {
  extend: 'Bench.L2',
  m(this: any, x: number) {
    return this.callParent([x]) + 1;
  },
});

class S1 {
  m(x: number) {
    return x + 1;
  }
}
class S2 extends S1 {
  override m(x: number) {
    return super.m(x) + 1;
  }
}
class S3 extends S2 {
  override m(x: number) {
    return super.m(x) + 1;
  }
}

function config(i: number): Record<string, number> {
  const cfg: Record<string, number> = {};
  for (const k of keys) cfg[k] = i;
  return cfg;
}
const configs = Array.from({ length: 64 }, (_, i) => config(i));

const created = compare([
  {
    name: 'plain',
    run: (n) => {
      for (let i = 0; i < n; i++) consume(new Plain(configs[i & 63]));
    },
  },
  {
    name: 'configured',
    run: (n) => {
      for (let i = 0; i < n; i++) consume(Lib.create('Bench.Configured', configs[i & 63]));
    },
  },
  {
    name: 'applied',
    run: (n) => {
      for (let i = 0; i < n; i++) consume(Lib.create('Bench.Applied', configs[i & 63]));
    },
  },
]);
report(
  'Lib.create with a 10-key config block (initConfig) vs new Plain + Object.assign',
  created.get('configured')!,
  created.get('plain')!,
  0.25,
);
report(
  'Lib.create with a Lib.apply constructor vs new Plain + Object.assign',
  created.get('applied')!,
  created.get('plain')!,
);

const lib3 = Lib.create('Bench.L3');
const es3 = new S3();
const calls = compare([
  {
    name: 'super',
    run: (n) => {
      let t = 0;
      for (let i = 0; i < n; i++) t += es3.m(i);
      consume(t);
    },
  },
  {
    name: 'callParent',
    run: (n) => {
      let t = 0;
      for (let i = 0; i < n; i++) t += lib3.m(i);
      consume(t);
    },
  },
]);
report(
  '3-level callParent chain vs ES super chain',
  calls.get('callParent')!,
  calls.get('super')!,
  0.1,
);
