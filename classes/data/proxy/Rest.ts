/**
 * `Lib.data.proxy.Rest` (alias `proxy.rest`, also `Lib.data.RestProxy`): an Ajax proxy that
 * maps the actions to HTTP verbs — create POST, read GET, update PUT, destroy DELETE — and
 * puts the record id in the URL: `POST /users`, `GET /users`, `GET /users/7` (`Model.load`),
 * `PUT /users/7`, `DELETE /users/7`, with `format` as a suffix (`/users/7.json`). One request
 * per record (`batchActions: false`). A `DELETE` of one record has no body (the URL names
 * it); Ext JS 4 sent the record's data along.
 *
 * Stricter than Ext JS 4: the id is percent-encoded (`a/b` → `/users/a%2Fb`, one path
 * segment whatever it holds), and a new (phantom) record never puts its id in the URL, not
 * even the 0 an `int` id field gives it.
 *
 * @example
 *   Lib.define('App.User', {extend: 'Lib.data.Model', fields: ['id', 'name'],
 *     proxy: {type: 'rest', url: '/users', format: 'json'}});
 *   App.User.load(7, {success: (user) => console.log(user.get('name'))}); // GET /users/7.json?_dc=…&id=7
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, type OwnConfigs } from '../../../lib/config';
import { raise } from '../../../lib/Error';
import type { Request } from '../Request';
import type { Operation } from '../Operation';
import { isIdValue } from '../Model.define';
import { AjaxProxy, type AjaxProxyConfig } from './Ajax';

export interface RestProxyConfig extends AjaxProxyConfig {
  /** Append the record id (or the operation's id) to the URL (default `true`). */
  appendId?: boolean;
  /** A format suffix appended to every URL: `'json'` gives `/users/7.json` (default none). */
  format?: string;
}

/**
 * The configs on the instance, as `RestProxyConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface RestProxy extends OwnConfigs<RestProxyConfig, AjaxProxyConfig> {}

export class RestProxy extends AjaxProxy {
  /**
   * The URL of a request: the base (`getUrl`: `api[action]`, else `url`); with `appendId`,
   * `/` (unless the base ends with one) and the percent-encoded id — of the first record when
   * the operation has records (none for a phantom record), else `operation.id`; then `.`
   * (unless already there) and `format` when set; then the cache parameter (`noCache`).
   * Ids `0` are appended; `''`, `null` and `undefined` are not.
   */
  override buildUrl(request: Request): string {
    const operation = request.operation;
    let url = this.getUrl(request);
    if (!url) this.missingUrl(request);
    const record = operation?.records?.[0];
    const id = record ? (record.phantom === true ? undefined : record.getId()) : operation?.id;
    const appended = this.appendId && isIdValue(id);
    if (appended) url += (url.endsWith('/') ? '' : '/') + encodeId(id, this.$className);
    // A format given as '.json' means 'json'. After an id the separator is always added: a
    // trailing '.' there belongs to the id ('a.' + json is 'a..json', not 'a.json').
    const format = this.format?.replace(/^\./, '');
    if (format) url += (!appended && url.endsWith('.') ? '' : '.') + format;
    request.url = url;
    return super.buildUrl(request);
  }

  /**
   * The request of an operation (see `Lib.data.proxy.Server#buildRequest`); an update or
   * destroy of a record with an `etag` sends it as `If-Match`, so a server holding a newer
   * row refuses the write (412) instead of losing that row.
   */
  override buildRequest(operation: Operation): Request {
    const request = super.buildRequest(operation);
    const records = operation.records || [];
    const etag = records.length === 1 && operation.action !== 'create' && records[0].etag;
    if (etag) request.headers = { ...request.headers, 'If-Match': etag };
    return request;
  }

  /**
   * Whether a write sends its records in the body: not a destroy of one record whose id is in
   * the URL (`DELETE /users/7` has no body), unlike Ext JS 4, which sent the record's data;
   * but a record with a `versionProperty` sends it, with the version it was read at.
   */
  override writesRecords(request: Request): boolean {
    const records = request.records || [];
    return (
      request.action !== 'destroy' ||
      !!records[0]?.versionProperty ||
      !this.appendId ||
      records.length !== 1 ||
      records[0].phantom === true ||
      !isIdValue(records[0].getId())
    );
  }
}

/**
 * An id as one path segment. `.` and `..` cannot be one (URL parsers resolve them, encoded
 * or not), so they are refused rather than sent somewhere else.
 */
function encodeId(id: unknown, className: string): string {
  let segment = '';
  let why = '';
  try {
    segment = encodeURIComponent(String(id));
    if (segment === '.' || segment === '..')
      why = `'${segment}' cannot be put in a URL path segment`;
  } catch {
    why = `${JSON.stringify(String(id))} is not well-formed Unicode (a lone surrogate)`;
  }
  // No closure for the error: this runs for every record URL.
  if (why) raise(`${className}#buildUrl`, 'the id ' + why);
  return segment;
}

registerClass(RestProxy, 'Lib.data.proxy.Rest', {
  $configs: declareConfigs<RestProxyConfig, AjaxProxyConfig>({
    appendId: true,
    format: cfg('string'),
  }),
  alias: 'proxy.rest',
  alternateClassName: 'Lib.data.RestProxy',
  actionMethods: { create: 'POST', read: 'GET', update: 'PUT', destroy: 'DELETE' },
  batchActions: false,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.Rest': typeof RestProxy;
  }
  interface AliasMap {
    'proxy.rest': typeof RestProxy;
  }
}
