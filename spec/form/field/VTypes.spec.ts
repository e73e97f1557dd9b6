import { expect } from 'chai';
import { Lib } from '../../../lib/Lib';
import { vtypes } from '../../../classes/form/field/VTypes';
import '../../../classes/form/field/Text';

describe('Lib.form.field.VTypes', () => {
  it('is a singleton at Lib.form.field.VTypes and Lib.form.VTypes', () => {
    expect((Lib as any).form.field.VTypes).to.equal(vtypes);
    expect((Lib as any).form.VTypes).to.equal(vtypes);
    expect(() => Lib.create('Lib.form.field.VTypes' as any)).to.throw();
  });

  describe('email', () => {
    for (const good of [
      'user@example.com',
      'first.last@sub.example.org',
      "o'hara+tag@example.co.uk",
      'a_b-c@x-y.museum',
    ]) {
      it(`accepts ${good}`, () => expect(vtypes.email(good)).to.equal(true));
    }
    for (const bad of [
      '',
      'user',
      'user@',
      'user@example',
      '@example.com',
      'a b@example.com',
      'user@.com',
      'user@example.c',
      'a..b@example.com',
      'user@example.com ',
    ]) {
      it(`rejects ${JSON.stringify(bad)}`, () => expect(vtypes.email(bad)).to.equal(false));
    }
    it("has Ext's text and a mask", () => {
      expect(vtypes.emailText).to.equal(
        'This field should be an e-mail address in the format "user@example.com"',
      );
      expect(vtypes.emailMask.test('@')).to.equal(true);
      expect(vtypes.emailMask.test(' ')).to.equal(false);
    });
  });

  describe('url', () => {
    for (const good of [
      'http://www.example.com',
      'https://example.com/a/b?c=1#d',
      'ftp://files.example.org/x.zip',
      'http://localhost:8080/api',
      'http://127.0.0.1/',
    ]) {
      it(`accepts ${good}`, () => expect(vtypes.url(good)).to.equal(true));
    }
    for (const bad of [
      '',
      'www.example.com',
      'mailto:a@b.com',
      'javascript:alert(1)',
      'http://',
      'http://example',
      'http://exa mple.com',
      'http://example.com/a b',
    ]) {
      it(`rejects ${JSON.stringify(bad)}`, () => expect(vtypes.url(bad)).to.equal(false));
    }
    it("has Ext's text", () => {
      expect(vtypes.urlText).to.equal(
        'This field should be a URL in the format "http://www.example.com"',
      );
    });
  });

  describe('alpha and alphanum', () => {
    it('alpha accepts letters and _ only', () => {
      expect(vtypes.alpha('Ab_c')).to.equal(true);
      expect(vtypes.alpha('ab1')).to.equal(false);
      expect(vtypes.alpha('')).to.equal(false);
      expect(vtypes.alphaText).to.equal('This field should only contain letters and _');
      expect(vtypes.alphaMask.test('x')).to.equal(true);
      expect(vtypes.alphaMask.test('1')).to.equal(false);
    });

    it('alphanum accepts letters, digits and _ only', () => {
      expect(vtypes.alphanum('Ab_1')).to.equal(true);
      expect(vtypes.alphanum('a-1')).to.equal(false);
      expect(vtypes.alphanumText).to.equal('This field should only contain letters, numbers and _');
      expect(vtypes.alphanumMask.test('9')).to.equal(true);
      expect(vtypes.alphanumMask.test('-')).to.equal(false);
    });
  });

  describe('custom vtypes', () => {
    afterEach(() => {
      delete (vtypes as any).time;
      delete (vtypes as any).timeText;
      delete (vtypes as any).timeMask;
    });

    it('are added with Lib.apply and used by text fields, with field as second argument', () => {
      let seenField: unknown;
      Lib.apply((Lib as any).form.field.VTypes, {
        time(value: string, field: unknown) {
          seenField = field;
          return /^([01]?\d|2[0-3]):[0-5]\d$/.test(value);
        },
        timeText: 'Not a valid time',
        timeMask: /[\d:]/,
      });
      const field = Lib.create('Lib.form.field.Text', { vtype: 'time' });
      expect(field.getErrors('25:00')).to.deep.equal(['Not a valid time']);
      expect(field.getErrors('09:30')).to.deep.equal([]);
      expect(seenField).to.equal(field);
      expect(field.getMaskRe()).to.equal((vtypes as any).timeMask);
      field.destroy();
    });
  });
});
