/**
 * `Lib.form.action.Submit` (alias `formaction.submit`, alternate `Lib.form.Action.Submit`):
 * what `form.submit(options)` runs. It validates the fields (unless `clientValidation: false`;
 * an invalid form fails with `CLIENT_INVALID` and sends nothing), then sends the form's values
 * (`getValues`, empty fields as their `emptyText` unless `submitEmptyText: false`) with the
 * `params` and the form's `baseParams`: form-encoded, or as a JSON body with `jsonSubmit`. A
 * form holding a file field (`isFileUpload()`) is sent as a `FormData` POST with the chosen
 * files. The answer is Ext's `{success, errors, msg}` (`errors` a map or an array of
 * `{id, msg}`), or read by the form's `errorReader`; `success: false` marks the errors on the
 * fields and fails with `SERVER_INVALID`. The field values are never touched.
 *
 * @example
 *   form.submit({url: '/users/7', waitMsg: 'Saving…', success: (form, action) => console.log(action.result)});
 */
import { registerClass } from '../../../lib/Class';
import { isArray } from '../../../lib/check';
import { decode } from '../../../lib/lang/JSON';
import { apply } from '../../../lib/lang/Object';
import { Ajax } from '../../Ajax';
import type { ConnectionResponse } from '../../data/Connection';
import type { RequestOptions } from '../../data/Connection.types';
import { Action, type ActionResult } from './Action';
import type { Reader } from '../../data/reader/Reader';
import type { Model } from '../../data/Model';
import type { FileField } from '../field/File';

export class Submit extends Action {
  /** Validates the form (unless `clientValidation: false`), then sends it. */
  override run(): void {
    const me = this;
    const form = me.form;
    if (me.clientValidation === false || form.isValid()) me.doSubmit();
    else {
      me.failureType = Action.CLIENT_INVALID;
      form.afterAction(me, false);
    }
  }

  /** @internal Sends the values: form-encoded, as JSON (`jsonSubmit`) or as `FormData` (files). */
  doSubmit(): void {
    const me = this;
    const json = me.jsonSubmit ?? me.form.jsonSubmit;
    const options: RequestOptions = me.createCallback();
    if (me.form.hasUpload()) options.rawData = me.$buildFormData();
    else options[json ? 'jsonData' : 'params'] = me.getParams(json);
    Ajax.request(options);
  }

  /** The form's values (model values with `json`) over the action's and the form's params. */
  override getParams(json?: boolean): Record<string, unknown> {
    const values = this.form.getValues(false, false, this.submitEmptyText !== false, json);
    return apply({}, values, super.getParams());
  }

  /**
   * @internal The values and the chosen files as `FormData` (each file field's `getFiles()`,
   * else the files of its `extractFileInput()`).
   */
  $buildFormData(): FormData {
    const data = new FormData();
    const params = this.getParams();
    const uploads = this.form
      .getFields()
      .items.filter((f) => f.rendered && (f as FileField).isFileUpload?.()) as FileField[];
    for (const field of uploads) delete params[field.getName()];
    for (const name of Object.keys(params)) {
      for (const value of ([] as unknown[]).concat(params[name])) data.append(name, String(value));
    }
    for (const field of uploads) {
      for (const file of field.getFiles?.() ?? field.extractFileInput().files ?? []) {
        data.append(field.getName(), file);
      }
    }
    return data;
  }

  /** @internal A success status: marks the server's errors when it answered `success: false`. */
  override onSuccess(response: ConnectionResponse): void {
    const me = this;
    const form = me.form;
    const result = me.processResponse(response);
    const ok = result === true || !!result.success;
    if (!ok) {
      if (result.errors) form.markInvalid(result.errors);
      me.failureType = Action.SERVER_INVALID;
    }
    form.afterAction(me, ok);
  }

  /**
   * @internal The answer as `{success, errors}`: through the form's `errorReader` (each record's
   * data an error `{id, msg}`), else decoded JSON (unreadable text: `{success: false, errors: []}`).
   */
  override handleResponse(response: ConnectionResponse): ActionResult {
    const reader = this.form.errorReader as Reader | undefined;
    if (reader) {
      const rs = reader.read(response);
      const errors = (rs.records || []).map((record: Model) => record.data);
      return { success: rs.success, errors: errors.length ? errors : null };
    }
    try {
      const result = decode(response.responseText, { lenient: this.lenient }) as ActionResult;
      return isArray(result) || result == null ? { success: false, errors: [] } : result;
    } catch {
      return { success: false, errors: [] };
    }
  }
}

registerClass(Submit, 'Lib.form.action.Submit', {
  alias: 'formaction.submit',
  alternateClassName: 'Lib.form.Action.Submit',
  type: 'submit',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.action.Submit': typeof Submit;
  }
  interface AliasMap {
    'formaction.submit': typeof Submit;
  }
}
