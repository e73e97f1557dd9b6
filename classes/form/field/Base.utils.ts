/**
 * Small value helpers of the form fields: a field's processed text, the text `getErrors`
 * checks, and a value set without a change event.
 *
 * @example
 *   const text = errorText(field, arguments); // in a getErrors(value?)
 */
import { toText } from '../../../lib/lang/String';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** A field's current text, cleaned: `processRawValue(getRawValue())`. */
export const fieldText = (field: {
  processRawValue(raw: unknown): unknown;
  getRawValue(): unknown;
}): Any => field.processRawValue(field.getRawValue());

/** The text `getErrors(value?)` checks: `value` as text when given, else the field's text. */
export const errorText = (
  field: Parameters<typeof fieldText>[0],
  args: IArguments | unknown[],
): string => (args.length ? toText(args[0]) : fieldText(field));

/** Sets a field's value without reporting a change (`suspendCheckChange`). */
export function setQuietly(
  field: { suspendCheckChange: number; setValue(value: unknown): unknown },
  value: unknown,
): void {
  field.suspendCheckChange++;
  field.setValue(value);
  field.suspendCheckChange--;
}
