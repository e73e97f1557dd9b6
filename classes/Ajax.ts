/**
 * `Lib.Ajax`: the shared `Lib.data.Connection` (a singleton, `autoAbort: false`). The Ajax and
 * REST proxies send their requests through it, so its `defaultHeaders`, `extraParams`,
 * `timeout` and listeners apply to them too.
 *
 * @example
 *   Lib.Ajax.defaultHeaders = {Authorization: 'Bearer ' + token};
 *   Lib.Ajax.on('requestexception', (conn, response) => console.warn(response.error.message));
 *   Lib.Ajax.request({url: '/ping', method: 'HEAD', callback: (options, ok) => console.log(ok)});
 */
import { registerClass } from '../lib/Class';
import * as ClassManager from '../lib/ClassManager';
import { Connection } from './data/Connection';

/** The class of the `Lib.Ajax` singleton (use the instance, `Lib.Ajax`). */
export class AjaxConnection extends Connection {}

registerClass(AjaxConnection, 'Lib.Ajax', { singleton: true });

/** The `Lib.Ajax` singleton. */
export const Ajax: AjaxConnection = ClassManager.get('Lib.Ajax');

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.Ajax': AjaxConnection;
  }
}

declare module '../lib/Lib' {
  interface LibExtensions {
    /** The shared connection. */
    Ajax: AjaxConnection;
  }
}
