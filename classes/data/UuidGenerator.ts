/**
 * `Lib.data.UuidGenerator` (alias `idgen.uuid`): random (version 4, RFC 4122) UUIDs such as
 * `'3b241101-e2bb-4255-8caf-4136c566a962'`, from `crypto.randomUUID` where the platform has it,
 * else from `crypto.getRandomValues` (a platform with neither throws: no weak ids from
 * `Math.random`). Shared under the id `'uuid'`, so every model with `idgen: 'uuid'` uses one
 * generator. A record given a UUID has it as its `id` property too (`record.id`), as in Ext JS 4.
 *
 * @example
 *   Lib.data.IdGenerator.get('uuid').generate(); // '1f0e...'
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../lib/config';
import { raise } from '../../lib/Error';
import { IdGenerator, type IdGeneratorConfig } from './IdGenerator';
import type { Model } from './Model';

export interface UuidGeneratorConfig extends IdGeneratorConfig {
  /** The UUID version: 4, random (the only one Lib makes; default 4). */
  version?: 4;
}

export class UuidGenerator extends IdGenerator {
  /** The UUID version (4). */
  declare version: 4;

  /** A new random UUID, in lower case. */
  override generate(): string {
    const crypto = (globalThis as { crypto?: Crypto }).crypto;
    if (crypto?.randomUUID) return crypto.randomUUID();
    if (!crypto?.getRandomValues) raise(this.$className, 'needs crypto.getRandomValues');
    const bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16));
    // The version in the high nibble of byte 6, the RFC 4122 variant (10xx) in byte 8.
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = Array.from(bytes, (b) => (b + 256).toString(16).slice(1)).join('');
    return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
  }

  /** A record's `id` property is its UUID. */
  override getRecId(record: Model): unknown {
    return record.getId();
  }
}

registerClass(UuidGenerator, 'Lib.data.UuidGenerator', {
  // Shared by default: every model with `idgen: 'uuid'` uses the one generator.
  $configs: declareConfigs<UuidGeneratorConfig, IdGeneratorConfig, 'id'>({
    id: 'uuid',
    version: cfg(oneOf(4), 4),
  }),
  alias: 'idgen.uuid',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.UuidGenerator': typeof UuidGenerator;
  }
  interface AliasMap {
    'idgen.uuid': typeof UuidGenerator;
  }
}
