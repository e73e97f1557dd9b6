import { expect } from 'chai';
import Lib from '../../../index';
import { Association } from '../../../classes/data/association/Association';
import { HasMany } from '../../../classes/data/association/HasMany';
import { BelongsTo } from '../../../classes/data/association/BelongsTo';
import { Model } from '../../../classes/data/Model';
import { LibError } from '../../../lib/Error';
import { def, useCleanup } from '../../helpers';
// The association classes are in the app pack.
import '../../../packs/app';

describe('Lib.data.association.Association', () => {
  useCleanup();

  it('is also known as Lib.data.Association', () => {
    expect(Lib.ClassManager.get('Lib.data.Association')).to.equal(Association);
  });

  describe('in a model definition', () => {
    it('reads associations and the hasMany, belongsTo and hasOne shortcuts', () => {
      def('Item', { extend: 'Lib.data.Model', fields: ['id'] });
      const Thing = def('Thing', {
        extend: 'Lib.data.Model',
        fields: ['id'],
        associations: [{ type: 'hasMany', model: 'Item', name: 'parts' }],
        belongsTo: [{ model: 'Item' }],
        hasOne: { model: 'Item', name: 'spare', getterName: 'getSpare' },
      });
      const list = Thing.prototype.associations;
      expect(list.items.map((a: any) => [a.type, a.name])).to.deep.equal([
        ['hasMany', 'parts'],
        ['belongsTo', 'Item'],
        ['hasOne', 'spare'],
      ]);
      expect(list.get('parts')).to.be.instanceOf(HasMany);
      expect(list.get('parts').ownerModel).to.equal(Thing);
      expect(list.get('parts').associatedModel).to.equal(Lib.ClassManager.get('Item'));
      expect(Thing.prototype).to.not.have.own.property('hasMany');
    });

    it('takes the association types in any case', () => {
      def('Item', { extend: 'Lib.data.Model', fields: ['id'] });
      const Thing = def('Thing', {
        extend: 'Lib.data.Model',
        associations: [{ type: 'belongsto', model: 'Item' }],
      });
      expect(Thing.prototype.associations.items[0]).to.be.instanceOf(BelongsTo);
      expect(Thing.prototype.associations.items[0].type).to.equal('belongsTo');
    });

    it('lets the associated model be defined later', () => {
      const User = def('User', { extend: 'Lib.data.Model', fields: ['id'], hasMany: 'Order' });
      def('Order', { extend: 'Lib.data.Model', fields: ['id', 'user_id'] });
      expect(new User({ id: 1 }).orders().model).to.equal(Lib.ClassManager.get('Order'));
    });

    it('names an associated model that is still not defined when needed', () => {
      const User = def('User', { extend: 'Lib.data.Model', fields: ['id'], hasMany: 'Ordr' });
      expect(() => new User({ id: 1 }).ordrs()).to.throw(
        LibError,
        /model 'Ordr' is not a registered class/,
      );
    });

    it("gives a subclass its parent's associations, and its own after them", () => {
      def('Item', { extend: 'Lib.data.Model', fields: ['id'] });
      def('Note', { extend: 'Lib.data.Model', fields: ['id'] });
      const Base = def('BaseThing', { extend: 'Lib.data.Model', fields: ['id'], hasMany: 'Item' });
      const Plain = def('PlainThing', { extend: 'BaseThing' });
      const Sub = def('SubThing', { extend: 'BaseThing', hasMany: 'Note' });
      expect(Plain.prototype.associations).to.equal(Base.prototype.associations);
      expect(Sub.prototype.associations.keys).to.deep.equal(['items', 'notes']);
      expect(Base.prototype.associations.keys).to.deep.equal(['items']);
      expect(typeof new Sub({ id: 1 }).items).to.equal('function');
    });

    it('is empty for a model without any', () => {
      expect(Lib.create('Lib.data.Model').associations.getCount()).to.equal(0);
    });

    it('refuses an entry that is no config or model name, naming the model', () => {
      expect(() => def('Thing', { extend: 'Lib.data.Model', hasMany: [5] })).to.throw(
        TypeError,
        /Thing.*hasMany\[0\] must be an association config or a model name, got 5/,
      );
      expect(() => def('Thing', { extend: 'Lib.data.Model', hasMany: { name: 'x' } })).to.throw(
        TypeError,
        /HasMany of Thing\] config 'model' must be a model class or its name/,
      );
    });

    it('refuses an unknown type, naming it', () => {
      expect(() =>
        def('Thing', {
          extend: 'Lib.data.Model',
          associations: [{ type: 'manyToMany', model: 'X' }],
        }),
      ).to.throw(/association\.manytomany/);
    });
  });

  describe('without the association classes loaded', () => {
    let hook: any;
    beforeEach(() => {
      hook = Model.$associate;
      Model.$associate = undefined;
    });
    afterEach(() => (Model.$associate = hook));

    it('a model declaring associations is an error naming the config and what to load', () => {
      expect(() => def('Thing', { extend: 'Lib.data.Model', belongsTo: 'User' })).to.throw(
        LibError,
        /Lib\.define\('Thing'\).*config 'belongsTo' needs Lib\.data\.association/,
      );
    });

    it('a model without any is defined as usual', () => {
      const Thing = def('Thing', { extend: 'Lib.data.Model', fields: ['a'] });
      expect(new Thing({ a: 1 }).get('a')).to.equal(1);
    });
  });

  describe('.create', () => {
    it('makes the class of the type, with the config', () => {
      const Owner = def('Owner', { extend: 'Lib.data.Model', fields: ['id'] });
      const association = Association.create({
        type: 'hasMany',
        model: 'Owner',
        ownerModel: Owner,
        name: 'kids',
      });
      expect(association).to.be.instanceOf(HasMany);
      expect(typeof Owner.prototype.kids).to.equal('function');
    });

    it('refuses a config without a type', () => {
      expect(() => Association.create({ model: 'X' } as any)).to.throw(
        TypeError,
        /a \{type, model\} object/,
      );
    });
  });

  describe('#getReader', () => {
    it('makes its reader config for the associated model', () => {
      def('Item', { extend: 'Lib.data.Model', fields: ['id'] });
      const Owner = def('Owner', {
        extend: 'Lib.data.Model',
        hasMany: { model: 'Item', reader: { type: 'json', root: 'rows' } },
      });
      const reader = Owner.prototype.associations.get('items').getReader();
      expect(reader.root).to.equal('rows');
      expect(reader.model).to.equal(Lib.ClassManager.get('Item'));
    });

    it('gives a reader instance the associated model, once', () => {
      def('Item', { extend: 'Lib.data.Model', fields: ['id'] });
      const reader = Lib.create('reader.json', {});
      const Owner = def('Owner', { extend: 'Lib.data.Model', hasMany: { model: 'Item', reader } });
      const association = Owner.prototype.associations.get('items');
      expect(association.getReader()).to.equal(reader);
      const plan = reader.getPlan();
      association.getReader();
      expect(reader.model).to.equal(Lib.ClassManager.get('Item'));
      expect(reader.getPlan()).to.equal(plan);
    });

    it('is null without a reader config (the associated proxy reads)', () => {
      def('Item', { extend: 'Lib.data.Model', fields: ['id'] });
      const Owner = def('Owner', { extend: 'Lib.data.Model', hasMany: 'Item' });
      expect(Owner.prototype.associations.get('items').getReader()).to.equal(null);
    });
  });
});
