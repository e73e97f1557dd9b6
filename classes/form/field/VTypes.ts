/**
 * `Lib.form.field.VTypes` (alternate `Lib.form.VTypes`): the named validations a text field's
 * `vtype` config picks. A vtype `x` is a function `x(value, field) → boolean`, with its error
 * text in `xText` and, optionally, a key filter in `xMask` (a RegExp tested against each typed
 * character). Built in: `email`, `url`, `alpha` and `alphanum`, with Ext JS 4's texts. Add your
 * own by applying members to the singleton, as in Ext:
 *
 * @example
 *   Lib.apply(Lib.form.field.VTypes, {
 *     time: (value) => /^([01]?\d|2[0-3]):[0-5]\d$/.test(value),
 *     timeText: 'Not a valid time. It must be in the format "12:34".',
 *     timeMask: /[\d:]/,
 *   });
 *   Lib.create('Lib.form.field.Text', {vtype: 'time'});
 */
import { Base } from '../../../lib/Base';
import { registerClass } from '../../../lib/Class';
import * as ClassManager from '../../../lib/ClassManager';

/** A vtype validation: `true` when `value` passes. */
export type VType = (value: string, field?: unknown) => boolean;

// Written for this library. `email`: word characters separated by single `.`, `-`, `+` or `'`,
// an `@`, one or more dot-terminated host labels, and a top-level domain of letters only.
const emailRe = /^\w+(?:[-+.']\w+)*@(?:[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;
// `url`: an http, https or ftp scheme, then localhost, a dotted host name or an IPv4 address,
// an optional port, and an optional path/query/fragment without white space.
const urlRe =
  /^(?:https?|ftp):\/\/(?:localhost|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const alphaRe = /^[a-z_]+$/i;
// `\w` is exactly `[a-zA-Z0-9_]` (no `u` flag).
const alphanumRe = /^\w+$/;

export class VTypes extends Base {
  /** Any vtype added by users (`name`, `nameText`, `nameMask`). */
  [member: string]: unknown;

  /** `true` for an e-mail address such as `user@example.com`. */
  declare email: VType;
  /** The error text of `email`. */
  declare emailText: string;
  /** The characters an e-mail field accepts from the keyboard. */
  declare emailMask: RegExp;
  /** `true` for an http, https or ftp URL such as `http://www.example.com/path`. */
  declare url: VType;
  /** The error text of `url`. */
  declare urlText: string;
  /** `true` when the value holds only ASCII letters and `_`. */
  declare alpha: VType;
  /** The error text of `alpha`. */
  declare alphaText: string;
  /** The characters an `alpha` field accepts from the keyboard. */
  declare alphaMask: RegExp;
  /** `true` when the value holds only ASCII letters, digits and `_`. */
  declare alphanum: VType;
  /** The error text of `alphanum`. */
  declare alphanumText: string;
  /** The characters an `alphanum` field accepts from the keyboard. */
  declare alphanumMask: RegExp;
}

registerClass(VTypes, 'Lib.form.field.VTypes', {
  singleton: true,
  alternateClassName: 'Lib.form.VTypes',
  email: (value: string) => emailRe.test(value),
  emailText: 'This field should be an e-mail address in the format "user@example.com"',
  emailMask: /[\w.\-@'"!#$%&*+/=?^`{|}~]/i,
  url: (value: string) => urlRe.test(value),
  urlText: 'This field should be a URL in the format "http:/' + '/www.example.com"',
  alpha: (value: string) => alphaRe.test(value),
  alphaText: 'This field should only contain letters and _',
  alphaMask: /[a-z_]/i,
  alphanum: (value: string) => alphanumRe.test(value),
  alphanumText: 'This field should only contain letters, numbers and _',
  alphanumMask: /[a-z0-9_]/i,
});

/** The vtypes singleton (`Lib.form.field.VTypes`). */
export const vtypes: VTypes = ClassManager.get('Lib.form.field.VTypes');

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.VTypes': VTypes;
  }
}
