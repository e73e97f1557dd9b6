/**
 * `Lib.data.reader.Array` (alias `reader.array`): reads rows that are arrays. A field reads the
 * position given by its `mapping`, else its own position in the model's field list.
 *
 * @example
 *   // fields ['id', 'name'] read [[1, 'Ada'], [2, 'Grace']]
 *   Lib.create('reader.array', {model: 'App.User'}).read([[1, 'Ada']]);
 */
import { registerClass } from '../../../lib/Class';
import { isArray, isFn, isString, own } from '../../../lib/check';
import { isUnsafeKey } from '../../../lib/lang/Object';
import { JsonReader, type JsonReaderConfig } from './Json';
import type { Accessor } from './Reader';
import type { Field } from '../Field';

export type ArrayReaderConfig = JsonReaderConfig;

export class ArrayReader extends JsonReader {
  /** Fields read their `mapping` index, else their position in the model's field list. */
  override $createFieldAccessor(field: Field, index: number): Accessor {
    const key = this.$fieldKey(field, index);
    return key !== null
      ? (row) =>
          row === null || row === undefined
            ? undefined
            : (row as Record<string | number, unknown>)[key]
      : isFn(field.mapping)
        ? super.$createFieldAccessor(field, index)
        : () => undefined;
  }

  /**
   * Whether an answer row carries `field`: an array row has the position the field is read
   * from (its `mapping`, else its place in the model's field list, found by name); a function
   * mapping counts as carried. A row that is no array is asked as a plain object.
   */
  override hasField(raw: unknown, field: Field): boolean {
    if (!isArray(raw)) return super.hasField(raw, field);
    const fields: Field[] = this.model?.getFields ? this.model.getFields() : [];
    const key = this.$fieldKey(
      field,
      fields.findIndex((f) => f.name === field.name),
    );
    return key === null
      ? isFn(field.mapping)
      : typeof key === 'number'
        ? key >= 0 && key < raw.length
        : own(raw, key);
  }

  /**
   * @internal The index a field is read from: its `mapping`, else its position (`null` for a
   * function mapping, or a key reaching the prototype machinery, which reads as missing).
   */
  override $fieldKey(field: Field, index: number): string | number | null {
    const mapping = field.mapping;
    return isFn(mapping) || (isString(mapping) && isUnsafeKey(mapping))
      ? null
      : mapping !== undefined && mapping !== null && mapping !== ''
        ? mapping
        : index;
  }
}

registerClass(ArrayReader, 'Lib.data.reader.Array', {
  alias: 'reader.array',
  alternateClassName: 'Lib.data.ArrayReader',
  totalProperty: undefined,
  successProperty: undefined,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.reader.Array': typeof ArrayReader;
  }
  interface AliasMap {
    'reader.array': typeof ArrayReader;
  }
}
