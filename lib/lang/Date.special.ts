/**
 * Ext JS 4's special date formats, which need no format codes: `MS` (`\/Date(ms)\/`), `time`
 * (milliseconds since the epoch) and `timestamp` (seconds), plus `c` written as ISO 8601. Each
 * is `{parse, format}`. `Lib.Date` starts its `parseFunctions` and `formatFunctions` from them;
 * the data layer reads and writes them where `Lib.Date` is not loaded (classes/data/Types.ts).
 *
 * @example
 *   SPECIAL_DATES.timestamp.parse('86400'); // Date(86400000)
 */
import { dateText, zoneText } from '../check';

/** What reads and writes dates in one format (`Lib.Date` is one too: it reads every format). */
export interface DateCodec {
  /** The Date in `value` (a string, or a number of the unit), `null` when it has none. */
  parse(value: unknown, format?: string): Date | null;
  /** `date` as text. */
  format(date: Date, format?: string): string;
}

/** A Date from a whole number of `unit` milliseconds, `null` for text that is none. */
const count = (value: unknown, unit: number): Date | null => {
  const n = parseInt(value as string, 10);
  return n || n === 0 ? new Date(n * unit) : null;
};

/** `Y-m-d\TH:i:sP`: the local date and time with the zone's offset (`2024-02-29T13:05:09+01:00`). */
export const isoText = (date: Date): string => dateText(date) + zoneText(date, true);

/** `MS`, `time` and `timestamp`, as Ext JS 4's `Ext.Date` reads and writes them. */
export const SPECIAL_DATES: Record<string, DateCodec> = {
  MS: {
    parse(value) {
      const match = /^\\?\/Date\(([-+]?\d+)(?:[+-]\d{4})?\)\\?\/$/.exec(value as string);
      return match && new Date(+match[1]);
    },
    format: (date) => '\\/Date(' + date.getTime() + ')\\/',
  },
  time: { parse: (value) => count(value, 1), format: (date) => '' + date.getTime() },
  timestamp: {
    parse: (value) => count(value, 1000),
    format: (date) => '' + Math.floor(date.getTime() / 1000),
  },
};
