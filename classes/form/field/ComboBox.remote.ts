/**
 * Remote combo boxes, `queryMode: 'remote'` (installed on `Lib.form.field.ComboBox` by the
 * forms pack; without it the config is refused): the list shows what the server answers for
 * the typed text. Typing `minChars` characters or more (default 4) loads the store, after
 * `queryDelay` ms without a key (default 500), with the text as the `queryParam` parameter
 * (default `query`); the list then shows the store's records as they came, highlighting the
 * first (`autoSelect`) or completing the text (`typeAhead`). The trigger (or Down) loads with
 * `allQuery` (default `''`: everything), or with the typed text when `triggerAction` is
 * `'query'`, or the last query with `'last'`. A query the store last loaded is not sent again (`queryCaching`, default `true`;
 * set `lastQuery` to `null` to force it). Each query fires `beforequery(queryPlan)` first, where
 * `queryPlan` is `{query, forceAll, combo, cancel}` (`false` or `cancel = true` stops it).
 * A value whose record has not been loaded shows as the value itself until a load brings it.
 *
 * @example
 *   Lib.create('Lib.form.field.ComboBox', {
 *     fieldLabel: 'User', queryMode: 'remote', displayField: 'name', valueField: 'id',
 *     store: {fields: ['id', 'name'], proxy: {type: 'ajax', url: '/users', reader: {root: 'rows'}}},
 *   });
 */
import { override } from '../../../lib/Class';
import { cfg, oneOf } from '../../../lib/config';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { Model } from '../../data/Model';
import { ComboBox } from './ComboBox';

/** The configs of remote combo boxes (`queryMode: 'remote'`), beside a combo box's own. */
export interface RemoteComboBoxConfig {
  /** The request parameter the typed text goes in (default `'query'`). */
  queryParam?: string;
  /** The query the trigger sends with `triggerAction: 'all'` (default `''`). */
  allQuery?: string;
  /** Characters typed before a query is sent (default 4). */
  minChars?: number;
  /** Milliseconds without a key before a typed query is sent (default 500). */
  queryDelay?: number;
  /** Does not send again the query the store last loaded (default `true`). */
  queryCaching?: boolean;
}

/** What a query is about, for `beforequery` listeners (Ext's queryPlan). */
export interface QueryPlan {
  query: string;
  forceAll: boolean;
  combo: ComboBox;
  cancel: boolean;
}

/** A combo box with the remote members. */
type Remote = ComboBox & {
  queryParam: string;
  allQuery: string;
  queryCaching: boolean;
  minChars?: number;
  queryDelay?: number;
  /** The query the store last loaded (`null`: none; set it to force the next load). */
  lastQuery?: string | null;
  /** @internal The timer of a typed query. */
  $queryTimer?: ReturnType<typeof setTimeout>;
};

const proto = ComboBox.prototype;
const local = {
  doQuery: proto.doQuery,
  expand: proto.expand,
  onStoreChange: proto.$onStoreChange,
  onFieldMutation: proto.$onFieldMutation,
  onDestroy: proto.onDestroy,
};
const remote = (combo: ComboBox) => (combo.queryMode as string) === 'remote';

override(ComboBox, {
  $configs: {
    queryMode: cfg(oneOf('local', 'remote'), 'local'),
    queryParam: 'query',
    allQuery: '',
    minChars: cfg('number'),
    queryDelay: cfg('number'),
    queryCaching: true,
    // Ext's 'last' (the trigger repeats the last query) too; a local combo box lists all.
    triggerAction: cfg(oneOf('all', 'query', 'last'), 'all'),
  },

  /**
   * Shows the records matching `text`: a local combo box searches its store; a remote one
   * (with `minChars` characters, or `forceAll`) loads it with the text, unless it holds that
   * query's answer already. Returns `false` when `beforequery` stopped the query.
   */
  doQuery(this: Remote, text: string, forceAll?: boolean): boolean | void {
    const me = this;
    if (!remote(me)) return local.doQuery.call(me, text);
    const plan: QueryPlan = { query: text || '', forceAll: !!forceAll, combo: me, cancel: false };
    if ((me as ComboBox).fireEvent('beforequery', plan) === false || plan.cancel) return false;
    const query = plan.query;
    if (!plan.forceAll && query.length < (me.minChars ?? 4)) return;
    if (me.queryCaching && query === me.lastQuery) return me.$afterQuery(query);
    me.lastQuery = query;
    me.store.load({
      params: { [me.queryParam]: query },
      callback: (_records: unknown, _operation: unknown, success: boolean) => {
        if (me.isDestroyed) return;
        if (success) me.$afterQuery(query);
        else {
          // A failed load is no answer to keep.
          me.lastQuery = null;
          me.collapse();
        }
      },
    });
  },

  /** @internal The store holds the answer to `query`: the list shows it. */
  $afterQuery(this: Remote, query: string): void {
    const me = this;
    const records = me.store.getRange() as Model[];
    if (!records.length && !me.listConfig?.emptyText) return me.collapse();
    local.expand.call(me, records);
    const text = me.getRawValue();
    if (me.typeAhead && text && text === query && records.length) me.doTypeAhead(text);
  },

  /**
   * A remote combo box opens on a query: `allQuery`, the typed text (`triggerAction: 'query'`)
   * or the last query (`'last'`; `allQuery` before the first).
   */
  expand(this: Remote, records?: Model[]): void {
    const me = this;
    if (!remote(me) || records) return local.expand.call(me, records);
    if (me.readOnly || me.disabled || !me.rendered || me.isDestroyed) return;
    const action = me.triggerAction as string;
    const query = action === 'query' ? me.getRawValue() : action === 'last' ? me.lastQuery : null;
    me.doQuery(query ?? me.allQuery, true);
  },

  /** The store changed: a remote combo box's open list shows its records (no new query). */
  $onStoreChange(this: Remote): void {
    const me = this;
    if (!remote(me)) return local.onStoreChange.call(me);
    if (me.value != null && !me.valueModels.length) me.$setValueQuietly(me.value);
    if (me.isExpanded) me.picker?.setRecords(me.store.getRange());
  },

  /** Typing in a remote combo box sends the query once no key came for `queryDelay` ms. */
  $onFieldMutation(this: Remote, e?: EventObjectImpl): void {
    const me = this;
    if (!remote(me) || e?.type != 'input' || me.readOnly || !me.editable) {
      return local.onFieldMutation.call(me, e);
    }
    // The field's own change check, without the local search.
    local.onFieldMutation.call(me);
    clearTimeout(me.$queryTimer);
    me.$queryTimer = setTimeout(() => {
      if (!me.isDestroyed) me.doQuery(me.getRawValue());
    }, me.queryDelay ?? 500);
  },

  onDestroy(this: Remote): void {
    clearTimeout(this.$queryTimer);
    local.onDestroy.call(this);
  },
});

declare module './ComboBox' {
  interface ComboBox {
    /** @internal See ComboBox.remote.ts. */
    $afterQuery(query: string): void;
    /** With `forceAll`, a remote combo box queries whatever the text's length (forms pack). */
    doQuery(text: string, forceAll?: boolean): boolean | void;
  }
}
