/**
 * `Lib.data.proxy.Proxy` (alias `proxy.proxy`): the base of every proxy. It ties a model to a
 * reader and a writer — each given as a type string, a config object or an instance — and
 * runs store synchronisations as a `Lib.data.Batch` in `batchOrder`.
 *
 * Subclasses implement `create`, `read`, `update` and `destroy(operation, callback, scope)`.
 *
 * @example
 *   Lib.create('proxy.memory', {model: 'App.User', reader: {type: 'json', root: 'items'}});
 */
import { registerClass } from '../../../lib/Class';
import { isArray, isObj, isString } from '../../../lib/check';
import { cfg, declareConfigs, fail, type OwnConfigs, type Test } from '../../../lib/config';
import * as ClassManager from '../../../lib/ClassManager';
import { Observable, type ObservableConfig } from '../../util/Observable';
import { Batch } from '../Batch';
import type { ConnectionResponse } from '../Connection.types';
import { Operation, type Action } from '../Operation';
import { MODEL_RULE, notImplemented, resolveModel } from '../reader/Reader';
import '../reader/Json';
import type { Model } from '../Model';
import type { Reader } from '../reader/Reader';
import type { Writer } from '../writer/Writer';

/** What `makeHelper` makes, by kind. */
interface Helpers {
  reader: Reader;
  writer: Writer;
}

export interface ProxyConfig extends ObservableConfig {
  /** The model class, or its name. */
  model?: string | typeof Model;
  /** The reader: a type (`'json'`, `'array'`, `'xml'`), a config object or an instance (default `'json'`). */
  reader?: string | Reader | Record<string, unknown>;
  /** The writer: a type, a config object or an instance (default `'json'`). */
  writer?: string | Writer | Record<string, unknown>;
  /** Order in which a batch runs the actions (default `'create,update,destroy'`). */
  batchOrder?: string;
  /** One operation per action holding all its records (`true`, the default here) or one per record. */
  batchActions?: boolean;
  /** Ignored: the alias type this proxy was created through. */
  type?: string;
}

/** The callback a proxy action calls with the finished operation. */
export type ProxyCallback = (operation: Operation) => void;

/** What `batch()` takes. */
export interface BatchOptions {
  /** The records per action: `{create: [...], update: [...], destroy: [...]}`. */
  operations: Partial<Record<Action, Model[]>>;
  /** Listeners of the batch (`operationcomplete`, `exception`, `complete`). */
  listeners?: Record<string, unknown>;
  /** A `Lib.data.Batch` to run the operations in, or a config for the new one (`pauseOnException`). */
  batch?: Batch | Record<string, unknown>;
  /** Aborts the requests of the batch's operations. */
  signal?: AbortSignal;
  success?: (batch: Batch, options: BatchOptions) => void;
  failure?: (batch: Batch, options: BatchOptions) => void;
  callback?: (batch: Batch, options: BatchOptions) => void;
  scope?: unknown;
  [key: string]: unknown;
}

/** The actions of `batchOrder`, trimmed. */
const actionsOf = (order: string) => order.split(',').map((action) => action.trim());
/** The rule of a `reader` or `writer` config. */
const HELPER: Test = [(v) => isString(v) || isObj(v), 'a type, a config or an instance'];

/**
 * The configs on the instance, as `ProxyConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface Proxy extends OwnConfigs<
  ProxyConfig,
  ObservableConfig,
  'model' | 'reader' | 'writer'
> {}

/** The events of proxies and the arguments their listeners get (`S`: the proxy's own type). */
export interface ProxyEvents<S = Proxy> {
  /** The reader met new metadata. */
  metachange: [proxy: S, meta: unknown];
  /**
   * An operation failed: the server's answer (`null` for a memory proxy, `undefined` when none
   * came) and the operation, which holds the error.
   */
  exception: [proxy: S, response: ConnectionResponse | null | undefined, operation: Operation];
}

export class Proxy extends Observable {
  /** `true` when operations complete before the call returns (a memory proxy). */
  declare isSynchronous?: boolean;
  /** Type only: the events (see `ProxyEvents`). */
  declare $eventMap: ProxyEvents<this>;
  /** The model class. */
  declare model?: typeof Model;
  /** The reader (an instance once the proxy is made). */
  declare reader?: Reader;
  /** The writer: what was configured until `getWriter` makes the instance. */
  declare writer?: Writer | string | Record<string, unknown>;
  /** Always `true` on proxies. */
  declare isProxy: true;

  override $construct(config?: ProxyConfig) {
    // Observable checks the config against every class's `$configs`.
    super.$construct(config);
    const model = this.model;
    this.model = undefined;
    if (model !== undefined && model !== null) this.setModel(model);
    this.setReader(this.reader);
    return this;
  }

  /** Sets the model (class or name) and passes it to the reader and writer. */
  setModel(model: unknown, setOnStore?: boolean): void {
    const resolved = (this.model = resolveModel(`${this.$className}#setModel`, model));
    for (const helper of [this.reader, this.writer as Writer | undefined]) {
      if (helper && helper.isInstance && helper.setModel) helper.setModel(resolved);
    }
    type WithStore = { store?: { model?: typeof Model } };
    if (setOnStore && (this as WithStore).store) (this as WithStore).store!.model = resolved;
  }

  /** The model class. */
  getModel(): typeof Model | undefined {
    return this.model;
  }

  /** Sets the reader from a type string, a config object or an instance. */
  setReader(reader: unknown): Reader {
    return (this.reader = this.makeHelper(reader, 'reader'));
  }

  /** The reader. */
  getReader(): Reader {
    return this.reader as Reader;
  }

  /** Sets the writer from a type string, a config object or an instance. */
  setWriter(writer: unknown): Writer {
    return (this.writer = this.makeHelper(writer, 'writer'));
  }

  /** The writer, created (type `'json'` by default) on first use. */
  getWriter(): Writer {
    return (this.writer as Writer | undefined)?.isInstance
      ? (this.writer as Writer)
      : this.setWriter(this.writer);
  }

  /** Creates records on the storage (see `$runAction`). */
  create(operation: Operation, callback?: ProxyCallback, scope?: unknown): unknown {
    return this.$runAction('create', operation, callback, scope);
  }

  /** Reads records (see `$runAction`). */
  read(operation: Operation, callback?: ProxyCallback, scope?: unknown): unknown {
    return this.$runAction('read', operation, callback, scope);
  }

  /** Updates records (see `$runAction`). */
  update(operation: Operation, callback?: ProxyCallback, scope?: unknown): unknown {
    return this.$runAction('update', operation, callback, scope);
  }

  /**
   * Destroys records (see `$runAction`). Without an operation it is the teardown of the proxy
   * itself (the Observable/Base `destroy`).
   */
  override destroy(operation?: Operation, callback?: ProxyCallback, scope?: unknown): unknown {
    return operation === undefined
      ? super.destroy()
      : this.$runAction('destroy', operation, callback, scope);
  }

  /**
   * @internal What `create`, `read`, `update` and `destroy` do with their operation: here an
   * error saying the proxy class does not implement the action; subclasses run it (server
   * proxies through `doRequest`, the memory proxy at once).
   */
  $runAction(
    action: Action,
    _operation: Operation,
    _callback?: ProxyCallback,
    _scope?: unknown,
  ): unknown {
    return this.notImplemented(action);
  }

  /**
   * Runs `options.operations` (`{create: [...], update: [...], destroy: [...]}`) as one batch,
   * actions in `batchOrder`, one operation per action (`batchActions`) or per record. Calls
   * `failure` (if any operation failed) or `success`, then `callback`, with `(batch, options)`.
   * Also accepts Ext's older `batch(operations, listeners)`.
   */
  batch(
    options: BatchOptions | Partial<Record<Action, unknown[]>>,
    listeners?: Record<string, unknown>,
  ): Batch {
    const opts: BatchOptions =
      (options as BatchOptions).operations === undefined
        ? { operations: options as Partial<Record<Action, Model[]>>, listeners }
        : (options as BatchOptions);
    const given = opts.batch;
    const batch: Batch =
      given instanceof Batch
        ? given
        : new Batch({ ...(given as object), proxy: this, listeners: opts.listeners || {} });
    if (!batch.proxy) batch.proxy = this;
    const signal = opts.signal as AbortSignal | undefined;
    for (const action of actionsOf(this.batchOrder) as Action[]) {
      const records = opts.operations[action] || [];
      if (!isArray(records)) {
        fail(`${this.$className}#batch`, `operations.${action}`, 'an array of records', records);
      }
      // One operation for all the records of the action, or one per record.
      const groups = this.batchActions
        ? records.length
          ? [records]
          : []
        : records.map((r) => [r]);
      for (const group of groups) batch.add(new Operation({ action, records: group, signal }));
    }
    batch.on(
      'complete',
      () => {
        const scope = opts.scope ?? this;
        (batch.hasException ? opts.failure : opts.success)?.call(scope, batch, opts);
        opts.callback?.call(scope, batch, opts);
      },
      this,
      { single: true },
    );
    batch.start();
    return batch;
  }

  /** @internal The reader met `metaData`: fires `metachange(proxy, meta)`. */
  onMetaChange(meta: unknown): void {
    this.fireEvent('metachange', this, meta);
  }

  /**
   * @internal A reader or writer from what Ext accepts (a type, a config object, copied, or
   * an instance), completed with this proxy and its model; a config without `type` makes a
   * json one.
   */
  makeHelper<K extends keyof Helpers>(value: unknown, kind: K): Helpers[K] {
    const model = this.model;
    if (isObj(value) && (value as Partial<Reader>).isInstance) {
      const helper = value as never as Helpers[K];
      helper.proxy = this;
      if (model && helper.setModel) helper.setModel(model);
      return helper;
    }
    const config: Record<string, unknown> = isString(value)
      ? { type: value }
      : isObj(value)
        ? { ...value }
        : {};
    config.proxy = this;
    if (model && config.model === undefined) config.model = model;
    return ClassManager.factory(config, kind, 'json');
  }

  /** @internal Throws the error of an action this proxy class does not implement. */
  notImplemented(action: string): never {
    return notImplemented(this, action);
  }
}

registerClass(Proxy, 'Lib.data.proxy.Proxy', {
  $configs: declareConfigs<ProxyConfig, ObservableConfig>({
    model: cfg(MODEL_RULE),
    reader: cfg(HELPER),
    writer: cfg(HELPER),
    batchOrder: cfg(
      [
        (v) =>
          isString(v) && actionsOf(v).every((action) => /^(create|update|destroy)$/.test(action)),
        'a list of create, update and destroy',
      ],
      'create,update,destroy',
    ),
    batchActions: true,
    type: cfg('string'),
  }),
  alias: 'proxy.proxy',
  alternateClassName: ['Lib.data.DataProxy', 'Lib.data.Proxy'],
  isProxy: true,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.Proxy': typeof Proxy;
  }
  interface AliasMap {
    'proxy.proxy': typeof Proxy;
  }
}
