import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { validations } from '../../classes/data/validations';

describe('Lib.data.validations', () => {
  it('is a registered singleton', () => {
    expect(Lib.ClassManager.get('Lib.data.validations')).to.equal(validations);
  });

  it('has the Ext JS 4 default messages', () => {
    expect(validations.presenceMessage).to.equal('must be present');
    expect(validations.lengthMessage).to.equal('is the wrong length');
    expect(validations.formatMessage).to.equal('is the wrong format');
    expect(validations.inclusionMessage).to.equal(
      'is not included in the list of acceptable values',
    );
    expect(validations.exclusionMessage).to.equal('is not an acceptable value');
    expect(validations.emailMessage).to.equal('is not a valid email address');
  });

  describe('.presence', () => {
    it('passes for truthy values, 0 and false', () => {
      for (const value of ['a', 1, 0, false, true, [], {}]) {
        expect(validations.presence({ type: 'presence' }, value), String(value)).to.equal(true);
      }
    });

    it("fails for '', null, undefined and NaN", () => {
      for (const value of ['', null, undefined, NaN]) {
        expect(validations.presence({ type: 'presence' }, value), String(value)).to.equal(false);
      }
    });

    it('checks its only argument when called with one', () => {
      expect(validations.presence('x')).to.equal(true);
      expect(validations.presence('')).to.equal(false);
    });
  });

  describe('.length', () => {
    const rule = { type: 'length', min: 2, max: 4 };

    it('passes within min..max and fails outside', () => {
      expect(validations.length(rule, 'ab')).to.equal(true);
      expect(validations.length(rule, 'abcd')).to.equal(true);
      expect(validations.length(rule, 'a')).to.equal(false);
      expect(validations.length(rule, 'abcde')).to.equal(false);
      expect(validations.length(rule, [1, 2, 3])).to.equal(true);
    });

    it('fails for null and undefined', () => {
      expect(validations.length({ type: 'length' }, null)).to.equal(false);
      expect(validations.length({ type: 'length' }, undefined)).to.equal(false);
    });

    it('ignores a min or max of 0', () => {
      expect(validations.length({ type: 'length', min: 0, max: 0 }, 'a very long value')).to.equal(
        true,
      );
      expect(validations.length({ type: 'length', min: 0, max: 2 }, '')).to.equal(true);
    });
  });

  describe('.format', () => {
    it('passes when the matcher matches', () => {
      expect(validations.format({ type: 'format', matcher: /^\d+$/ }, '123')).to.equal(true);
      expect(validations.format({ type: 'format', matcher: /^\d+$/ }, '12a')).to.equal(false);
    });

    it('fails without a matcher', () => {
      expect(validations.format({ type: 'format' }, 'x')).to.equal(false);
    });

    it('gives the same answer every time for a global matcher', () => {
      const rule = { type: 'format', matcher: /a/g };
      expect([1, 2, 3].map(() => validations.format(rule, 'a'))).to.deep.equal([true, true, true]);
    });
  });

  describe('.inclusion and .exclusion', () => {
    it('inclusion passes for values in the list (===)', () => {
      const rule = { type: 'inclusion', list: ['a', 1] };
      expect(validations.inclusion(rule, 'a')).to.equal(true);
      expect(validations.inclusion(rule, '1')).to.equal(false);
      expect(validations.inclusion({ type: 'inclusion' }, 'a')).to.equal(false);
    });

    it('exclusion passes for values not in the list (===)', () => {
      const rule = { type: 'exclusion', list: ['admin'] };
      expect(validations.exclusion(rule, 'user')).to.equal(true);
      expect(validations.exclusion(rule, 'admin')).to.equal(false);
      expect(validations.exclusion({ type: 'exclusion' }, 'x')).to.equal(false);
    });
  });

  describe('.email', () => {
    it('accepts simple addresses with a 2–4 character top-level domain', () => {
      for (const ok of ['ada@example.com', 'a.b-c_d@mail.example.co.uk', 'x@y.info', 'a@b.io']) {
        expect(validations.email({ type: 'email' }, ok), ok).to.equal(true);
      }
    });

    it('rejects anything else', () => {
      for (const bad of [
        '',
        'ada',
        'ada@',
        '@example.com',
        'ada@example',
        'a b@c.com',
        'a@b.c',
        'a@b.museum',
        null,
        undefined,
      ]) {
        expect(validations.email({ type: 'email' }, bad), String(bad)).to.equal(false);
      }
    });

    it('uses the replaceable emailRe', () => {
      const original = validations.emailRe;
      validations.emailRe = /@/;
      try {
        expect(validations.email({ type: 'email' }, 'a@b')).to.equal(true);
      } finally {
        validations.emailRe = original;
      }
    });
  });
});
