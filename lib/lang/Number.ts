/**
 * `Lib.Number`: Ext JS 4's number helpers (`constrain`, `snap`, `snapInRange`, `toFixed`,
 * `from`, `randomInt`, `correctFloat`) and `Lib.num`.
 *
 * @example
 *   Lib.Number.constrain(120, 0, 100); // 100
 *   Lib.Number.from('12.5', 0); // 12.5
 *   Lib.Number.from('abc', 0); // 0
 */

/**
 * `number` (parsed with `parseFloat`) kept within `[min, max]`. A bound that is `null`,
 * `undefined` or `NaN` does not constrain.
 */
export const constrain = (
  number: number | string,
  min?: number | null,
  max?: number | null,
): number => {
  const x = parseFloat(number as string);
  // Comparisons with undefined or NaN are false, so such a bound is skipped; null would
  // compare as 0, so it is turned into "no bound" explicitly.
  if (min !== null && (x as number) < (min as number)) return min as number;
  if (max !== null && (x as number) > (max as number)) return max as number;
  return x;
};

/**
 * Rounds `value` to the nearest multiple of `increment` (halves round away from zero), then
 * constrains it to `[minValue, maxValue]`. A missing `value`, or one below `minValue`, gives
 * `minValue` (or `0`).
 */
export const snap = (
  value: number | undefined,
  increment?: number,
  minValue?: number,
  maxValue?: number,
): number => {
  if (value === undefined || value < (minValue as number)) return minValue || 0;
  let result = value;
  if (increment) {
    const m = result % increment;
    if (m !== 0) {
      result -= m;
      if (m * 2 >= increment) result += increment;
      else if (m * 2 < -increment) result -= increment;
    }
  }
  return constrain(result, minValue, maxValue);
};

/**
 * Like {@link snap}, but the snap points are counted from `minValue` (default `0`):
 * `snapInRange(56, 2, 55, 65)` is `57`, as the points are 55, 57, 59... A missing `value`, or
 * one below `minValue`, gives `minValue`. `maxValue` is itself moved to its nearest snap point
 * first, so the result is always on one (`snapInRange(100, 2, 55, 66)` is `67`). A missing
 * (`undefined` or `null`) `maxValue` sets no maximum; an `increment` of `0` snaps nothing.
 */
export const snapInRange = (
  value: number | undefined,
  increment?: number,
  minValue?: number | null,
  maxValue?: number | null,
): number => {
  const min = minValue || 0;
  if (value === undefined || value < min) return min;
  let result = value;
  // value >= min here, so the offset from the first snap point is never negative.
  const offset = increment ? (result - min) % increment : 0;
  if (offset) {
    result -= offset;
    if (offset * 2 >= (increment as number)) result += increment as number;
  }
  if (maxValue !== undefined && maxValue !== null) {
    const max = snapInRange(maxValue, increment, min);
    if (result > max) result = max;
  }
  return result;
};

/** `value.toFixed(precision)` (default precision 0) for numbers and numeric strings. */
export const toFixed = (value: number | string, precision?: number): string =>
  Number(value).toFixed(precision || 0);

/**
 * `value` as a number when it is one (`Infinity` included, `NaN` excluded) or a string
 * holding a finite number (`'12'`, `' 1.5 '`), else `defaultValue`. `null`, `''`, `true`
 * and `'12px'` all give the default.
 */
export const from = <D>(value: unknown, defaultValue: D): number | D => {
  if (typeof value === 'number') return isNaN(value) ? defaultValue : value;
  // isFinite coerces: it lets '12' and ' 1.5 ' through, and also null, '' and true,
  // which parseFloat then turns into NaN.
  if (!isFinite(value as number)) return defaultValue;
  const result = parseFloat(value as string);
  return isNaN(result) ? defaultValue : result;
};

/** A random integer in `[min, max]`, both ends included. */
export const randomInt = (min: number, max: number): number =>
  Math.floor(Math.random() * (max - min + 1) + min);

/**
 * Removes binary floating-point noise by rounding to 14 significant digits:
 * `correctFloat(0.1 + 0.2)` is `0.3`.
 */
export const correctFloat = (value: number): number => parseFloat(Number(value).toPrecision(14));

/** `Lib.num(value, defaultValue)`: the old name of {@link from}. */
export const num = from;

/** `Lib.Number`: the number helpers as Ext JS 4 names them. */
export const LibNumber = {
  constrain,
  snap,
  snapInRange,
  toFixed,
  from,
  randomInt,
  correctFloat,
};
