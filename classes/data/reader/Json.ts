/**
 * `Lib.data.reader.Json` (alias `reader.json`): reads JSON responses. `root`, `totalProperty`,
 * `successProperty`, `messageProperty` and field `mapping`s may be dotted paths
 * (`'data.items'`, `'user.address.city'`). A body that is not valid JSON gives an unsuccessful
 * ResultSet whose message says so, rather than an exception.
 *
 * @example
 *   Lib.create('reader.json', {model: 'App.User', root: 'items', totalProperty: 'n'});
 */
import { registerClass } from '../../../lib/Class';
import { decode } from '../../../lib/lang/JSON';
import { Reader, type ReaderConfig } from './Reader';

export type JsonReaderConfig = ReaderConfig;

export class JsonReader extends Reader {
  /** Decodes `response.responseText`; unparsable text becomes an unsuccessful ResultSet. */
  override getResponseData(response: any): any {
    try {
      return decode(response.responseText);
    } catch (error) {
      // The decoder's message is never empty: the ResultSet is an unsuccessful one.
      return this.nullResultSet((error as Error).message);
    }
  }
}

registerClass(JsonReader, 'Lib.data.reader.Json', {
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
