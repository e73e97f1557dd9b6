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
import { fail } from '../../../lib/check';
import { LibError } from '../../../lib/Error';
import * as ClassManager from '../../../lib/ClassManager';
import { Observable, type ObservableConfig } from '../../util/Observable';
import { Batch } from '../Batch';
import { Operation, type Action } from '../Operation';
import '../reader/Json';

export interface ProxyConfig extends ObservableConfig {
  /** The model class, or its name. */
  model?: string | (abstract new (...args: any[]) => any);
  /** The reader: a type (`'json'`, `'array'`, `'xml'`), a config object or an instance (default `'json'`). */
  reader?: string | Record<string, any>;
  /** The writer: a type, a config object or an instance (default `'json'`). */
  writer?: string | Record<string, any>;
  /** Order in which a batch runs the actions (default `'create,update,destroy'`). */
  batchOrder?: string;
  /** One operation per action holding all its records (`true`, the default here) or one per record. */
  batchActions?: boolean;
  /** Ignored: the alias type this proxy was created through. */
  type?: string;
}

/** What `batch()` takes. */
export interface BatchOptions {
  /** The records per action: `{create: [...], update: [...], destroy: [...]}`. */
  operations: Partial<Record<Action, any[]>>;
  /** Listeners of the batch (`operationcomplete`, `exception`, `complete`). */
  listeners?: Record<string, any>;
  /** A `Lib.data.Batch` to run the operations in, or a config for the new one (`pauseOnException`). */
  batch?: Batch | Record<string, any>;
  /** Aborts the requests of the batch's operations. */
  signal?: AbortSignal;
  success?: (batch: Batch, options: BatchOptions) => void;
  failure?: (batch: Batch, options: BatchOptions) => void;
  callback?: (batch: Batch, options: BatchOptions) => void;
  scope?: unknown;
  [key: string]: unknown;
}

const WHERE = 'Lib.data.proxy.Proxy';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export class Proxy extends Observable {
  declare model?: any;
  declare reader?: any;
  declare writer?: any;
  declare batchOrder: string;
  declare batchActions: boolean;
  /** Always `true` on proxies. */
  declare isProxy: true;

  override $construct(config?: ProxyConfig) {
    if (config !== undefined && (config === null || typeof config !== 'object')) {
      fail(this.$className || WHERE, 'config', 'an object', config);
    }
    checkTypes(this.$className, config);
    super.$construct(config);
    const model = this.model;
    this.model = undefined;
    if (model !== undefined && model !== null) this.setModel(model);
    this.setReader(this.reader);
    return this;
  }

  /** Sets the model (class or name) and passes it to the reader and writer. */
  setModel(model: unknown, setOnStore?: boolean): void {
    let resolved = model;
    if (typeof model === 'string') {
      resolved = ClassManager.get(model);
      if (typeof resolved !== 'function') {
        throw new LibError(
          `model '${model}' is not a registered class${ClassManager.suggest(model)}`,
          {
            sourceMethod: `${this.$className}#setModel`,
          },
        );
      }
    } else if (typeof model !== 'function') {
      fail(`${this.$className}#setModel`, 'model', 'a model class or its name', model);
    }
    this.model = resolved;
    if (this.reader && this.reader.isInstance) this.reader.setModel(resolved);
    if (this.writer && this.writer.isInstance && this.writer.setModel)
      this.writer.setModel(resolved);
    if (setOnStore && (this as any).store) (this as any).store.model = resolved;
  }

  /** The model class. */
  getModel(): any {
    return this.model;
  }

  /** Sets the reader from a type string, a config object or an instance. */
  setReader(reader: unknown): any {
    this.reader = this.createHelper(reader, 'reader');
    return this.reader;
  }

  /** The reader. */
  getReader(): any {
    return this.reader;
  }

  /** Sets the writer from a type string, a config object or an instance. */
  setWriter(writer: unknown): any {
    this.writer = this.createHelper(writer, 'writer');
    return this.writer;
  }

  /** The writer, created (type `'json'` by default) on first use. */
  getWriter(): any {
    if (!this.writer || !this.writer.isInstance) this.setWriter(this.writer);
    return this.writer;
  }

  /** @internal A reader or writer from what Ext accepts, completed with this proxy and model. */
  createHelper(value: unknown, kind: 'reader' | 'writer'): any {
    if (value && typeof value === 'object' && (value as any).isInstance) {
      const helper = value as any;
      helper.proxy = this;
      if (this.model && helper.setModel) helper.setModel(this.model);
      return helper;
    }
    const config: Record<string, any> =
      typeof value === 'string'
        ? { type: value }
        : value && typeof value === 'object'
          ? { ...(value as object) }
          : {};
    if (config.type === undefined && config.xclass === undefined) config.type = 'json';
    config.proxy = this;
    if (this.model && config.model === undefined) config.model = this.model;
    return ClassManager.factory(config, kind);
  }

  /** Creates records on the storage; implemented by subclasses. */
  create(
    operation: Operation,
    callback?: (operation: Operation) => void,
    scope?: unknown,
  ): unknown {
    return this.notImplemented('create', operation, callback, scope);
  }

  /** Reads records; implemented by subclasses. */
  read(operation: Operation, callback?: (operation: Operation) => void, scope?: unknown): unknown {
    return this.notImplemented('read', operation, callback, scope);
  }

  /** Updates records; implemented by subclasses. */
  update(
    operation: Operation,
    callback?: (operation: Operation) => void,
    scope?: unknown,
  ): unknown {
    return this.notImplemented('update', operation, callback, scope);
  }

  /** Destroys records; implemented by subclasses. */
  override destroy(
    operation?: Operation,
    callback?: (operation: Operation) => void,
    scope?: unknown,
  ): unknown {
    if (operation === undefined) {
      // Called as the Observable/Base teardown rather than as the destroy action.
      return super.destroy();
    }
    return this.notImplemented('destroy', operation, callback, scope);
  }

  private notImplemented(
    action: string,
    _operation: unknown,
    _callback: unknown,
    _scope: unknown,
  ): never {
    throw new LibError(
      `${this.$className} does not implement ${action}: use a memory, ajax or rest proxy`,
      {
        sourceMethod: `${this.$className}#${action}`,
      },
    );
  }

  /**
   * Runs `options.operations` (`{create: [...], update: [...], destroy: [...]}`) as one batch,
   * actions in `batchOrder`, one operation per action (`batchActions`) or per record. Calls
   * `failure` (if any operation failed) or `success`, then `callback`, with `(batch, options)`.
   * Also accepts Ext's older `batch(operations, listeners)`.
   */
  batch(
    options: BatchOptions | Partial<Record<Action, Any[]>>,
    listeners?: Record<string, Any>,
  ): Batch {
    const opts: BatchOptions =
      (options as BatchOptions).operations === undefined
        ? { operations: options as Partial<Record<Action, Any[]>>, listeners }
        : (options as BatchOptions);
    const given = opts.batch;
    const batch: Batch =
      given instanceof Batch
        ? given
        : new Batch({ ...(given as object), proxy: this, listeners: opts.listeners || {} });
    if (!batch.proxy) batch.proxy = this;
    const signal = opts.signal as AbortSignal | undefined;
    for (const action of this.batchOrder.split(',').map((a) => a.trim()) as Action[]) {
      const records = opts.operations[action];
      if (!records || records.length === 0) continue;
      if (this.batchActions) {
        batch.add(new Operation({ action, records, signal }));
      } else {
        for (const record of records)
          batch.add(new Operation({ action, records: [record], signal }));
      }
    }
    batch.on(
      'complete',
      () => {
        const scope = opts.scope ?? this;
        if (batch.hasException) opts.failure?.call(scope, batch, opts);
        else opts.success?.call(scope, batch, opts);
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
}

function checkTypes(className: string, config: ProxyConfig | undefined): void {
  if (!config) return;
  const check = (name: keyof ProxyConfig, ok: (value: any) => boolean, expected: string) => {
    const value = config[name];
    if (value !== undefined && !ok(value)) {
      fail(className, `config '${String(name)}'`, `${expected}`, value);
    }
  };
  check(
    'batchOrder',
    (v) => typeof v === 'string',
    "a comma-separated string such as 'create,update,destroy'",
  );
  check('batchActions', (v) => typeof v === 'boolean', 'a boolean');
  check(
    'reader',
    (v) => typeof v === 'string' || (v !== null && typeof v === 'object'),
    'a type string, a config object or a reader',
  );
  check(
    'writer',
    (v) => typeof v === 'string' || (v !== null && typeof v === 'object'),
    'a type string, a config object or a writer',
  );
  check(
    'model',
    (v) => typeof v === 'string' || typeof v === 'function',
    'a model class or its name',
  );
  if (typeof config.batchOrder === 'string') {
    for (const action of config.batchOrder.split(',').map((a) => a.trim())) {
      if (!['create', 'update', 'destroy'].includes(action)) {
        throw new TypeError(
          `[${className}] config 'batchOrder' may only name create, update and destroy, got '${action}'`,
        );
      }
    }
  }
}

registerClass(Proxy, 'Lib.data.proxy.Proxy', {
  alias: 'proxy.proxy',
  alternateClassName: ['Lib.data.DataProxy', 'Lib.data.Proxy'],
  batchOrder: 'create,update,destroy',
  batchActions: true,
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
