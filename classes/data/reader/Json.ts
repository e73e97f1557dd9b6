/**
 * `Lib.data.reader.Json` (alias `reader.json`): reads JSON responses. `root`, `totalProperty`,
 * `successProperty`, `messageProperty` and field `mapping`s may be dotted paths
 * (`'data.items'`, `'user.address.city'`). A body that is not valid JSON gives an unsuccessful
 * ResultSet whose message says so, rather than an exception; with `lenient` (on under the Ext
 * shim) such a body is read as a JavaScript object literal first, as Ext JS 4's `eval` read it.
 *
 * @example
 *   Lib.create('reader.json', {model: 'App.User', root: 'items', totalProperty: 'n'});
 */
import { registerClass } from '../../../lib/Class';
import { declareConfigs } from '../../../lib/config';
import { decode } from '../../../lib/lang/JSON';
import { Reader, type ReaderConfig } from './Reader';
import type { ConnectionResponse } from '../Connection.types';

export interface JsonReaderConfig extends ReaderConfig {
  /**
   * Read a body that is not JSON as a JavaScript object literal (unquoted keys, single quotes,
   * trailing commas, comments: see `Lib.JSON.decode`), never evaluated, with a warning naming
   * the URL once (default `false`; `true` under the Ext shim).
   */
  lenient?: boolean;
}

export class JsonReader extends Reader {
  /** Read bodies that are not JSON as JavaScript object literals (see the config). */
  declare lenient: boolean;

  /**
   * Decodes `response.responseText` (with `lenient`, legacy object-literal text too);
   * unparsable text becomes an unsuccessful ResultSet.
   */
  override getResponseData(response: ConnectionResponse): unknown {
    try {
      return decode(response.responseText, {
        lenient: this.lenient,
        // Warned about once per URL, its query aside.
        source: String(response.request?.url ?? 'a response').split('?')[0],
      });
    } catch (error) {
      // The decoder's message is never empty: the ResultSet is an unsuccessful one.
      return this.nullResultSet((error as Error).message);
    }
  }
}

registerClass(JsonReader, 'Lib.data.reader.Json', {
  $configs: declareConfigs<JsonReaderConfig, ReaderConfig>({ lenient: false }),
  alias: 'reader.json',
  alternateClassName: 'Lib.data.JsonReader',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.reader.Json': typeof JsonReader;
  }
  interface AliasMap {
    'reader.json': typeof JsonReader;
  }
}
