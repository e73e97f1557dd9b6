import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { LibError } from '../../lib/Error';
import { Format, UtilFormat } from '../../classes/util/Format';

/** Runs `fn` with some settings changed, then puts them back. */
function withSettings(settings: Partial<UtilFormat>, fn: () => void): void {
  const saved: Record<string, unknown> = {};
  const target = Format as unknown as Record<string, unknown>;
  for (const key of Object.keys(settings)) saved[key] = target[key];
  Object.assign(Format, settings);
  try {
    fn();
  } finally {
    Object.assign(Format, saved);
  }
}

describe('Lib.util.Format', () => {
  const F = Format;

  describe('registration', () => {
    it('is a singleton instance registered as Lib.util.Format', () => {
      expect(Lib.util.Format).to.equal(Format);
      expect(Lib.ClassManager.get('Lib.util.Format')).to.equal(Format);
      expect(Format).to.be.instanceOf(UtilFormat);
      expect(Format).to.be.instanceOf(Lib.Base);
      expect(Lib.ClassManager.getName(Format)).to.equal('Lib.util.Format');
    });

    it('cannot be instantiated by name', () => {
      expect(() => Lib.create('Lib.util.Format' as never)).to.throw(LibError, /singleton/);
    });

    it('has the US locale settings by default', () => {
      expect([
        F.thousandSeparator,
        F.decimalSeparator,
        F.currencySign,
        F.currencyPrecision,
        F.currencyAtEnd,
      ]).to.deep.equal([',', '.', '$', 2, false]);
    });

    it('works with its functions detached from the singleton', () => {
      const { usMoney, number, date } = Lib.util.Format;
      expect(usMoney(5)).to.equal('$5.00');
      expect(number(1000, '0,000')).to.equal('1,000');
      expect(date(new Date(2024, 0, 2), 'Y')).to.equal('2024');
    });
  });

  describe('.number', () => {
    it('writes digits with the precision after the decimal point', () => {
      expect(F.number(123456.789, '0')).to.equal('123457');
      expect(F.number(123456.789, '0.00')).to.equal('123456.79');
      expect(F.number(1.5, '0.0000')).to.equal('1.5000');
    });

    it('groups thousands when the pattern has a comma', () => {
      expect(F.number(1234567.891, '0,000')).to.equal('1,234,568');
      expect(F.number(1234567.891, '0,000.00')).to.equal('1,234,567.89');
      expect(F.number(1234.5, '0,0.00')).to.equal('1,234.50');
      expect(F.number(123, '0,000')).to.equal('123');
      expect(F.number(123456, '0,000')).to.equal('123,456');
    });

    it('keeps the text around the numeric part', () => {
      expect(F.number(12.345, '0.0 %')).to.equal('12.3 %');
      expect(F.number(1234, '€ 0,000')).to.equal('€ 1,234');
    });

    it('writes negative numbers with a minus, except when they round to zero', () => {
      expect(F.number(-1234.5, '0,000.00')).to.equal('-1,234.50');
      expect(F.number(-0.001, '0.00')).to.equal('0.00');
    });

    it('accepts numeric strings', () => {
      expect(F.number('1234.5', '0,000.0')).to.equal('1,234.5');
    });

    it('gives an empty string for values that are not numbers', () => {
      expect(F.number('abc', '0.00')).to.equal('');
      expect(F.number(null, '0.00')).to.equal('');
      expect(F.number(undefined, '0.00')).to.equal('');
    });

    it('returns the value as it is without a pattern', () => {
      expect(F.number(1.5, '')).to.equal(1.5);
      expect(F.number('x')).to.equal('x');
    });

    it('writes with the configured separators', () => {
      withSettings({ thousandSeparator: '.', decimalSeparator: ',' }, () => {
        expect(F.number(1234567.891, '0,000.00')).to.equal('1.234.567,89');
        expect(F.number(5, '0.00')).to.equal('5,00');
      });
      expect(F.number(1234.5, '0,000.00')).to.equal('1,234.50');
    });

    it('reads a /i pattern in the European convention with the default settings', () => {
      expect(F.number(1234567.891, '0.000,00/i')).to.equal('1.234.567,89');
      expect(F.number(1234.5, '0,0/i')).to.equal('1234,5');
      expect(F.number(1234, '0.000/i')).to.equal('1.234');
    });

    it('reads a /i pattern with European settings as Ext 4 does', () => {
      withSettings({ thousandSeparator: '.', decimalSeparator: ',' }, () => {
        expect(F.number(1234567.891, '0.000,00/i')).to.equal('1.234.567,89');
      });
      withSettings({ thousandSeparator: ' ', decimalSeparator: ',' }, () => {
        expect(F.number(1234567.891, '0 000,00/i')).to.equal('1 234 567,89');
      });
    });

    it('throws for a pattern with two decimal points', () => {
      expect(() => F.number(1, '0.0.0')).to.throw(
        LibError,
        /Invalid number format '0\.0\.0', should have no more than 1 decimal/,
      );
    });
  });

  describe('.numberRenderer', () => {
    it('returns a function that formats with the pattern', () => {
      expect(F.numberRenderer('0.0')(2)).to.equal('2.0');
    });
  });

  describe('.currency and .usMoney', () => {
    it('writes money with the configured sign and precision', () => {
      expect(F.currency(1234.567)).to.equal('$1,234.57');
      expect(F.currency(1234.5, '€', 0)).to.equal('€1,235');
      expect(F.currency(5, '£', 3)).to.equal('£5.000');
      expect(F.usMoney(-1234.5)).to.equal('-$1,234.50');
      expect(F.usMoney('7')).to.equal('$7.00');
    });

    it('puts the sign at the end when asked', () => {
      expect(F.currency(5, ' €', 2, true)).to.equal('5.00 €');
      withSettings(
        { currencyAtEnd: true, currencySign: ' kr', thousandSeparator: ' ', decimalSeparator: ',' },
        () => {
          expect(F.currency(-1234.5)).to.equal('-1 234,50 kr');
        },
      );
    });

    it('shows no minus sign for an amount that rounds to zero', () => {
      expect(F.currency(-0.001)).to.equal('$0.00');
    });

    it('treats null as zero', () => {
      expect(F.usMoney(null)).to.equal('$0.00');
    });
  });

  describe('.date and .dateRenderer', () => {
    it('formats dates with Lib.Date codes, defaulting to Lib.Date.defaultFormat', () => {
      const date = new Date(2024, 1, 29, 13, 5);
      expect(F.date(date, 'Y-m-d H:i')).to.equal('2024-02-29 13:05');
      expect(F.date(date)).to.equal('02/29/2024');
    });

    it('reads strings with Date.parse and numbers as milliseconds', () => {
      expect(F.date('2024-02-29T10:00:00', 'Y-m-d')).to.equal('2024-02-29');
      expect(F.date(new Date(2024, 0, 5).getTime(), 'd')).to.equal('05');
    });

    it('gives an empty string for empty and invalid values', () => {
      expect(F.date(null)).to.equal('');
      expect(F.date('')).to.equal('');
      expect(F.date(undefined, 'Y')).to.equal('');
      expect(F.date('not a date', 'Y')).to.equal('');
    });

    it('builds renderers', () => {
      const render = F.dateRenderer('d/m/Y');
      expect(render(new Date(2024, 1, 29))).to.equal('29/02/2024');
      expect(render(null)).to.equal('');
    });
  });

  describe('.fileSize', () => {
    it('writes bytes, KB, MB and GB with one decimal at most', () => {
      expect(F.fileSize(0)).to.equal('0 bytes');
      expect(F.fileSize(1)).to.equal('1 byte');
      expect(F.fileSize(1023)).to.equal('1023 bytes');
      expect(F.fileSize(1024)).to.equal('1 KB');
      expect(F.fileSize(1536)).to.equal('1.5 KB');
      expect(F.fileSize(5 * 1048576)).to.equal('5 MB');
      expect(F.fileSize(2.25 * 1073741824)).to.equal('2.3 GB');
    });
  });

  describe('string functions', () => {
    it('ellipsis cuts long text', () => {
      expect(F.ellipsis('abcdefghij', 8)).to.equal('abcde...');
      expect(F.ellipsis('The quick brown fox', 14, true)).to.equal('The quick...');
    });

    it('htmlEncode encodes & < > " \' and htmlDecode reverses it', () => {
      expect(F.htmlEncode(`<i class="x">'&'</i>`)).to.equal(
        '&lt;i class=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/i&gt;',
      );
      expect(F.htmlDecode('&lt;b&gt; &amp;amp;')).to.equal('<b> &amp;');
    });

    it('capitalize, lowercase and uppercase change case', () => {
      expect(F.capitalize('hello')).to.equal('Hello');
      expect(F.lowercase('MiXeD')).to.equal('mixed');
      expect(F.uppercase('MiXeD')).to.equal('MIXED');
      expect(F.uppercase(12)).to.equal('12');
      expect(F.lowercase(null)).to.equal('');
      expect(F.uppercase(undefined)).to.equal('');
    });

    it('nl2br turns line breaks into <br/>', () => {
      expect(F.nl2br('a\nb\r\nc')).to.equal('a<br/>b<br/>c');
      expect(F.nl2br(null)).to.equal('');
      expect(F.nl2br('')).to.equal('');
    });

    it('number and numberRenderer refuse a pattern that is not a string, naming the function', () => {
      for (const bad of [5, {}, ['0.00']]) {
        expect(() => F.number(1, bad as never), String(bad)).to.throw(
          TypeError,
          /\[Lib\.util\.Format\.number\] argument 'pattern' must be a number pattern string/,
        );
      }
      expect(() => F.numberRenderer(5 as never)).to.throw(TypeError, /Format\.numberRenderer/);
      expect(F.number(1, '')).to.equal(1);
      expect(F.number(1, null)).to.equal(1);
      expect(F.number(1, 0 as never)).to.equal(1);
      expect(F.number(1, false as never)).to.equal(1);
      expect(F.number(1)).to.equal(1);
    });

    it('stripScripts is no sanitizer: markup that runs code without a script element stays', () => {
      const markup = '<img src=x onerror="alert(1)"><a href="javascript:alert(2)">a</a>';
      expect(F.stripScripts(markup)).to.equal(markup);
    });

    it('stripTags removes tags and stripScripts removes scripts', () => {
      expect(F.stripTags('<p>Hello <b>you</b></p>')).to.equal('Hello you');
      expect(F.stripTags(null)).to.equal(null);
      expect(F.stripScripts('a<script type="x">alert(1)\n</script>b')).to.equal('ab');
    });

    it('trim removes outer whitespace', () => {
      expect(F.trim('  x  ')).to.equal('x');
      expect(F.trim(null)).to.equal('');
    });

    it('substr takes part of the text, counting a negative start from the end', () => {
      expect(F.substr('abcdef', 1, 3)).to.equal('bcd');
      expect(F.substr('abcdef', -2)).to.equal('ef');
      expect(F.substr(12345, 0, 2)).to.equal('12');
    });

    it('format and leftPad are the Lib.String ones', () => {
      expect(F.format('{0}-{1}', 'a', 'b')).to.equal('a-b');
      expect(F.leftPad(7, 3, '0')).to.equal('007');
    });
  });

  describe('.undef and .defaultValue', () => {
    it('undef turns undefined into an empty string', () => {
      expect(F.undef(undefined)).to.equal('');
      expect(F.undef(null)).to.equal(null);
      expect(F.undef(0)).to.equal(0);
    });

    it('defaultValue replaces undefined and the empty string', () => {
      expect(F.defaultValue(undefined, 'd')).to.equal('d');
      expect(F.defaultValue('', 'd')).to.equal('d');
      expect(F.defaultValue(null, 'd')).to.equal(null);
      expect(F.defaultValue(0, 'd')).to.equal(0);
    });
  });

  describe('.math', () => {
    it('applies arithmetic written after the value', () => {
      expect(F.math(3, '* 2')).to.equal(6);
      expect(F.math(3, '* 2 + 1')).to.equal(7);
      expect(F.math(3, '- 2 * 3')).to.equal(-3);
      expect(F.math('10', '/ 4')).to.equal(2.5);
      expect(F.math(10, '% 4')).to.equal(2);
      expect(F.math(2, '* (v + 1.5e1)')).to.equal(34);
    });

    it('refuses anything but arithmetic instead of running it', () => {
      expect(() => F.math(1, '; globalThis.hacked = 1')).to.throw(
        LibError,
        /\[Lib\.util\.Format\.math\] cannot evaluate/,
      );
      expect(() => F.math(1, '.toFixed(2)')).to.throw(LibError);
      expect(() => F.math(1, '* (2')).to.throw(LibError);
      expect((globalThis as Record<string, unknown>).hacked).to.equal(undefined);
    });
  });

  describe('.plural', () => {
    it('picks the singular for 1 and the plural otherwise', () => {
      expect(F.plural(1, 'item')).to.equal('1 item');
      expect(F.plural(0, 'item')).to.equal('0 items');
      expect(F.plural(2, 'child', 'children')).to.equal('2 children');
    });
  });

  describe('.round', () => {
    it('rounds to a precision, or converts to a number without one', () => {
      expect(F.round(1.2345, 2)).to.equal(1.23);
      expect(F.round(1.5, 0)).to.equal(2);
      expect(F.round('2.7')).to.equal(2.7);
      expect(F.round(1234.5, -2)).to.equal(1200);
    });
  });
});
