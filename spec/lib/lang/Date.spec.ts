import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { add, format, parse } from '../../../lib/lang/Date';

// These specs hold in any time zone: expectations built from offsets read the local zone.

const pad = (n: number) => (n < 10 ? '0' : '') + n;

function offset(date: Date, colon = false): string {
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return (
    (minutes >= 0 ? '+' : '-') + pad(Math.floor(abs / 60)) + (colon ? ':' : '') + pad(abs % 60)
  );
}

/** The local fields of a date, for compact comparisons. */
function fields(date: Date | null): number[] | null {
  if (date === null) return null;
  return [
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  ];
}

describe('Lib.Date', () => {
  const D = Lib.Date;
  // Thursday, February 29th 2024, 13:05:09.007 local time.
  const leapDay = new Date(2024, 1, 29, 13, 5, 9, 7);

  describe('.format', () => {
    const expectations: Array<[string, string]> = [
      ['d', '29'],
      ['D', 'Thu'],
      ['j', '29'],
      ['l', 'Thursday'],
      ['N', '4'],
      ['S', 'th'],
      ['w', '4'],
      ['z', '59'],
      ['W', '09'],
      ['F', 'February'],
      ['m', '02'],
      ['M', 'Feb'],
      ['n', '2'],
      ['t', '29'],
      ['L', '1'],
      ['o', '2024'],
      ['Y', '2024'],
      ['y', '24'],
      ['a', 'pm'],
      ['A', 'PM'],
      ['g', '1'],
      ['G', '13'],
      ['h', '01'],
      ['H', '13'],
      ['i', '05'],
      ['s', '09'],
      ['u', '007'],
    ];
    for (const [code, text] of expectations) {
      it(`writes ${code} as ${JSON.stringify(text)}`, () => {
        expect(format(leapDay, code)).to.equal(text);
      });
    }

    it('writes U as whole seconds since the epoch', () => {
      expect(D.format(leapDay, 'U')).to.equal(String(Math.floor(leapDay.getTime() / 1000)));
    });

    it('writes O, P and Z from the local offset', () => {
      expect(D.format(leapDay, 'O')).to.equal(offset(leapDay));
      expect(D.format(leapDay, 'P')).to.equal(offset(leapDay, true));
      expect(D.format(leapDay, 'Z')).to.equal(String(-leapDay.getTimezoneOffset() * 60));
    });

    it('writes T as a zone abbreviation', () => {
      expect(D.format(leapDay, 'T')).to.match(/^(?:[A-Z]{1,5}|GMT[+-]\d{4})$/);
    });

    it('writes c as ISO 8601 with the local offset', () => {
      expect(D.format(leapDay, 'c')).to.equal('2024-02-29T13:05:09' + offset(leapDay, true));
    });

    it('combines codes and copies other characters', () => {
      expect(D.format(leapDay, 'D, M jS Y, g:i a')).to.equal('Thu, Feb 29th 2024, 1:05 pm');
      expect(D.format(leapDay, 'Y-m-d H:i:s')).to.equal('2024-02-29 13:05:09');
    });

    it('treats a backslash as making the next character literal', () => {
      expect(D.format(leapDay, '\\Y\\e\\a\\r: Y')).to.equal('Year: 2024');
      expect(D.format(leapDay, 'Y\\-m')).to.equal('2024-02');
    });

    it('writes English ordinal suffixes', () => {
      const suffix = (day: number) => D.format(new Date(2024, 0, day), 'jS');
      expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 31].map(suffix)).to.deep.equal([
        '1st',
        '2nd',
        '3rd',
        '4th',
        '11th',
        '12th',
        '13th',
        '21st',
        '22nd',
        '23rd',
        '24th',
        '31st',
      ]);
    });

    it('writes midnight and noon in 12-hour codes', () => {
      expect(D.format(new Date(2024, 0, 1, 0, 0), 'g h a')).to.equal('12 12 am');
      expect(D.format(new Date(2024, 0, 1, 12, 0), 'g h A')).to.equal('12 12 PM');
    });

    it('pads days, months and small years', () => {
      expect(D.format(new Date(2024, 0, 5), 'd/m j/n')).to.equal('05/01 5/1');
      const early = new Date(2024, 0, 1);
      early.setFullYear(5);
      expect(D.format(early, 'Y y')).to.equal('0005 05');
    });

    it('writes Sunday as 7 for N and 0 for w', () => {
      expect(D.format(new Date(2024, 2, 3), 'N w l')).to.equal('7 0 Sunday');
    });

    it('writes the ISO week and its year around New Year', () => {
      expect(D.format(new Date(2021, 0, 1), 'W o Y')).to.equal('53 2020 2021');
      expect(D.format(new Date(2024, 11, 30), 'W o Y')).to.equal('01 2025 2024');
      expect(D.format(new Date(2026, 0, 1), 'W o')).to.equal('01 2026');
    });

    it('writes the last day of a leap year as day 365', () => {
      expect(D.format(new Date(2024, 11, 31), 'z')).to.equal('365');
      expect(D.format(new Date(2023, 11, 31), 'z L')).to.equal('364 0');
    });

    it('uses defaultFormat when no format is given', () => {
      expect(D.defaultFormat).to.equal('m/d/Y');
      expect(D.format(leapDay)).to.equal('02/29/2024');
      const saved = D.defaultFormat;
      D.defaultFormat = 'd.m.Y';
      try {
        expect(D.format(leapDay)).to.equal('29.02.2024');
      } finally {
        D.defaultFormat = saved;
      }
    });

    it('gives an empty string for anything but a valid Date', () => {
      expect(D.format(null, 'Y')).to.equal('');
      expect(D.format(undefined, 'Y')).to.equal('');
      expect(D.format('2024-01-01' as never, 'Y')).to.equal('');
      expect(D.format(new Date(NaN), 'Y')).to.equal('');
    });

    it('writes the special formats MS, time and timestamp', () => {
      const date = new Date(1700000000123);
      expect(D.format(date, 'MS')).to.equal('\\/Date(1700000000123)\\/');
      expect(D.format(date, 'time')).to.equal('1700000000123');
      expect(D.format(date, 'timestamp')).to.equal('1700000000');
    });

    it('uses a function added to formatFunctions, with the date as this', () => {
      D.formatFunctions['quarter'] = function (this: Date) {
        return 'Q' + (Math.floor(this.getMonth() / 3) + 1);
      };
      try {
        expect(D.format(leapDay, 'quarter')).to.equal('Q1');
      } finally {
        delete D.formatFunctions['quarter'];
      }
    });

    it('follows replaced month and day names', () => {
      const { monthNames, dayNames } = D;
      D.monthNames = [
        'janvier',
        'février',
        'mars',
        'avril',
        'mai',
        'juin',
        'juillet',
        'août',
        'septembre',
        'octobre',
        'novembre',
        'décembre',
      ];
      D.dayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
      try {
        expect(D.format(leapDay, 'l j F Y, D M')).to.equal('jeudi 29 février 2024, jeu fév');
      } finally {
        D.monthNames = monthNames;
        D.dayNames = dayNames;
      }
    });

    it('is also dateFormat', () => {
      expect(D.dateFormat(leapDay, 'Y')).to.equal('2024');
    });
  });

  describe('.parse', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      // "Today" is Wednesday, January 31st 2024, 15:30 local time.
      clock = sinon.useFakeTimers(new Date(2024, 0, 31, 15, 30).getTime());
    });
    afterEach(() => clock.restore());

    it('reads a date in the given format', () => {
      expect(fields(parse('2024-02-29', 'Y-m-d'))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
      expect(fields(D.parse('29/02/2024 13:05:09', 'd/m/Y H:i:s'))).to.deep.equal([
        2024, 2, 29, 13, 5, 9, 0,
      ]);
    });

    it('returns null when the input does not match', () => {
      expect(D.parse('2024/02/29', 'Y-m-d')).to.equal(null);
      expect(D.parse('2024-02-29 extra', 'Y-m-d')).to.equal(null);
      expect(D.parse('', 'Y-m-d')).to.equal(null);
      expect(D.parse(null, 'Y-m-d')).to.equal(null);
      expect(D.parse(undefined, 'Y-m-d')).to.equal(null);
      expect(D.parse('2024-13-01', 'Y-m-d')).to.equal(null);
    });

    it('rejects rollovers in strict mode', () => {
      expect(D.parse('2024-02-30', 'Y-m-d', true)).to.equal(null);
      expect(D.parse('2023-02-29', 'Y-m-d', true)).to.equal(null);
      expect(D.parse('31/04/2024', 'd/m/Y', true)).to.equal(null);
      expect(fields(D.parse('2024-02-29', 'Y-m-d', true))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
    });

    it('rolls over without strict mode, as the Date constructor does', () => {
      expect(fields(D.parse('2024-02-30', 'Y-m-d'))).to.deep.equal([2024, 3, 1, 0, 0, 0, 0]);
      expect(fields(D.parse('2023-02-29', 'Y-m-d', false))).to.deep.equal([2023, 3, 1, 0, 0, 0, 0]);
    });

    it('uses useStrict when strict is not given', () => {
      D.useStrict = true;
      try {
        expect(D.parse('2024-02-30', 'Y-m-d')).to.equal(null);
      } finally {
        D.useStrict = false;
      }
    });

    it('never returns an invalid Date', () => {
      expect(D.parse('99999999999999999999', 'U')).to.equal(null);
      expect(D.parse('99999999999999999999', 'time')).to.equal(null);
    });

    it('fills missing parts from today at midnight', () => {
      expect(fields(D.parse('10:15', 'H:i'))).to.deep.equal([2024, 1, 31, 10, 15, 0, 0]);
      expect(fields(D.parse('2022', 'Y'))).to.deep.equal([2022, 1, 31, 0, 0, 0, 0]);
    });

    it('uses the last day of the month when today would roll over', () => {
      expect(fields(D.parse('02', 'm'))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
      expect(fields(D.parse('04/2023', 'm/Y'))).to.deep.equal([2023, 4, 30, 0, 0, 0, 0]);
    });

    it('uses Lib.Date.defaults for missing parts', () => {
      D.defaults = { d: 1, h: 8 };
      try {
        expect(fields(D.parse('03/2024', 'm/Y'))).to.deep.equal([2024, 3, 1, 8, 0, 0, 0]);
      } finally {
        D.defaults = {};
      }
    });

    it('reads unpadded days, months and hours', () => {
      expect(fields(D.parse('5/1/2024 7:03', 'j/n/Y G:i'))).to.deep.equal([2024, 1, 5, 7, 3, 0, 0]);
    });

    it('reads two-digit years around y2kYear', () => {
      expect(D.parse('01/01/50', 'm/d/y')?.getFullYear()).to.equal(2050);
      expect(D.parse('01/01/51', 'm/d/y')?.getFullYear()).to.equal(1951);
      expect(D.parse('01/01/00', 'm/d/y')?.getFullYear()).to.equal(2000);
      const saved = D.y2kYear;
      D.y2kYear = 30;
      try {
        expect(D.parse('01/01/40', 'm/d/y')?.getFullYear()).to.equal(1940);
      } finally {
        D.y2kYear = saved;
      }
    });

    it('keeps four-digit years below 100 as written', () => {
      expect(D.parse('0099-03-01', 'Y-m-d')?.getFullYear()).to.equal(99);
      expect(fields(D.parse('0004-02-29', 'Y-m-d', true))).to.deep.equal([4, 2, 29, 0, 0, 0, 0]);
    });

    it('reads 12-hour times with am/pm', () => {
      expect(fields(D.parse('2024-01-01 12:30 am', 'Y-m-d g:i a'))?.slice(3, 5)).to.deep.equal([
        0, 30,
      ]);
      expect(fields(D.parse('2024-01-01 12:30 pm', 'Y-m-d g:i a'))?.slice(3, 5)).to.deep.equal([
        12, 30,
      ]);
      expect(fields(D.parse('2024-01-01 01:05 PM', 'Y-m-d h:i A'))?.slice(3, 5)).to.deep.equal([
        13, 5,
      ]);
      expect(fields(D.parse('PM 2024-01-01 1', 'A Y-m-d g'))?.slice(3, 5)).to.deep.equal([13, 0]);
    });

    it('reads month and day names, ignoring the day name', () => {
      expect(fields(D.parse('Thursday, February 29, 2024', 'l, F j, Y'))).to.deep.equal([
        2024, 2, 29, 0, 0, 0, 0,
      ]);
      expect(fields(D.parse('Mon, 04 Mar 2024', 'D, d M Y'))).to.deep.equal([
        2024, 3, 4, 0, 0, 0, 0,
      ]);
      expect(D.parse('Foo, 04 Mar 2024', 'D, d M Y')).to.equal(null);
    });

    it('matches but ignores the codes that only describe the date (N w S t L T)', () => {
      const fmt = 'Y-m-d N w S t L T';
      expect(fields(D.parse('2024-02-29 4 4 th 29 1 CET', fmt))).to.deep.equal([
        2024, 2, 29, 0, 0, 0, 0,
      ]);
      expect(fields(D.parse('2024-02-29 7 0 st 30 0 UTC', fmt))).to.deep.equal([
        2024, 2, 29, 0, 0, 0, 0,
      ]);
      expect(D.parse('2024-02-29 8 4 th 29 1 CET', fmt)).to.equal(null);
      expect(D.parse('2024-02-29 4 4 xx 29 1 CET', fmt)).to.equal(null);
    });

    it('follows replaced month names', () => {
      const { monthNames, monthNumbers } = D;
      D.monthNames = [
        'janvier',
        'février',
        'mars',
        'avril',
        'mai',
        'juin',
        'juillet',
        'août',
        'septembre',
        'octobre',
        'novembre',
        'décembre',
      ];
      D.monthNumbers = {
        jan: 0,
        fév: 1,
        mar: 2,
        avr: 3,
        mai: 4,
        jui: 5,
        jul: 6,
        aoû: 7,
        sep: 8,
        oct: 9,
        nov: 10,
        déc: 11,
      };
      try {
        expect(fields(D.parse('29 février 2024', 'j F Y'))).to.deep.equal([
          2024, 2, 29, 0, 0, 0, 0,
        ]);
        expect(D.parse('29 February 2024', 'j F Y')).to.equal(null);
      } finally {
        D.monthNames = monthNames;
        D.monthNumbers = monthNumbers;
      }
      expect(fields(D.parse('29 February 2024', 'j F Y'))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
    });

    it('reads fractions of a second', () => {
      expect(D.parse('10:00:00.5', 'H:i:s.u')?.getMilliseconds()).to.equal(500);
      expect(D.parse('10:00:00.123', 'H:i:s.u')?.getMilliseconds()).to.equal(123);
      expect(D.parse('10:00:00.123456', 'H:i:s.u')?.getMilliseconds()).to.equal(123);
    });

    it('reads seconds since the epoch with U', () => {
      expect(D.parse('1700000000', 'U')?.getTime()).to.equal(1700000000000);
      expect(D.parse('-86400', 'U')?.getTime()).to.equal(-86400000);
    });

    it('honours offsets given with O, P and Z', () => {
      expect(D.parse('2024-02-29 13:00 +0100', 'Y-m-d H:i O')?.toISOString()).to.equal(
        '2024-02-29T12:00:00.000Z',
      );
      expect(D.parse('2024-02-29 13:00 -05:30', 'Y-m-d H:i P')?.toISOString()).to.equal(
        '2024-02-29T18:30:00.000Z',
      );
      expect(D.parse('2024-02-29 13:00 3600', 'Y-m-d H:i Z')?.toISOString()).to.equal(
        '2024-02-29T12:00:00.000Z',
      );
    });

    it('reads ISO 8601 with c, with or without time, fraction and zone', () => {
      expect(D.parse('2024-02-29T13:45:30Z', 'c')?.toISOString()).to.equal(
        '2024-02-29T13:45:30.000Z',
      );
      expect(D.parse('2024-02-29T13:45:30.25+01:00', 'c')?.toISOString()).to.equal(
        '2024-02-29T12:45:30.250Z',
      );
      expect(D.parse('2024-02-29 13:45-0530', 'c')?.toISOString()).to.equal(
        '2024-02-29T19:15:00.000Z',
      );
      expect(fields(D.parse('2024-02-29T13:45:30', 'c'))).to.deep.equal([
        2024, 2, 29, 13, 45, 30, 0,
      ]);
      expect(fields(D.parse('2024-02-29', 'c'))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
      expect(D.parse('2024-02-29T25:00', 'c')).to.equal(null);
    });

    it('reads what format writes', () => {
      for (const fmt of ['Y-m-d H:i:s', 'c', 'D, d M Y H:i:s O', 'l, F jS, Y g:i:s.u A', 'U']) {
        const date = new Date(2024, 6, 4, 9, 8, 7);
        expect(D.parse(D.format(date, fmt), fmt)?.getTime(), fmt).to.equal(date.getTime());
      }
    });

    it('reads a day of the year with z, strict about its range', () => {
      expect(fields(D.parse('2024 59', 'Y z'))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
      expect(fields(D.parse('2024 365', 'Y z', true))).to.deep.equal([2024, 12, 31, 0, 0, 0, 0]);
      expect(D.parse('2023 365', 'Y z', true)).to.equal(null);
    });

    it('reads an ISO week as the Monday of that week', () => {
      expect(fields(D.parse('2021-W01', 'o-\\WW'))).to.deep.equal([2021, 1, 4, 0, 0, 0, 0]);
      expect(fields(D.parse('2026-W01', 'o-\\WW'))).to.deep.equal([2025, 12, 29, 0, 0, 0, 0]);
      expect(fields(D.parse('2024 10', 'Y W'))).to.deep.equal([2024, 3, 4, 0, 0, 0, 0]);
    });

    it('treats format characters without a code, and escaped ones, as literal text', () => {
      expect(D.parse('2024x01x01', 'Y.m.d')).to.equal(null);
      expect(fields(D.parse('2024.01.02', 'Y.m.d'))).to.deep.equal([2024, 1, 2, 0, 0, 0, 0]);
      expect(fields(D.parse('Y2024', '\\YY'))).to.deep.equal([2024, 1, 31, 0, 0, 0, 0]);
    });

    it('reads the special formats MS, time and timestamp', () => {
      expect(D.parse('\\/Date(1700000000123)\\/', 'MS')?.getTime()).to.equal(1700000000123);
      expect(D.parse('/Date(-1000+0100)/', 'MS')?.getTime()).to.equal(-1000);
      expect(D.parse('1700000000123', 'time')?.getTime()).to.equal(1700000000123);
      expect(D.parse('1700000000', 'timestamp')?.getTime()).to.equal(1700000000000);
      expect(D.parse('nope', 'time')).to.equal(null);
    });

    it('uses a parser added to parseFunctions', () => {
      D.parseFunctions['epochDays'] = (input: string) => new Date(Number(input) * 864e5);
      try {
        expect(D.parse('1', 'epochDays')?.getTime()).to.equal(864e5);
        expect(D.parse('x', 'epochDays')).to.equal(null);
      } finally {
        delete D.parseFunctions['epochDays'];
      }
    });

    it('throws a TypeError without a format string', () => {
      expect(() => D.parse('2024', undefined as never)).to.throw(
        TypeError,
        /\[Lib\.Date\.parse\] expects a format string/,
      );
    });
  });

  describe('.add', () => {
    const at = (y: number, m: number, d: number, h = 0, i = 0) => new Date(y, m - 1, d, h, i);

    it('returns a new date and leaves the original alone', () => {
      const date = at(2024, 1, 1);
      const result = add(date, D.DAY, 1);
      expect(result).to.not.equal(date);
      expect(fields(date)).to.deep.equal([2024, 1, 1, 0, 0, 0, 0]);
    });

    it('adds milliseconds, seconds, minutes and hours to the instant', () => {
      const date = at(2024, 1, 1, 10, 0);
      expect(D.add(date, D.MILLI, 1500).getTime() - date.getTime()).to.equal(1500);
      expect(D.add(date, D.SECOND, 90).getTime() - date.getTime()).to.equal(90000);
      expect(D.add(date, D.MINUTE, -30).getTime() - date.getTime()).to.equal(-1800000);
      expect(D.add(date, D.HOUR, 25).getTime() - date.getTime()).to.equal(25 * 3600000);
    });

    it('adds days on the calendar, across months and years', () => {
      expect(fields(D.add(at(2024, 12, 31, 9), D.DAY, 1))).to.deep.equal([2025, 1, 1, 9, 0, 0, 0]);
      expect(fields(D.add(at(2024, 3, 1), D.DAY, -1))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
    });

    it('clamps month ends when adding months', () => {
      expect(fields(D.add(at(2024, 1, 31), D.MONTH, 1))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
      expect(fields(D.add(at(2023, 1, 31), D.MONTH, 1))).to.deep.equal([2023, 2, 28, 0, 0, 0, 0]);
      expect(fields(D.add(at(2024, 10, 31), D.MONTH, 1))).to.deep.equal([2024, 11, 30, 0, 0, 0, 0]);
      expect(fields(D.add(at(2024, 3, 31), D.MONTH, -1))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
    });

    it('adds months across years in both directions', () => {
      expect(fields(D.add(at(2024, 1, 15), D.MONTH, 13))).to.deep.equal([2025, 2, 15, 0, 0, 0, 0]);
      expect(fields(D.add(at(2024, 1, 31), D.MONTH, -2))).to.deep.equal([2023, 11, 30, 0, 0, 0, 0]);
    });

    it('keeps the time of day when adding months', () => {
      expect(fields(D.add(at(2024, 1, 31, 13, 45), D.MONTH, 1))).to.deep.equal([
        2024, 2, 29, 13, 45, 0, 0,
      ]);
    });

    it('clamps February 29th when adding years', () => {
      expect(fields(D.add(at(2024, 2, 29), D.YEAR, 1))).to.deep.equal([2025, 2, 28, 0, 0, 0, 0]);
      expect(fields(D.add(at(2024, 2, 29), D.YEAR, 4))).to.deep.equal([2028, 2, 29, 0, 0, 0, 0]);
      expect(fields(D.add(at(2024, 2, 29), D.YEAR, -100))).to.deep.equal([1924, 2, 29, 0, 0, 0, 0]);
      expect(fields(D.add(at(2000, 2, 29), D.YEAR, 100))).to.deep.equal([2100, 2, 28, 0, 0, 0, 0]);
    });

    it('adds fractions of a unit', () => {
      const date = at(2024, 1, 1);
      expect(D.add(date, D.DAY, 1.5).getTime() - date.getTime()).to.equal(36 * 3600000);
      expect(D.add(date, D.HOUR, 0.5).getTime() - date.getTime()).to.equal(1800000);
    });

    it('accepts the unit in any case and returns a copy for 0', () => {
      expect(fields(D.add(at(2024, 1, 31), 'MO', 1))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
      const date = at(2024, 1, 1);
      const same = D.add(date, D.DAY, 0);
      expect(same).to.not.equal(date);
      expect(same.getTime()).to.equal(date.getTime());
    });

    it('has the Ext unit constants', () => {
      expect([D.MILLI, D.SECOND, D.MINUTE, D.HOUR, D.DAY, D.MONTH, D.YEAR]).to.deep.equal([
        'ms',
        's',
        'mi',
        'h',
        'd',
        'mo',
        'y',
      ]);
    });

    it('throws for an unknown unit or a non-date', () => {
      expect(() => D.add(at(2024, 1, 1), 'weeks', 1)).to.throw(
        TypeError,
        "[Lib.Date.add] expects an interval: ms, s, mi, h, d, mo or y, got 'weeks'",
      );
      expect(() => D.add(null as never, D.DAY, 1)).to.throw(
        TypeError,
        /\[Lib\.Date\.add\] expects a Date, got null/,
      );
    });
  });

  describe('.between', () => {
    it('includes both ends', () => {
      const start = new Date(2024, 0, 1);
      const end = new Date(2024, 0, 31);
      expect(D.between(start, start, end)).to.equal(true);
      expect(D.between(end, start, end)).to.equal(true);
      expect(D.between(new Date(2024, 0, 15), start, end)).to.equal(true);
      expect(D.between(new Date(2024, 1, 1), start, end)).to.equal(false);
    });
  });

  describe('.clearTime', () => {
    it('sets the time to midnight in place', () => {
      const date = new Date(2024, 1, 29, 13, 5, 9, 7);
      expect(D.clearTime(date)).to.equal(date);
      expect(fields(date)).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
    });

    it('lands on the first hour of the day when midnight does not exist', () => {
      // In zones whose DST starts at midnight (America/Sao_Paulo in 2018) the day starts
      // at 01:00; elsewhere at 00:00. Either way: same day, and an hour earlier is the day before.
      const cleared = D.clearTime(new Date(2018, 10, 4, 15, 0));
      expect(cleared.getDate()).to.equal(4);
      expect(cleared.getMinutes()).to.equal(0);
      expect(new Date(cleared.getTime() - 3600000).getDate()).to.equal(3);
    });

    it('works on a copy with clone', () => {
      const date = new Date(2024, 1, 29, 13, 5);
      const cleared = D.clearTime(date, true);
      expect(cleared).to.not.equal(date);
      expect(fields(cleared)).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
      expect(date.getHours()).to.equal(13);
    });
  });

  describe('.clone', () => {
    it('copies the instant', () => {
      const copy = D.clone(leapDay);
      expect(copy).to.not.equal(leapDay);
      expect(copy.getTime()).to.equal(leapDay.getTime());
    });
  });

  describe('.isLeapYear', () => {
    it('follows the Gregorian rules', () => {
      expect(D.isLeapYear(new Date(2024, 0, 1))).to.equal(true);
      expect(D.isLeapYear(new Date(2023, 0, 1))).to.equal(false);
      expect(D.isLeapYear(new Date(1900, 0, 1))).to.equal(false);
      expect(D.isLeapYear(new Date(2000, 0, 1))).to.equal(true);
    });
  });

  describe('.getDaysInMonth', () => {
    it('counts the days of the date month', () => {
      expect(D.getDaysInMonth(new Date(2024, 1, 10))).to.equal(29);
      expect(D.getDaysInMonth(new Date(2023, 1, 10))).to.equal(28);
      expect(D.getDaysInMonth(new Date(2024, 3, 10))).to.equal(30);
      expect(D.getDaysInMonth(new Date(2024, 11, 10))).to.equal(31);
    });
  });

  describe('.getElapsed', () => {
    it('gives the absolute difference, against now by default', () => {
      const clock = sinon.useFakeTimers(10000);
      try {
        expect(D.getElapsed(new Date(4000))).to.equal(6000);
        expect(D.getElapsed(new Date(4000), new Date(1000))).to.equal(3000);
        expect(D.getElapsed(new Date(1000), new Date(4000))).to.equal(3000);
      } finally {
        clock.restore();
      }
    });
  });

  describe('.getDayOfYear', () => {
    it('counts from 0 on January 1st', () => {
      expect(D.getDayOfYear(new Date(2024, 0, 1))).to.equal(0);
      expect(D.getDayOfYear(new Date(2024, 2, 1))).to.equal(60);
      expect(D.getDayOfYear(new Date(2023, 2, 1))).to.equal(59);
    });
  });

  describe('.getWeekOfYear', () => {
    it('gives the ISO-8601 week number', () => {
      expect(D.getWeekOfYear(new Date(2024, 0, 1))).to.equal(1);
      expect(D.getWeekOfYear(new Date(2021, 0, 3))).to.equal(53);
      expect(D.getWeekOfYear(new Date(2021, 0, 4))).to.equal(1);
      expect(D.getWeekOfYear(new Date(2020, 11, 31))).to.equal(53);
      expect(D.getWeekOfYear(new Date(2019, 11, 30))).to.equal(1);
    });
  });

  describe('.isValid', () => {
    it('is false for values that would roll over', () => {
      expect(D.isValid(2024, 2, 29)).to.equal(true);
      expect(D.isValid(2023, 2, 29)).to.equal(false);
      expect(D.isValid(2024, 13, 1)).to.equal(false);
      expect(D.isValid(2024, 1, 1, 24)).to.equal(false);
      expect(D.isValid(2024, 1, 1, 23, 59, 59, 999)).to.equal(true);
      expect(D.isValid(2024, 1, 1, 12, 60)).to.equal(false);
    });
  });

  describe('.now', () => {
    it('gives the current time in milliseconds', () => {
      const clock = sinon.useFakeTimers(12345);
      try {
        expect(D.now()).to.equal(12345);
      } finally {
        clock.restore();
      }
    });
  });

  describe('names', () => {
    it('has English month and day names by default', () => {
      expect(D.monthNames).to.have.length(12);
      expect(D.monthNames[0]).to.equal('January');
      expect(D.dayNames).to.deep.equal([
        'Sunday',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
      ]);
    });

    it('gives short names and month numbers', () => {
      expect(D.getShortMonthName(8)).to.equal('Sep');
      expect(D.getShortDayName(0)).to.equal('Sun');
      expect(D.getMonthNumber('jan')).to.equal(0);
      expect(D.getMonthNumber('DECEMBER')).to.equal(11);
      expect(D.getMonthNumber('xyz')).to.equal(undefined);
    });
  });

  describe('.toString', () => {
    it('writes local time as YYYY-MM-DDTHH:mm:ss', () => {
      expect(D.toString(leapDay)).to.equal('2024-02-29T13:05:09');
    });

    it('writes an empty string for an invalid date (which query strings then send as empty)', () => {
      expect(D.toString(new Date(NaN))).to.equal('');
      expect(Lib.Object.toQueryString({ d: new Date(NaN) })).to.equal('d=');
    });
  });

  describe('other helpers', () => {
    it('compares dates with isEqual', () => {
      expect(D.isEqual(new Date(1), new Date(1))).to.equal(true);
      expect(D.isEqual(new Date(1), new Date(2))).to.equal(false);
      expect(D.isEqual(null, undefined)).to.equal(true);
      expect(D.isEqual(new Date(1), null)).to.equal(false);
    });

    it('finds the first and last days of a month', () => {
      expect(fields(D.getFirstDateOfMonth(leapDay))).to.deep.equal([2024, 2, 1, 0, 0, 0, 0]);
      expect(fields(D.getLastDateOfMonth(leapDay))).to.deep.equal([2024, 2, 29, 0, 0, 0, 0]);
      expect(D.getFirstDayOfMonth(leapDay)).to.equal(4);
      expect(D.getLastDayOfMonth(leapDay)).to.equal(4);
    });

    it('tells whether a format has time or date parts', () => {
      expect(D.formatContainsHourInfo('Y-m-d H:i')).to.equal(true);
      expect(D.formatContainsHourInfo('Y-m-d \\H')).to.equal(false);
      expect(D.formatContainsDateInfo('H:i')).to.equal(false);
      expect(D.formatContainsDateInfo('m/d')).to.equal(true);
      expect(D.unescapeFormat('\\Y-m')).to.equal('Y-m');
    });

    it('gives suffixes, offsets and a DST flag', () => {
      expect(D.getSuffix(new Date(2024, 0, 22))).to.equal('nd');
      expect(D.getGMTOffset(leapDay)).to.equal(offset(leapDay));
      expect(D.getGMTOffset(leapDay, true)).to.equal(offset(leapDay, true));
      expect(D.isDST(leapDay)).to.be.a('boolean');
    });
  });
});
