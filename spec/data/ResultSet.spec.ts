import { expect } from 'chai';
import Lib from '../../index';
import { ResultSet } from '../../classes/data/ResultSet';

describe('Lib.data.ResultSet', () => {
  it('is registered as Lib.data.ResultSet', () => {
    expect(Lib.create('Lib.data.ResultSet', {})).to.be.instanceOf(ResultSet);
  });

  it('defaults to no records, counted; total = count; success; loaded', () => {
    const empty = new ResultSet();
    expect([empty.records, empty.count, empty.total, empty.success, empty.loaded]).to.deep.equal([
      [],
      0,
      0,
      true,
      true,
    ]);
    const two = new ResultSet({ records: [1, 2] });
    expect([two.count, two.total, two.totalRecords]).to.deep.equal([2, 2, 2]);
  });

  it('keeps what it is given, with getters', () => {
    const rs = new ResultSet({ records: ['r'], total: 40, success: false, message: 'partial' });
    expect(rs.getRecords()).to.deep.equal(['r']);
    expect(rs.getTotal()).to.equal(40);
    expect(rs.totalRecords).to.equal(40);
    expect(rs.getCount()).to.equal(1);
    expect(rs.getSuccess()).to.equal(false);
    expect(rs.getMessage()).to.equal('partial');
  });
});
