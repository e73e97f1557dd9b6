import { expect } from 'chai';
import { Lib } from '../../../lib/Lib';
import { format } from '../../../lib/lang/String';

describe('Lib.String', () => {
  const S = Lib.String;

  describe('.format', () => {
    it('replaces {n} with the n-th argument', () => {
      expect(format('{0} of {1}', 3, 10)).to.equal('3 of 10');
      expect(S.format('{1}-{0}-{1}', 'a', 'b')).to.equal('b-a-b');
    });

    it('converts values with String, so a missing one shows as undefined', () => {
      expect(S.format('{0}/{1}/{2}', null, true, {})).to.equal('null/true/[object Object]');
      expect(S.format('{0} {1}', 'a')).to.equal('a undefined');
    });

    it('keeps text without placeholders and other braces as written', () => {
      expect(S.format('plain')).to.equal('plain');
      expect(S.format('{a} {} {0}', 1)).to.equal('{a} {} 1');
      expect(S.format('')).to.equal('');
    });

    it('does not treat $ patterns in values specially', () => {
      expect(S.format('cost: {0}', "$&$1$'")).to.equal("cost: $&$1$'");
    });

    it('gives the same answer for a cached format string', () => {
      expect(S.format('<{0}>', 1)).to.equal('<1>');
      expect(S.format('<{0}>', 2)).to.equal('<2>');
    });
  });

  describe('.htmlEncode', () => {
    it('encodes & < > " and \'', () => {
      expect(S.htmlEncode(`<a href="x">Tom & 'Jerry'</a>`)).to.equal(
        '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
      );
    });

    it('returns text without special characters unchanged', () => {
      expect(S.htmlEncode('plain text')).to.equal('plain text');
    });

    it('returns falsy values as they are and stringifies others', () => {
      expect(S.htmlEncode(null)).to.equal(null);
      expect(S.htmlEncode(undefined)).to.equal(undefined);
      expect(S.htmlEncode('')).to.equal('');
      expect(S.htmlEncode(0)).to.equal(0);
      expect(S.htmlEncode(5)).to.equal('5');
    });

    it('is also Lib.htmlEncode', () => {
      expect(Lib.htmlEncode('<')).to.equal('&lt;');
    });
  });

  describe('.htmlDecode', () => {
    it('decodes the entities htmlEncode produces', () => {
      const text = `<a href="x">Tom & 'Jerry'</a>`;
      expect(S.htmlDecode(S.htmlEncode(text))).to.equal(text);
    });

    it('decodes decimal and hex numeric entities', () => {
      expect(S.htmlDecode('&#65;&#x42;&#x1F600;')).to.equal('AB\u{1F600}');
    });

    it('decodes in one pass and leaves unknown entities alone', () => {
      expect(S.htmlDecode('&amp;lt; &nbsp; &bogus;')).to.equal('&lt; &nbsp; &bogus;');
    });

    it('returns falsy values as they are', () => {
      expect(S.htmlDecode(null)).to.equal(null);
      expect(Lib.htmlDecode('')).to.equal('');
    });
  });

  describe('.addCharacterEntities and .resetCharacterEntities', () => {
    afterEach(() => S.resetCharacterEntities());

    it('teach htmlEncode and htmlDecode more entities', () => {
      S.addCharacterEntities({ '&eacute;': 'é', '&#x2122;': '™', '&sect;': '§' });
      expect(S.htmlEncode('Café™ §2')).to.equal('Caf&eacute;&#x2122; &sect;2');
      expect(S.htmlDecode('Caf&eacute;&#x2122; &sect;2')).to.equal('Café™ §2');
      expect(Lib.htmlEncode('é')).to.equal('&eacute;');
    });

    it('keep encoding the default five after an addition', () => {
      S.addCharacterEntities({ '&eacute;': 'é' });
      expect(S.htmlEncode('<b title="é">&\'</b>')).to.equal(
        '&lt;b title=&quot;&eacute;&quot;&gt;&amp;&#39;&lt;/b&gt;',
      );
      expect(S.htmlDecode('&lt;&eacute;&gt;')).to.equal('<é>');
    });

    it('match a longer text before its first character', () => {
      S.addCharacterEntities({ '&aring;': 'å', '&double;': 'åå' });
      expect(S.htmlEncode('ååå')).to.equal('&double;&aring;');
      // Two UTF-16 units, one character.
      S.addCharacterEntities({ '&#x1F600;': '😀' });
      expect(S.htmlEncode('a😀b')).to.equal('a&#x1F600;b');
    });

    it('treat regular-expression characters in a text literally', () => {
      S.addCharacterEntities({ '&star;': '*', '&dollar;': '$' });
      expect(S.htmlEncode('a*b$c.')).to.equal('a&star;b&dollar;c.');
    });

    it('refuse keys that are not entities and empty texts, adding nothing', () => {
      expect(() => S.addCharacterEntities({ '&ok;': 'o', '<': 'x' })).to.throw(
        TypeError,
        /Lib\.String\.addCharacterEntities.*HTML entity/,
      );
      expect(() => S.addCharacterEntities({ 'eacute;': 'é' })).to.throw(TypeError);
      expect(() => S.addCharacterEntities({ '&e acute;': 'é' })).to.throw(TypeError);
      expect(() => S.addCharacterEntities({ '&eacute;': '' })).to.throw(TypeError, /non-empty/);
      expect(() => S.addCharacterEntities(null as never)).to.throw(TypeError);
      expect(S.htmlEncode('o')).to.equal('o');
    });

    it('take texts named like Object.prototype members as ordinary text', () => {
      S.addCharacterEntities({ '&proto;': '__proto__', '&ts;': 'toString' });
      expect(S.htmlEncode('__proto__ toString')).to.equal('&proto; &ts;');
      expect(S.htmlDecode('&proto;')).to.equal('__proto__');
    });

    it('reset back to the default five', () => {
      S.addCharacterEntities({ '&eacute;': 'é' });
      S.resetCharacterEntities();
      expect(S.htmlEncode('é<')).to.equal('é&lt;');
      expect(S.htmlDecode('&eacute;&lt;')).to.equal('&eacute;<');
    });
  });

  describe('.trim', () => {
    it('removes leading and trailing whitespace, Unicode blanks included', () => {
      expect(S.trim('  a b \n\t')).to.equal('a b');
      expect(S.trim('\u00a0\u3000x\u2003')).to.equal('x');
    });

    it('gives an empty string for null and undefined', () => {
      expect(S.trim(null)).to.equal('');
      expect(S.trim(undefined)).to.equal('');
    });
  });

  describe('.capitalize and .uncapitalize', () => {
    it('change the case of the first character only', () => {
      expect(S.capitalize('hello World')).to.equal('Hello World');
      expect(S.uncapitalize('Hello World')).to.equal('hello World');
    });

    it('give an empty string for empty input', () => {
      expect(S.capitalize('')).to.equal('');
      expect(S.capitalize(null)).to.equal('');
      expect(S.uncapitalize(undefined)).to.equal('');
    });
  });

  describe('.ellipsis', () => {
    it('cuts a long string to the length, ending in ...', () => {
      expect(S.ellipsis('abcdefghij', 8)).to.equal('abcde...');
    });

    it('leaves a short enough string alone', () => {
      expect(S.ellipsis('abc', 3)).to.equal('abc');
      expect(S.ellipsis(null, 3)).to.equal(null);
      // A value with no string length (a number cell through Format.ellipsis) or no length
      // given: the value comes back as it is.
      expect(S.ellipsis(1234567890 as unknown as string, 3)).to.equal(1234567890);
      expect(S.ellipsis(true as unknown as string, 3)).to.equal(true);
      expect((S.ellipsis as (v: string) => string)('abcdef')).to.equal('abcdef');
    });

    it('cuts at a word boundary with word', () => {
      expect(S.ellipsis('The quick brown fox jumps', 18, true)).to.equal('The quick brown...');
    });

    it('falls back to a hard cut when no boundary is near', () => {
      expect(S.ellipsis('Supercalifragilisticexpialidocious', 20, true)).to.equal(
        'Supercalifragilis...',
      );
    });
  });

  describe('.escape', () => {
    it('escapes single quotes and backslashes', () => {
      expect(S.escape("it's a \\ path")).to.equal("it\\'s a \\\\ path");
    });
  });

  describe('.escapeRegex', () => {
    it('escapes every metacharacter so the text matches itself', () => {
      const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n/o\\p-q';
      expect(new RegExp('^' + S.escapeRegex(text) + '$').test(text)).to.equal(true);
      expect(S.escapeRegex('1.5')).to.equal('1\\.5');
    });
  });

  describe('.leftPad', () => {
    it('pads the front up to the size', () => {
      expect(S.leftPad(5, 3, '0')).to.equal('005');
      expect(S.leftPad('ab', 4)).to.equal('  ab');
    });

    it('leaves a long enough value alone', () => {
      expect(S.leftPad('1234', 2, '0')).to.equal('1234');
    });
  });

  describe('.toggle', () => {
    it('gives the other value when the string equals the first', () => {
      expect(S.toggle('ASC', 'ASC', 'DESC')).to.equal('DESC');
      expect(S.toggle('DESC', 'ASC', 'DESC')).to.equal('ASC');
    });
  });

  describe('.repeat', () => {
    it('repeats with an optional separator', () => {
      expect(S.repeat('ab', 3)).to.equal('ababab');
      expect(S.repeat('?', 3, ',')).to.equal('?,?,?');
    });

    it('gives an empty string for counts below 1', () => {
      expect(S.repeat('a', 0)).to.equal('');
      expect(S.repeat('a', -2)).to.equal('');
    });
  });

  describe('.splitWords', () => {
    it('splits on whitespace runs, ignoring outer blanks', () => {
      expect(S.splitWords('  one two\tthree\n')).to.deep.equal(['one', 'two', 'three']);
    });

    it('returns an array as it is and [] for empty input', () => {
      const words = ['a'];
      expect(S.splitWords(words)).to.equal(words);
      expect(S.splitWords('')).to.deep.equal([]);
      expect(S.splitWords('   ')).to.deep.equal([]);
      expect(S.splitWords(null)).to.deep.equal([]);
    });
  });

  describe('.urlAppend', () => {
    it('appends with ? or & as the URL needs', () => {
      expect(S.urlAppend('/users', 'a=1')).to.equal('/users?a=1');
      expect(S.urlAppend('/users?a=1', 'b=2')).to.equal('/users?a=1&b=2');
    });

    it('changes nothing for an empty query', () => {
      expect(S.urlAppend('/users', '')).to.equal('/users');
      expect(S.urlAppend('/users', null)).to.equal('/users');
      expect(Lib.urlAppend('/users')).to.equal('/users');
    });
  });

  describe('.createVarName', () => {
    it('drops leading non-letters and non-word characters', () => {
      expect(S.createVarName('123-my-var.name')).to.equal('myvarname');
      expect(S.createVarName('_x')).to.equal('x');
      expect(S.createVarName('abc_1')).to.equal('abc_1');
    });
  });
});
