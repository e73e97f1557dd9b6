/**
 * `Lib.util.Filter`: one filter criterion: a `property` matched against a `value`, or a
 * `filterFn`. By default a property matches when its value *starts with* the filter value,
 * ignoring case (`anyMatch` matches anywhere, `exactMatch` the whole value, `caseSensitive`
 * respects case); a RegExp value is used as is. A `null` value matches missing values
 * (`null`/`undefined`), which no other value matches. The matcher
 * is built once per filter, with the value's regex characters escaped. `filter.filter(item)`
 * is bound to the filter, so `items.filter(f.filter)` works. Stores filter records with
 * `root: 'data'`.
 *
 * @example
 *   const f = new Lib.util.Filter({property: 'name', value: 'ad'});
 *   f.filter({name: 'Ada'}); // true
 *   f.filter({name: 'Grace'}); // false
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isFn } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs } from '../../lib/config';
import { raise } from '../../lib/Error';
import { apply } from '../../lib/lang/Object';
import { escapeRegex } from '../../lib/lang/String';
import { rootOf } from './Sorter';

/** The config of a filter. */
export interface FilterConfig {
  /** The property to match (required unless `filterFn` is given). */
  property?: string;
  /** The value to match: a string (prefix match by default), a number, a RegExp, or `null`. */
  value?: unknown;
  /** A predicate replacing the property match: `filterFn(item)`, `this` = `scope` or the filter. */
  filterFn?: (item: unknown) => unknown;
  /** `this` of `filterFn` (default: the filter). */
  scope?: unknown;
  /** Match the value anywhere, not only at the start (default `false`). */
  anyMatch?: boolean;
  /** Match the whole value (default `false`; ignored with `anyMatch`). */
  exactMatch?: boolean;
  /** Respect case (default `false`). */
  caseSensitive?: boolean;
  /** A key under which items keep their values (`'data'` for records); default: the item itself. */
  root?: string;
  /** An identifier: stores replace a filter with the same id; filters without one accumulate. */
  id?: string;
  /** A disabled filter is skipped by stores and by `createFilterFn` (default `false`). */
  disabled?: boolean;
}

export class Filter extends Base {
  /** The property matched. */
  declare property?: string;
  /** The value matched. */
  declare value: unknown;
  /** The predicate: the config's, or the generated property matcher. */
  declare filterFn: (item: unknown) => unknown;
  /** `this` of a config `filterFn`. */
  declare scope?: unknown;
  /** Match anywhere (default `false`). */
  declare anyMatch: boolean;
  /** Match the whole value (default `false`). */
  declare exactMatch: boolean;
  /** Respect case (default `false`). */
  declare caseSensitive: boolean;
  /** Where item values live, if not on the item itself. */
  declare root?: string;
  /** The identifier, if any. */
  declare id?: string;
  /** Skipped by stores when `true` (default `false`). */
  declare disabled: boolean;
  /** Always `true`. */
  declare isFilter: true;
  /** Whether `item` passes this filter (bound to the filter). */
  declare filter: (item: unknown) => boolean;
  /** @internal The matcher built from the value (`null` for a `null` value). */
  declare $matcher: RegExp | null;

  /** Checks and applies the config (see `$configs` below), then builds `filter`. */
  override $construct(config?: FilterConfig): this {
    const me = this;
    config = checkConfigs(me, config);
    if (config) apply(me, config);
    // Ext JS 4 accepts the predicate under `filter` as well. Read from the instance, so a
    // subclass may give its filterFn on its prototype.
    const alias = (config as { filter?: unknown } | undefined)?.filter;
    const fn = me.filterFn ?? (isFn(alias) ? alias : undefined);
    if (fn) {
      me.filterFn = fn;
      me.filter = (item: unknown) => !!fn.call(me.scope ?? me, item);
    } else if (me.property === undefined) {
      raise(me.$className || 'Lib.util.Filter', `needs a 'property' or a 'filterFn'`);
    } else {
      me.setValue(me.value);
    }
    return me;
  }

  /** Where an item keeps its values (see `Lib.util.Sorter#getRoot`). */
  getRoot(item: unknown): unknown {
    return rootOf(item, this.root);
  }

  /** Changes the value of a property filter and rebuilds its matcher. */
  setValue(value: unknown): void {
    const me = this;
    me.value = value;
    if (me.property === undefined) return;
    me.$matcher = me.createValueMatcher();
    const property = me.property;
    const match = (item: unknown): boolean =>
      me.$testValue((me.getRoot(item) as Record<string, unknown>)[property]);
    me.filter = me.filterFn = match;
  }

  /** Whether a property filter accepts this value (what it reads under `property`). */
  $testValue(actual: unknown): boolean {
    const matcher = this.$matcher;
    if (actual == null) return matcher === null;
    if (matcher === null) return false;
    // A /g or /y RegExp value remembers where it stopped; each item is matched afresh.
    if (matcher.global || matcher.sticky) matcher.lastIndex = 0;
    return matcher.test(actual as string);
  }

  /**
   * The RegExp the value is matched with: the value itself when it is a RegExp, else the
   * escaped text anchored at the start (`anyMatch`: anywhere; `exactMatch`: the whole),
   * case-insensitive unless `caseSensitive`. `null` (or no value) gives `null`.
   */
  createValueMatcher(): RegExp | null {
    const me = this;
    const value = me.value;
    if (value == null) return null;
    if (value instanceof RegExp) return value;
    let source = escapeRegex(String(value));
    if (me.anyMatch !== true) {
      source = '^' + source;
      if (me.exactMatch === true) source += '$';
    }
    return new RegExp(source, me.caseSensitive === true ? '' : 'i');
  }

  /** `{property, value}`: what proxies send as the `filter` parameter. */
  serialize(): { property?: string; value: unknown } {
    return { property: this.property, value: this.value };
  }

  /**
   * One predicate for several filters (instances or configs): an item passes when every
   * enabled filter accepts it.
   */
  static createFilterFn(filters: ReadonlyArray<Filter | FilterConfig>): (item: unknown) => boolean {
    const active = filters
      .map((f) => (f instanceof Filter ? f : new Filter(f)))
      .filter((f) => f.disabled !== true);
    const count = active.length;
    return (item: unknown) => {
      for (let i = 0; i < count; i++) if (!active[i].filter(item)) return false;
      return true;
    };
  }
}

registerClass(Filter, 'Lib.util.Filter', {
  $configs: declareConfigs<FilterConfig>({
    property: cfg('string'),
    // `null` is a value of its own: it matches missing values, and is sent as such.
    value: cfg('any', undefined, true),
    filterFn: cfg('function'),
    scope: cfg('any'),
    anyMatch: false,
    exactMatch: false,
    caseSensitive: false,
    root: cfg('string'),
    id: cfg('string'),
    disabled: false,
  }),
  isFilter: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Filter': typeof Filter;
  }
}
