/**
 * `Lib.form.action.Load` (alias `formaction.load`, alternate `Lib.form.Action.Load`): what
 * `form.load(options)` runs. It requests the values (POST by default, as Ext, with the `params`
 * and the form's `baseParams`), and on an answer `{success: true, data: {name: value}}` (or
 * the first record the form's `reader` reads) clears the errors and sets the values
 * (`setValues`). Any other answer fails with `LOAD_FAILURE`; no answer with `CONNECT_FAILURE`.
 *
 * @example
 *   form.load({url: '/users/7', method: 'GET', failure: (form, action) => console.warn(action.failureType)});
 */
import { registerClass } from '../../../lib/Class';
import { decode } from '../../../lib/lang/JSON';
import { Ajax } from '../../Ajax';
import type { ConnectionResponse } from '../../data/Connection';
import { Action, type ActionResult } from './Action';
import type { Reader } from '../../data/reader/Reader';

export class Load extends Action {
  /** Sends the request. */
  override run(): void {
    Ajax.request({ ...this.createCallback(), params: this.getParams() });
  }

  /** @internal Sets the values of a successful answer; anything else is a `LOAD_FAILURE`. */
  override onSuccess(response: ConnectionResponse): void {
    const me = this;
    const form = me.form;
    let result: ActionResult | undefined;
    try {
      result = me.processResponse(response) as ActionResult;
    } catch {
      // Unreadable: a load failure below.
    }
    const ok = !!result?.success && !!result.data;
    if (ok) {
      form.clearInvalid();
      form.setValues(result!.data!);
    } else me.failureType = Action.LOAD_FAILURE;
    form.afterAction(me, ok);
  }

  /** @internal The answer as `{success, data}`: through the form's `reader`, else decoded JSON. */
  override handleResponse(response: ConnectionResponse): ActionResult {
    const reader = this.form.reader as Reader | undefined;
    if (!reader) return decode(response.responseText, { lenient: this.lenient }) as ActionResult;
    const rs = reader.read(response);
    return { success: rs.success, data: rs.records?.[0]?.data ?? null };
  }
}

registerClass(Load, 'Lib.form.action.Load', {
  alias: 'formaction.load',
  alternateClassName: 'Lib.form.Action.Load',
  type: 'load',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.action.Load': typeof Load;
  }
  interface AliasMap {
    'formaction.load': typeof Load;
  }
}
