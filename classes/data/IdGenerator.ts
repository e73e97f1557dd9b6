/**
 * `Lib.data.IdGenerator`: gives the records a model creates without an id one of their own,
 * at creation (a model's `idgen`). The base generator gives none (`generate()` is `null`), so
 * a new record waits for the server's id, as without `idgen`. Subclasses: `'sequential'`
 * (`Lib.data.SequentialIdGenerator`) and `'uuid'` (`Lib.data.UuidGenerator`). A record with a
 * generated id is still phantom: it is created on the server by its next save.
 *
 * A generator with an `id` is shared: `Lib.data.IdGenerator.get` (and so every model naming it)
 * returns the one instance registered under that id.
 *
 * Its own entry, `lib-ext4/idgen` (with the sequential and uuid generators; the full entry and
 * the global script have it): without it, a model with `idgen` is an error naming that import.
 *
 * @example
 *   Lib.define('App.Note', {extend: 'Lib.data.Model', fields: ['text'],
 *     idgen: {type: 'sequential', prefix: 'N'}});
 *   Lib.create('App.Note').getId(); // 'N1'
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isObj, isString } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs, fail } from '../../lib/config';
import { instantiateByAlias } from '../../lib/ClassManager';
import { apply } from '../../lib/lang/Object';
import { optional } from '../../lib/lang/is';
import type { Model } from './Model';

/** The config of an id generator. */
export interface IdGeneratorConfig {
  /** The name it is shared under (see `Lib.data.IdGenerator.get`; default none). */
  id?: string;
  /** Ignored: the `idgen.<type>` alias it was created through. */
  type?: string;
}

/** What a model's `idgen` may be: a type, a config with `type`, or a generator. */
export type IdGenSpec = string | (IdGeneratorConfig & Record<string, unknown>) | IdGenerator;

export class IdGenerator extends Base {
  /** The name it is shared under, if any. */
  declare id?: string;
  /** Always `true`. */
  declare isGenerator: true;

  /** Every shared generator, by `id`. */
  static all: Record<string, IdGenerator> = Object.create(null);

  override $construct(config?: IdGeneratorConfig): this {
    apply(this, checkConfigs(this, config));
    if (this.id) IdGenerator.all[this.id] = this;
    return this;
  }

  /** The next id; `null` here (no id: the server gives it). */
  generate(): unknown {
    return null;
  }

  /**
   * @internal Gives `record` (new, without an id) the id {@link generate} gives, if any: it stays
   * phantom (and clean); its `id` property is {@link getRecId}.
   */
  $assignId(record: Model): void {
    const id = this.generate();
    if (id == null) return;
    const field = record.idField;
    record.data[record.idProperty] = field.convert ? field.convert.call(field, id, record) : id;
    // The model's `id` setter makes it an own property.
    record.id = this.getRecId(record) as string;
  }

  /** The `id` property of a record it gave an id: `'<modelName>-<internalId>'`. */
  getRecId(record: Model): unknown {
    return record.modelName + '-' + record.internalId;
  }

  /**
   * The generator `spec` names: a generator is returned as is; a type (`'uuid'`) or a config
   * (`{type: 'sequential', prefix: 'N'}`) gives the shared generator of its `id` (a type alone:
   * the type), else a new one of the class registered as `idgen.<type>`. `where` names the
   * caller in errors.
   */
  static get(spec: IdGenSpec, where = 'Lib.data.IdGenerator.get'): IdGenerator {
    if (isObj(spec as unknown) && (spec as IdGenerator).isGenerator) return spec as IdGenerator;
    const config = (isString(spec) ? { type: spec } : spec) as IdGeneratorConfig;
    if (!isObj(config as unknown) || !isString(config.type)) {
      fail(where, "config 'idgen'", 'a type, a {type} config or a generator', spec);
    }
    const id = (isString(spec) ? spec : config.id) || config.type;
    return IdGenerator.all[id] || instantiateByAlias('idgen.' + config.type, config);
  }
}

// A model's `idgen` is read through it (classes/data/Model.define.ts).
optional.idgen = IdGenerator.get;

registerClass(IdGenerator, 'Lib.data.IdGenerator', {
  $configs: declareConfigs<IdGeneratorConfig>({ id: cfg('string'), type: cfg('string') }),
  isGenerator: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.IdGenerator': typeof IdGenerator;
  }
}
