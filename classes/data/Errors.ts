/**
 * `Lib.data.Errors`: the result of `record.validate()`: a list of `{field, message}` entries,
 * one per failing validation rule, in the model's declaration order.
 *
 * @example
 *   const errors = user.validate();
 *   if (!errors.isValid()) errors.getByField('email').forEach((e) => show(e.message));
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isArray, isFn } from '../../lib/check';
import { fail } from '../../lib/config';
import { eachOf } from '../../lib/ItemList';

/** One validation failure. */
export interface ValidationError {
  /** The field that failed. */
  field: string;
  /** What is wrong with it ('must be present', ...). */
  message: string;
}

export class Errors extends Base {
  /** The entries, in the order they were added. */
  declare items: ValidationError[];
  /** Always `true`. */
  declare isErrors: true;

  /** @param items Initial entries (default none). */
  override $construct(items?: ValidationError[]): this {
    this.items = [];
    if (items != null) {
      if (!isArray(items)) fail('Lib.data.Errors', 'items', 'an array of {field, message}', items);
      for (const item of items) this.add(item);
    }
    return this;
  }

  /**
   * Adds an entry and returns it. Also takes `(key, entry)` as Ext's collections do; the key is
   * ignored.
   */
  add(itemOrKey: ValidationError | string, item?: ValidationError): ValidationError {
    const entry = (item === undefined ? itemOrKey : item) as ValidationError;
    if (!entry || typeof entry !== 'object') {
      fail('Lib.data.Errors#add', 'an entry', 'an object {field, message}', entry);
    }
    this.items.push(entry);
    return entry;
  }

  /** The number of entries (read from `items`, so it never disagrees with it). */
  get length(): number {
    return this.items.length;
  }

  /** `true` when there are no entries. */
  isValid(): boolean {
    return this.items.length === 0;
  }

  /** The entries of one field (a new array; empty when the field has none). */
  getByField(fieldName: string): ValidationError[] {
    return this.items.filter((item) => item.field === fieldName);
  }

  /** The number of entries. */
  getCount(): number {
    return this.items.length;
  }

  /** The entry at `index`, or `undefined`. */
  getAt(index: number): ValidationError | undefined {
    return this.items[index];
  }

  /** The first entry, or `undefined`. */
  first(): ValidationError | undefined {
    return this.items[0];
  }

  /** The last entry, or `undefined`. */
  last(): ValidationError | undefined {
    return this.items[this.items.length - 1];
  }

  /**
   * Calls `fn(entry, index, count)` for each entry (with `this` = `scope`, default the
   * entry); stops when it returns `false`.
   */
  each(
    fn: (this: unknown, item: ValidationError, index: number, count: number) => unknown,
    scope?: unknown,
  ): void {
    if (!isFn(fn)) fail('Lib.data.Errors#each', 'fn', 'a function', fn);
    eachOf(this.items, fn, scope);
  }

  /** Removes every entry. */
  clear(): void {
    this.items = [];
  }
}

registerClass(Errors, 'Lib.data.Errors', { isErrors: true });

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Errors': typeof Errors;
  }
}
