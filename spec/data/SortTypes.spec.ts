import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { sortTypes } from '../../classes/data/SortTypes';

describe('Lib.data.SortTypes', () => {
  it('is a registered singleton', () => {
    expect(Lib.ClassManager.get('Lib.data.SortTypes')).to.equal(sortTypes);
  });

  it('none returns the value itself', () => {
    const obj = {};
    expect(sortTypes.none(obj)).to.equal(obj);
  });

  it('asText strips HTML tags', () => {
    expect(sortTypes.asText('<b>Bold</b> text')).to.equal('Bold text');
    expect(sortTypes.asText(5)).to.equal('5');
  });

  it('asUCText upper-cases and strips tags', () => {
    expect(sortTypes.asUCText('<i>ab</i>c')).to.equal('ABC');
  });

  it('asUCString upper-cases', () => {
    expect(sortTypes.asUCString('abC')).to.equal('ABC');
    expect(sortTypes.asUCString(null)).to.equal('NULL');
  });

  it('asDate gives a time in milliseconds, 0 for empty values', () => {
    expect(sortTypes.asDate(new Date(5))).to.equal(5);
    expect(sortTypes.asDate('2020-01-01T00:00:00Z')).to.equal(Date.UTC(2020, 0, 1));
    expect(sortTypes.asDate(null)).to.equal(0);
    expect(sortTypes.asDate('')).to.equal(0);
  });

  it('asFloat and asInt parse numbers (thousands commas removed), 0 when not numeric', () => {
    expect(sortTypes.asFloat('1,234.5')).to.equal(1234.5);
    expect(sortTypes.asFloat('x')).to.equal(0);
    expect(sortTypes.asInt('1,234.5')).to.equal(1234);
    expect(sortTypes.asInt('x')).to.equal(0);
  });

  it('works detached from the singleton (used as a sorter transform)', () => {
    const { asUCString } = sortTypes;
    expect(['b', 'A', 'c'].map(asUCString)).to.deep.equal(['B', 'A', 'C']);
  });
});
