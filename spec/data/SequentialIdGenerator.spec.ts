import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import '../../classes/data/SequentialIdGenerator';

describe('Lib.data.SequentialIdGenerator', () => {
  it('counts from seed 1 with no prefix, as text', () => {
    const gen = Lib.create('idgen.sequential');
    expect([gen.generate(), gen.generate(), gen.generate()]).to.deep.equal(['1', '2', '3']);
  });

  it('puts the prefix before each number, counting from the seed', () => {
    const gen = Lib.create('idgen.sequential', { prefix: 'ID-', seed: 100 });
    expect([gen.generate(), gen.generate()]).to.deep.equal(['ID-100', 'ID-101']);
  });

  it('refuses a seed that is no number', () => {
    expect(() => Lib.create('idgen.sequential', { seed: '1' })).to.throw(TypeError, /'seed'/);
  });
});
