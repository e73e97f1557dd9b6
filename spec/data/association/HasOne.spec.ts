import { expect } from 'chai';
import Lib from '../../../index';
import { HasOne } from '../../../classes/data/association/HasOne';
import { def, useCleanup } from '../../helpers';
// The association classes are in the app pack.
import '../../../packs/app';
import type { Model } from '../../../classes/data/Model';

describe('Lib.data.association.HasOne', () => {
  useCleanup();

  it('is registered as association.hasone, also known as Lib.data.HasOneAssociation', () => {
    expect(Lib.ClassManager.getByAlias('association.hasone')).to.equal(HasOne);
    expect(Lib.ClassManager.get('Lib.data.HasOneAssociation')).to.equal(HasOne);
  });

  it('reads the nested record as the instance, and gives it its owner back', () => {
    def('Person', {
      extend: 'Lib.data.Model',
      fields: ['id', 'address_id'],
      hasOne: { model: 'Address', getterName: 'getAddress', setterName: 'setAddress' },
    });
    def('Address', { extend: 'Lib.data.Model', fields: ['id', 'city'], belongsTo: 'Person' });
    const store = Lib.create('Lib.data.Store', {
      model: 'Person',
      proxy: { type: 'memory', data: [{ id: 1, address_id: 9, address: { id: 9, city: 'Oslo' } }] },
    });
    store.load();
    const person = store.getAt(0) as Model & { getAddress(): Model & { getPerson(): Model } };
    const address = person.getAddress();
    expect((person.associations.get('Address') as HasOne).instanceName).to.equal(
      'AddressHasOneInstance',
    );
    expect(address.get('city')).to.equal('Oslo');
    expect(address.getPerson()).to.equal(person);
    expect(person.getData(true)).to.deep.equal({
      id: 1,
      address_id: 9,
      Address: { id: 9, city: 'Oslo', Person: { id: 1, address_id: 9 } },
    });
  });
});
