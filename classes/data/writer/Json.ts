/**
 * `Lib.data.writer.Json` (alias `writer.json`, also `Lib.data.JsonWriter`): writes the
 * records of a request as JSON. One record is sent as a bare object (`allowSingle`, the
 * default), several as an array; under `root` when one is set (`{"users": [...]}`). With
 * `encode: true` the JSON text goes into the form parameter named `root` instead of the body.
 * `expandData` turns dotted names (`'address.city'`) into nested objects.
 *
 * @example
 *   Lib.create('proxy.rest', {url: '/users', writer: {type: 'json', root: 'user'}});
 *   // PUT /users/7 with the body {"user":{"id":7,"name":"Grace"}}
 */
import { registerClass } from '../../../lib/Class';
import { raise } from '../../../lib/Error';
import { encode as encodeJson } from '../../../lib/lang/JSON';
import { isUnsafeKey } from '../../../lib/lang/Object';
import type { Request } from '../Request';
import { isMap, isObj, keys } from '../../../lib/check';
import { cfg, declareConfigs, type OwnConfigs } from '../../../lib/config';
import { Writer, type WriterConfig } from './Writer';

export interface JsonWriterConfig extends WriterConfig {
  /** The key the data goes under (default none: the data is the whole body). */
  root?: string;
  /** Send the JSON text as the form parameter `root` instead of a JSON body (default `false`; needs `root`). */
  encode?: boolean;
  /** One record as a bare object rather than an array of one (default `true`). */
  allowSingle?: boolean;
  /** Turn dotted names into nested objects: `{'a.b': 1}` → `{a: {b: 1}}` (default `false`). */
  expandData?: boolean;
}

/**
 * The configs on the instance, as `JsonWriterConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface JsonWriter extends OwnConfigs<JsonWriterConfig, WriterConfig> {}

export class JsonWriter extends Writer {
  override $construct(config?: JsonWriterConfig) {
    super.$construct(config);
    // Two configs together: checked once both are set.
    if (this.encode && !this.root) this.rootNeeded();
    return this;
  }

  /**
   * Puts the data into the request: `jsonData` (the data, or `{[root]: data}`), or with
   * `encode` the JSON text in `params[root]`. Returns the request.
   */
  override writeRecords(request: Request, data: Array<Record<string, unknown>>): Request {
    const root = this.root;
    let payload: unknown = this.expandData ? data.map(expand) : data;
    if (this.allowSingle && (payload as Rows).length === 1) payload = (payload as Rows)[0];
    if (this.encode) {
      if (!root) this.rootNeeded();
      request.params[root] = encodeJson(payload);
    } else if (root) {
      const body = isObj(request.jsonData) ? request.jsonData : {};
      (body as Record<string, unknown>)[root] = payload;
      request.jsonData = body;
    } else {
      request.jsonData = payload;
    }
    return request;
  }

  /** @internal Throws the error of `encode` without a `root`. */
  rootNeeded(): never {
    raise(this.$className, "config 'encode: true' needs a 'root'");
  }
}

/** The records' data, before `allowSingle`. */
type Rows = unknown[];

/** `{'a.b': 1, c: 2}` → `{a: {b: 1}, c: 2}` (a new object; unsafe keys are dropped). */
function expand(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys(data)) {
    const parts = key.split('.');
    if (parts.some(isUnsafeKey)) continue;
    const last = parts.pop() as string;
    let target = out;
    for (const part of parts) target = target[part] = isMap(target[part]) ? target[part] : {};
    target[last] = data[key];
  }
  return out;
}

registerClass(JsonWriter, 'Lib.data.writer.Json', {
  $configs: declareConfigs<JsonWriterConfig, WriterConfig>({
    root: cfg('string'),
    encode: false,
    allowSingle: true,
    expandData: false,
  }),
  alias: 'writer.json',
  alternateClassName: 'Lib.data.JsonWriter',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.writer.Json': typeof JsonWriter;
  }
  interface AliasMap {
    'writer.json': typeof JsonWriter;
  }
}
