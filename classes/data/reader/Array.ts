/**
 * `Lib.data.reader.Array` (alias `reader.array`): reads rows that are arrays. A field reads the
 * position given by its `mapping`, else its own position in the model's field list.
 *
 * @example
 *   // fields ['id', 'name'] read [[1, 'Ada'], [2, 'Grace']]
 *   Lib.create('reader.array', {model: 'App.User'}).read([[1, 'Ada']]);
 */
import { registerClass } from '../../../lib/Class';
import { isUnsafeKey } from '../../../lib/lang/Object';
import { JsonReader, type JsonReaderConfig } from './Json';
import type { Accessor } from './Reader';

export type ArrayReaderConfig = JsonReaderConfig;

export class ArrayReader extends JsonReader {
  override $construct(config?: ArrayReaderConfig) {
    return super.$construct(config);
  }

  /** Fields read their `mapping` index, else their position in the model's field list. */
  override createFieldAccessor(field: any, index: number): Accessor {
    const key = this.fieldKey(field, index);
    const mapping = field.mapping;
    if (key === null)
      return typeof mapping === 'function' ? (row) => mapping(row) : () => undefined;
    return (row) => (row === null || row === undefined ? undefined : row[key]);
  }

  /**
   * Whether an answer row carries `field`: an array row has the position the field is read
   * from (its `mapping`, else its place in the model's field list, found by name); a function
   * mapping counts as carried. A row that is no array is asked as a plain object.
   */
  override hasField(raw: any, field: any): boolean {
    if (!Array.isArray(raw)) return super.hasField(raw, field);
    const fields: any[] = this.model?.getFields ? this.model.getFields() : [];
    const key = this.fieldKey(
      field,
      fields.findIndex((f) => f.name === field.name),
    );
    if (key === null) return typeof field.mapping === 'function';
    return typeof key === 'number'
      ? key >= 0 && key < raw.length
      : Object.prototype.hasOwnProperty.call(raw, key);
  }

  /**
   * @internal The index a field is read from: its `mapping`, else its position (`null` for a
   * function mapping, or a key reaching the prototype machinery, which reads as missing).
   */
  override fieldKey(field: any, index: number): string | number | null {
    const mapping = field.mapping;
    if (typeof mapping === 'function') return null;
    if (typeof mapping === 'string' && isUnsafeKey(mapping)) return null;
    return mapping !== undefined && mapping !== null && mapping !== '' ? mapping : index;
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
