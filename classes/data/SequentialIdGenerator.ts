/**
 * `Lib.data.SequentialIdGenerator` (alias `idgen.sequential`): ids `prefix + seed`, the seed
 * growing by one per id (`'1'`, `'2'`, ... or `'N1'`, `'N2'`, ...; text, as in Ext JS 4: an
 * `int` id field converts it). Each model with `idgen: 'sequential'` counts on its own unless
 * the generator is shared through an `id`.
 *
 * @example
 *   const gen = Lib.create('idgen.sequential', {prefix: 'N', seed: 10});
 *   gen.generate(); // 'N10'
 */
import { registerClass } from '../../lib/Class';
import { declareConfigs } from '../../lib/config';
import { IdGenerator, type IdGeneratorConfig } from './IdGenerator';

export interface SequentialIdGeneratorConfig extends IdGeneratorConfig {
  /** Text put before each number (default `''`). */
  prefix?: string;
  /** The next number (default 1). */
  seed?: number;
}

export class SequentialIdGenerator extends IdGenerator {
  /** Text put before each number. */
  declare prefix: string;
  /** The next number. */
  declare seed: number;

  /** `prefix + seed`, then the seed grows by one. */
  override generate(): string {
    return this.prefix + this.seed++;
  }
}

registerClass(SequentialIdGenerator, 'Lib.data.SequentialIdGenerator', {
  $configs: declareConfigs<SequentialIdGeneratorConfig, IdGeneratorConfig>({
    prefix: '',
    seed: 1,
  }),
  alias: 'idgen.sequential',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.SequentialIdGenerator': typeof SequentialIdGenerator;
  }
  interface AliasMap {
    'idgen.sequential': typeof SequentialIdGenerator;
  }
}
