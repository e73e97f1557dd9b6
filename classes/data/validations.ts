/**
 * `Lib.data.validations`: the validation functions models name in their `validations`
 * (`{type: 'presence', field: 'name'}`) and the default message of each. A validator is
 * called as `validations[type](rule, value)` and returns whether the value passes; the
 * message is the rule's `message`, else `validations[type + 'Message']`. Add a custom type by
 * assigning a function (and a message) before defining the models that use it.
 *
 * @example
 *   Lib.data.validations.length({min: 2}, 'a'); // false
 *   Lib.data.validations.zip = (rule, value) => /^\d{5}$/.test(value);
 *   Lib.data.validations.zipMessage = 'is not a zip code';
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { isArray } from '../../lib/check';

/** One validation rule of a model (`{type: 'length', field: 'name', min: 2}`). */
export interface ValidationConfig {
  /** The validator: presence, length, format, inclusion, exclusion, email or a custom one. */
  type: string;
  /** The field it checks (`name` is accepted as well). */
  field?: string;
  /** Same as `field`. */
  name?: string;
  /** Replaces the validator's default message. */
  message?: string;
  /** `length`: the minimum length (0 or absent: no minimum). */
  min?: number;
  /** `length`: the maximum length (0 or absent: no maximum). */
  max?: number;
  /** `format`: the pattern the value must match. */
  matcher?: RegExp;
  /** `inclusion`/`exclusion`: the values (compared with `===`). */
  list?: unknown[];
  [option: string]: unknown;
}

/** A validator: whether `value` passes `rule`. */
export type Validator = (rule: ValidationConfig, value: unknown) => boolean;

function test(re: RegExp, value: unknown): boolean {
  // A /g or /y pattern remembers where it stopped; validating must not depend on history.
  if (re.global || re.sticky) re.lastIndex = 0;
  return re.test(value as string);
}

export class Validations extends Base {
  /** Default message of `presence` ('must be present'). */
  declare presenceMessage: string;
  /** Default message of `length` ('is the wrong length'). */
  declare lengthMessage: string;
  /** Default message of `format` ('is the wrong format'). */
  declare formatMessage: string;
  /** Default message of `inclusion` ('is not included in the list of acceptable values'). */
  declare inclusionMessage: string;
  /** Default message of `exclusion` ('is not an acceptable value'). */
  declare exclusionMessage: string;
  /** Default message of `email` ('is not a valid email address'). */
  declare emailMessage: string;
  /** The pattern `email` uses: word characters, dots and dashes, `@`, domain, a 2–4 character TLD. */
  declare emailRe: RegExp;

  /**
   * Passes for any truthy value and for `0` and `false`; fails for `''`, `null`, `undefined`
   * and `NaN`. Called with one argument, checks that argument.
   */
  presence(rule: unknown, value?: unknown): boolean {
    const checked = arguments.length === 1 ? rule : value;
    return !!checked || checked === 0 || checked === false;
  }

  /**
   * Passes when the value's `length` is within `min`..`max`; a `min` or `max` of 0 (or none)
   * is no limit. `null` and `undefined` fail.
   */
  length(rule: ValidationConfig, value: unknown): boolean {
    const { min, max } = rule;
    const size = (value as { length: number } | null | undefined)?.length as number;
    return value != null && !((min && size < min) || (max && size > max));
  }

  /** Passes when the rule's `matcher` matches the value (no matcher: fails). */
  format(rule: ValidationConfig, value: unknown): boolean {
    return !!rule.matcher && test(rule.matcher, value);
  }

  /** Passes when the value is in the rule's `list` (`===`). */
  inclusion(rule: ValidationConfig, value: unknown): boolean {
    return isArray(rule.list) && rule.list.indexOf(value) !== -1;
  }

  /** Passes when the value is not in the rule's `list` (`===`); no list: fails. */
  exclusion(rule: ValidationConfig, value: unknown): boolean {
    return isArray(rule.list) && rule.list.indexOf(value) === -1;
  }

  /** Passes when the value looks like an e-mail address (see `emailRe`). */
  email(_rule: ValidationConfig, value: unknown): boolean {
    return test(this.emailRe, value);
  }
}

registerClass(Validations, 'Lib.data.validations', {
  singleton: true,
  presenceMessage: 'must be present',
  lengthMessage: 'is the wrong length',
  formatMessage: 'is the wrong format',
  inclusionMessage: 'is not included in the list of acceptable values',
  exclusionMessage: 'is not an acceptable value',
  emailMessage: 'is not a valid email address',
  emailRe: /^[\w.-]+@(?:[a-zA-Z0-9-]+\.)+[a-zA-Z0-9]{2,4}$/,
});

/** The `Lib.data.validations` singleton. */
export const validations: Validations & Record<string, Validator | unknown> =
  ClassManager.get('Lib.data.validations');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.validations': Validations;
  }
}
