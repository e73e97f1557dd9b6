/**
 * `Lib.data.association.HasOne` (alias `association.hasone`, also `Lib.data.HasOneAssociation`):
 * the owner record holds the key of its one associated record; the getter and the setter are
 * those of `Lib.data.association.BelongsTo` (the instance kept as `associated name +
 * 'HasOneInstance'`). A reader reading the nested record also gives it the owner, when its
 * model belongsTo the owner's.
 *
 * @example
 *   Lib.define('App.Person', {extend: 'Lib.data.Model', fields: ['id', 'address_id'],
 *     hasOne: {model: 'App.Address', foreignKey: 'address_id', getterName: 'getAddress'}});
 */
import { registerClass } from '../../../lib/Class';
import { BelongsTo } from './BelongsTo';
import type { Model } from '../Model';
import type { Reader } from '../reader/Reader';

/** A record with the members its associations put on it. */
type Members = Model & Record<string, unknown>;

export class HasOne extends BelongsTo {
  /** Reads the nested record as the owner's instance, and the owner as its (the inverse belongsTo). */
  override read(owner: Model, reader: Reader, data: unknown): void {
    super.read(owner, reader, data);
    const record = (owner as Members)[this.instanceName] as Members | undefined;
    const inverse = this.$inverse(owner);
    if (record && inverse) record[inverse.instanceName] = owner;
  }
}

registerClass(HasOne, 'Lib.data.association.HasOne', {
  alias: 'association.hasone',
  alternateClassName: 'Lib.data.HasOneAssociation',
  type: 'hasOne',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.association.HasOne': typeof HasOne;
  }
  interface AliasMap {
    'association.hasone': typeof HasOne;
  }
}
