import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { constrain } from '../../../lib/lang/Number';

describe('Lib.Number', () => {
  const N = Lib.Number;

  describe('.constrain', () => {
    it('keeps a number within min and max', () => {
      expect(constrain(5, 0, 10)).to.equal(5);
      expect(N.constrain(-5, 0, 10)).to.equal(0);
      expect(N.constrain(15, 0, 10)).to.equal(10);
    });

    it('parses numeric strings', () => {
      expect(N.constrain('7.5', 0, 10)).to.equal(7.5);
    });

    it('ignores a missing, null or NaN bound', () => {
      expect(N.constrain(-5, undefined, 10)).to.equal(-5);
      expect(N.constrain(15, 0)).to.equal(15);
      expect(N.constrain(-5, null, null)).to.equal(-5);
      expect(N.constrain(5, NaN, NaN)).to.equal(5);
    });
  });

  describe('.snap', () => {
    it('rounds to the nearest increment, halves away from zero', () => {
      expect(N.snap(7, 5)).to.equal(5);
      expect(N.snap(8, 5)).to.equal(10);
      expect(N.snap(7.5, 5)).to.equal(10);
      expect(N.snap(-8, 5)).to.equal(-10);
    });

    it('constrains the result to min and max', () => {
      expect(N.snap(98, 5, 0, 96)).to.equal(96);
    });

    it('gives min (or 0) for a missing value or one below min', () => {
      expect(N.snap(undefined, 5)).to.equal(0);
      expect(N.snap(undefined, 5, 10)).to.equal(10);
      expect(N.snap(3, 5, 10, 20)).to.equal(10);
    });

    it('returns the value unchanged without an increment', () => {
      expect(N.snap(7.3, 0)).to.equal(7.3);
    });
  });

  describe('.snapInRange', () => {
    it('counts the snap points from the minimum', () => {
      // Points 3, 8, 13, 18...
      expect(N.snapInRange(9, 5, 3, 50)).to.equal(8);
      expect(N.snapInRange(11, 5, 3, 50)).to.equal(13);
      // Halfway rounds up.
      expect(N.snapInRange(10.5, 5, 3, 50)).to.equal(13);
      expect(N.snapInRange(13, 5, 3, 50)).to.equal(13);
    });

    it('counts from 0 without a minimum', () => {
      expect(N.snapInRange(7, 4)).to.equal(8);
      expect(N.snapInRange(5, 4, undefined, 30)).to.equal(4);
      expect(N.snapInRange(5, 4, null, null)).to.equal(4);
    });

    it('gives the minimum for a missing value or one below it', () => {
      expect(N.snapInRange(undefined, 5, 3, 50)).to.equal(3);
      expect(N.snapInRange(-40, 5, 3, 50)).to.equal(3);
      expect(N.snapInRange(-3, 5)).to.equal(0);
    });

    it('caps at the maximum moved onto its nearest snap point', () => {
      expect(N.snapInRange(400, 5, 3, 48)).to.equal(48);
      // 50 is not a point (48 and 53 are); 53 is nearer.
      expect(N.snapInRange(400, 5, 3, 51)).to.equal(53);
      expect(N.snapInRange(400, 5, 3, 50)).to.equal(48);
    });

    it('sets no maximum when none is given', () => {
      expect(N.snapInRange(401, 5, 3)).to.equal(403);
      expect(N.snapInRange(401, 5, 3, null)).to.equal(403);
    });

    it('only clamps when the increment is 0', () => {
      expect(N.snapInRange(7.3, 0, 1, 10)).to.equal(7.3);
      expect(N.snapInRange(70, 0, 1, 10)).to.equal(10);
      expect(N.snapInRange(-7, 0, 1, 10)).to.equal(1);
    });

    it('works on negative ranges', () => {
      // Points -53, -48, -43...
      expect(N.snapInRange(-46, 5, -53, -3)).to.equal(-48);
      expect(N.snapInRange(-45, 5, -53, -3)).to.equal(-43);
      expect(N.snapInRange(10, 5, -53, -3)).to.equal(-3);
    });
  });

  describe('.toFixed', () => {
    it('formats with a fixed number of decimals', () => {
      expect(N.toFixed(1.005, 1)).to.equal('1.0');
      expect(N.toFixed(2.5, 2)).to.equal('2.50');
      expect(N.toFixed(2.5)).to.equal('3');
      expect(N.toFixed('3.14159', 2)).to.equal('3.14');
    });
  });

  describe('.from', () => {
    it('returns numbers and numeric strings as numbers', () => {
      expect(N.from(5, 0)).to.equal(5);
      expect(N.from('12.5', 0)).to.equal(12.5);
      expect(N.from(' 7 ', 0)).to.equal(7);
      expect(N.from(Infinity, 0)).to.equal(Infinity);
    });

    it('returns the default for anything else', () => {
      expect(N.from('12px', 0)).to.equal(0);
      expect(N.from('abc', -1)).to.equal(-1);
      expect(N.from(null, 3)).to.equal(3);
      expect(N.from(undefined, 3)).to.equal(3);
      expect(N.from('', 3)).to.equal(3);
      expect(N.from(true, 3)).to.equal(3);
      expect(N.from(NaN, 3)).to.equal(3);
      expect(N.from('1e400', 3)).to.equal(3);
    });

    it('is also Lib.num', () => {
      expect(Lib.num('4', 0)).to.equal(4);
      expect(Lib.num('x', 9)).to.equal(9);
    });
  });

  describe('.randomInt', () => {
    afterEach(() => sinon.restore());

    it('covers both ends of the range', () => {
      const random = sinon.stub(Math, 'random');
      random.returns(0);
      expect(N.randomInt(3, 5)).to.equal(3);
      random.returns(0.9999999);
      expect(N.randomInt(3, 5)).to.equal(5);
    });

    it('stays within the range', () => {
      for (let i = 0; i < 200; i++) {
        const n = N.randomInt(-2, 2);
        expect(n).to.be.within(-2, 2);
        expect(Number.isInteger(n)).to.equal(true);
      }
    });
  });

  describe('.correctFloat', () => {
    it('removes floating-point noise', () => {
      expect(N.correctFloat(0.1 + 0.2)).to.equal(0.3);
      expect(N.correctFloat(1.1 * 3)).to.equal(3.3);
      expect(N.correctFloat(5)).to.equal(5);
    });
  });
});
