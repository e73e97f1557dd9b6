/**
 * `Lib.data.reader.Array` (alias `reader.array`): reads rows that are arrays. A field reads the
 * position given by its `mapping`, else its own position in the model's field list.
 *
 * @example
 *   // fields ['id', 'name'] read [[1, 'Ada'], [2, 'Grace']]
 *   Lib.create('reader.array', {model: 'App.User'}).read([[1, 'Ada']]);
 */
import { registerClass } from '../../../lib/Class';
import { JsonReader, type JsonReaderConfig } from './Json';
import type { Accessor } from './Reader';

export type ArrayReaderConfig = JsonReaderConfig;

export class ArrayReader extends JsonReader {
  override $construct(config?: ArrayReaderConfig) {
    return super.$construct(config);
  }

  /** Fields read their `mapping` index, else their position. */
  override createFieldAccessor(field: any, index: number): Accessor {
    const mapping = field.mapping;
    const position = mapping !== undefined && mapping !== null && mapping !== '' ? mapping : index;
    if (typeof position === 'function') return (row) => position(row);
    return (row) => (row === null || row === undefined ? undefined : row[position]);
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
