import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { LibError } from '../../lib/Error';
import { Model } from '../../classes/data/Model';
import { Field } from '../../classes/data/Field';
import { Errors } from '../../classes/data/Errors';
import { validations } from '../../classes/data/validations';
import { AjaxProxy } from '../../classes/data/proxy/Ajax';
import { def, useCleanup } from '../helpers';

function defineUser(extra: Record<string, any> = {}): any {
  return def('App.User', {
    extend: 'Lib.data.Model',
    fields: [
      { name: 'id', type: 'int' },
      'name',
      { name: 'age', type: 'int' },
      { name: 'born', type: 'date', dateFormat: 'Y-m-d' },
      { name: 'active', type: 'bool' },
    ],
    ...extra,
  });
}

/** A store stand-in that records what a record tells it. */
function fakeStore() {
  return {
    afterEdit: sinon.spy(),
    afterCommit: sinon.spy(),
    afterReject: sinon.spy(),
    onIdChanged: sinon.spy(),
  };
}

describe('Lib.data.Model', () => {
  useCleanup();

  describe('definition', () => {
    it('adds an id field after the declared ones when no field matches idProperty', () => {
      const M = def('App.M2', { extend: 'Lib.data.Model', idProperty: 'uid', fields: ['name'] });
      expect(M.getFields().map((f: Field) => f.name)).to.deep.equal(['name', 'uid']);
      expect(M.prototype.idField.name).to.equal('uid');
      expect(M.prototype.idField.type.type).to.equal('auto');
    });

    it('forces the id field default to undefined, also for a declared id field', () => {
      const M = def('App.M', {
        extend: 'Lib.data.Model',
        fields: [{ name: 'id', type: 'string', defaultValue: 'x' }],
      });
      expect(M.prototype.idField.defaultValue).to.equal(undefined);
      expect(new M().get('id')).to.equal('');
    });

    it('puts the parent fields first and lets a same-named field replace the parent one in place', () => {
      def('App.Base', { extend: 'Lib.data.Model', fields: ['a', { name: 'b', type: 'int' }] });
      const Sub = def('App.Sub', {
        extend: 'App.Base',
        fields: [{ name: 'b', type: 'string' }, 'c'],
      });
      expect(Sub.getFields().map((f: Field) => f.name)).to.deep.equal(['a', 'b', 'id', 'c']);
      expect(Sub.prototype.fields.get('b').type.type).to.equal('string');
      expect((globalThis as any).App.Base.prototype.fields.get('b').type.type).to.equal('int');
    });

    it('processes the body of every descendant, not only direct subclasses', () => {
      def('App.A', { extend: 'Lib.data.Model', fields: ['a'] });
      def('App.B', { extend: 'App.A', fields: ['b'] });
      const C = def('App.C', { extend: 'App.B', fields: ['c'], idProperty: 'c' });
      expect(C.getFields().map((f: Field) => f.name)).to.deep.equal(['a', 'id', 'b', 'c']);
      expect(C.prototype.idField.name).to.equal('c');
    });

    it('does not change a parent field when a subclass makes it its id field', () => {
      const P = def('App.P', { extend: 'Lib.data.Model', fields: ['code'] });
      const S = def('App.S', { extend: 'App.P', idProperty: 'code' });
      expect(S.prototype.idField.defaultValue).to.equal(undefined);
      expect(P.prototype.fields.get('code').defaultValue).to.equal('');
    });

    it('keeps the processed field collection on the prototype, not the raw array', () => {
      const M = defineUser();
      expect(M.prototype.fields.items[0]).to.be.instanceOf(Field);
      expect(M.prototype.fields.getCount()).to.equal(5);
    });

    it('is also registered as Lib.data.Record', () => {
      expect(Lib.ClassManager.get('Lib.data.Record')).to.equal(Model);
      const R = def('App.R', { extend: 'Lib.data.Record', fields: ['x'] });
      expect(new R({ x: 1 }).isModel).to.equal(true);
    });

    it('gives the prototype a keyed field collection', () => {
      const M = defineUser();
      const fields = M.prototype.fields;
      expect(fields.items.map((f: Field) => f.name)).to.deep.equal([
        'id',
        'name',
        'age',
        'born',
        'active',
      ]);
      expect(fields.getCount()).to.equal(5);
      expect(fields.get('age')).to.equal(fields.items[2]);
      expect(fields.getByKey('name')).to.equal(fields.items[1]);
      expect(fields.get(1)).to.equal(fields.items[1]);
      expect(fields.containsKey('born')).to.equal(true);
      expect(fields.containsKey('nope')).to.equal(false);
      expect(fields.indexOfKey('active')).to.equal(4);
      expect(fields.indexOfKey('nope')).to.equal(-1);
      const seen: string[] = [];
      fields.each((f: Field) => {
        seen.push(f.name);
        return f.name !== 'age';
      });
      expect(seen).to.deep.equal(['id', 'name', 'age']);
    });

    it('returns a fresh array of Field instances from getFields', () => {
      const M = defineUser();
      const list = M.getFields();
      list.pop();
      expect(M.getFields()).to.have.length(5);
      expect(M.getFields()[1]).to.be.instanceOf(Field);
    });

    it('concatenates validations, parent rules first', () => {
      def('App.VP', {
        extend: 'Lib.data.Model',
        fields: ['a'],
        validations: [{ type: 'presence', field: 'a' }],
      });
      const VS = def('App.VS', {
        extend: 'App.VP',
        fields: ['b'],
        validations: [{ type: 'presence', field: 'b' }],
      });
      expect(VS.prototype.validations.map((v: any) => v.field)).to.deep.equal(['a', 'b']);
      expect(new VS().validate().items.map((e: any) => e.field)).to.deep.equal(['a', 'b']);
    });

    describe('config checking', () => {
      it('rejects fields that are not an array, naming the class and the config', () => {
        expect(() => def('App.Bad', { extend: 'Lib.data.Model', fields: 5 })).to.throw(
          TypeError,
          /Lib\.define\('App\.Bad'\).*'fields'.*got 5/,
        );
        expect(Lib.ClassManager.get('App.Bad')).to.equal(null);
      });

      it('rejects a field entry that is neither a name nor a config', () => {
        expect(() => def('App.Bad', { extend: 'Lib.data.Model', fields: ['a', 7] })).to.throw(
          TypeError,
          /App\.Bad.*fields\[1\].*got 7/,
        );
      });

      it('rejects an unknown field type, naming the class, the field and the type', () => {
        expect(() =>
          def('App.Bad', { extend: 'Lib.data.Model', fields: [{ name: 'age', type: 'nosuch' }] }),
        ).to.throw(LibError, /App\.Bad.*fields\[0\] \('age'\).*'nosuch'/);
      });

      it('rejects a validation without a field', () => {
        expect(() =>
          def('App.Bad', { extend: 'Lib.data.Model', validations: [{ type: 'presence' }] }),
        ).to.throw(TypeError, /App\.Bad.*validations\[0\].*'field'/);
      });

      it('rejects a validation of an unknown type', () => {
        expect(() =>
          def('App.Bad', { extend: 'Lib.data.Model', validations: [{ type: 'nope', field: 'a' }] }),
        ).to.throw(LibError, /App\.Bad.*validations\[0\].*'nope'/);
        expect(() =>
          def('App.Bad', {
            extend: 'Lib.data.Model',
            validations: [{ type: 'presenceMessage', field: 'a' }],
          }),
        ).to.throw(LibError);
      });

      it('rejects validations that are not an array of objects', () => {
        expect(() => def('App.Bad', { extend: 'Lib.data.Model', validations: {} })).to.throw(
          TypeError,
          /'validations'/,
        );
        expect(() =>
          def('App.Bad', { extend: 'Lib.data.Model', validations: ['presence'] }),
        ).to.throw(TypeError, /validations\[0\]/);
      });

      it('rejects an idProperty that is not a non-empty string', () => {
        expect(() => def('App.Bad', { extend: 'Lib.data.Model', idProperty: 5 })).to.throw(
          TypeError,
          /'idProperty'/,
        );
        expect(() => def('App.Bad', { extend: 'Lib.data.Model', idProperty: '' })).to.throw(
          TypeError,
          /'idProperty'/,
        );
      });

      it('rejects a proxy that is no type, config or instance', () => {
        expect(() => def('App.Bad', { extend: 'Lib.data.Model', proxy: 5 })).to.throw(
          TypeError,
          /App\.Bad.*'proxy'/,
        );
      });

      it('rejects reserved field names', () => {
        expect(() => def('App.Bad', { extend: 'Lib.data.Model', fields: ['__proto__'] })).to.throw(
          /reserved/,
        );
      });
    });
  });

  describe('construction', () => {
    it('makes a record created without id phantom, with an ext-record-N internalId', () => {
      const M = def('App.M', { extend: 'Lib.data.Model', fields: ['name'] });
      const a = new M({ name: 'a' });
      const b = new M({ name: 'b' });
      expect(a.phantom).to.equal(true);
      expect(a.internalId).to.match(/^ext-record-\d+$/);
      expect(a.id).to.equal('App.M-' + a.internalId);
      const n = (r: any) => Number(r.internalId.slice('ext-record-'.length));
      expect(n(b)).to.equal(n(a) + 1);
    });

    it('reads a field named like an Object.prototype member only from the data itself', () => {
      const M = def('App.M', { extend: 'Lib.data.Model', fields: ['toString', 'valueOf'] });
      const empty = new M({ id: 1 });
      expect(empty.get('toString')).to.equal('');
      expect(empty.get('valueOf')).to.equal('');
      const own = new M({ id: 2, toString: 'text' });
      expect(own.get('toString')).to.equal('text');
    });

    it('makes a record with an id in its data non-phantom, keyed by that id', () => {
      const User = defineUser();
      const user = new User({ id: 5, name: 'Ada' });
      expect(user.phantom).to.equal(false);
      expect(user.internalId).to.equal(5);
      expect(user.id).to.equal('App.User-5');
      expect(user.getId()).to.equal(5);
    });

    it('uses the id argument over the data, converted by the id field', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'Ada' }, '7');
      expect(user.getId()).to.equal(7);
      expect(user.internalId).to.equal(7);
      expect(user.phantom).to.equal(false);
      expect(user.dirty).to.equal(false);
    });

    it('counts 0 as an id', () => {
      const User = defineUser();
      expect(new User({ id: 0 }).phantom).to.equal(false);
      expect(new User({}, 0).phantom).to.equal(false);
    });

    it('gives missing fields their converted default', () => {
      const User = defineUser();
      const user = new User();
      expect(user.data).to.deep.equal({ id: 0, name: '', age: 0, born: null, active: false });
      expect(user.phantom).to.equal(true);
      const M = def('App.Auto', { extend: 'Lib.data.Model', fields: ['x'] });
      const r = new M();
      expect(r.data).to.have.property('id', undefined);
      expect(r.getId()).to.equal(undefined);
    });

    it('converts every value through its field', () => {
      const User = defineUser();
      const user = new User({
        id: '3',
        name: 42,
        age: '$1,200',
        born: '2024-02-29',
        active: 'true',
      });
      expect(user.get('id')).to.equal(3);
      expect(user.get('name')).to.equal(42); // auto: kept as given
      expect(user.get('age')).to.equal(1200);
      expect(user.get('born').getTime()).to.equal(new Date(2024, 1, 29).getTime());
      expect(user.get('active')).to.equal(true);
    });

    it('runs custom converters last, with the field as this, so they can read converted fields', () => {
      let self: any;
      const M = def('App.Conv', {
        extend: 'Lib.data.Model',
        fields: [
          {
            name: 'label',
            convert(this: any, value: any, record: any) {
              self = this;
              return `${record.get('first')} (${record.get('age') + 1})`;
            },
          },
          'first',
          { name: 'age', type: 'int' },
        ],
      });
      const r = new M({ first: 'Ada', age: '36' });
      expect(r.get('label')).to.equal('Ada (37)');
      expect(self).to.equal(M.prototype.fields.get('label'));
      expect(M.getFields()[0].name).to.equal('label');
    });

    it('keeps the raw row: the raw argument, else the data', () => {
      const M = defineUser();
      const data = { name: 'a' };
      expect(new M(data).raw).to.equal(data);
      const raw = ['a'];
      expect(new M(data, undefined, raw).raw).to.equal(raw);
    });

    it('uses convertedData as record.data without converting it', () => {
      const User = defineUser();
      const converted = { id: 9, name: 'Ada', age: '36' };
      const user = new User(undefined, 9, { raw: true }, converted);
      expect(user.data).to.equal(converted);
      expect(user.get('age')).to.equal('36');
      expect(user.phantom).to.equal(false);
      expect(user.internalId).to.equal(9);
      expect(user.raw).to.deep.equal({ raw: true });
    });

    it('puts the id argument into convertedData', () => {
      const User = defineUser();
      const converted: Record<string, any> = {};
      const user = new User(undefined, 4, null, converted);
      expect(converted.id).to.equal(4);
      expect(user.getId()).to.equal(4);
      expect(new User(undefined, undefined, null, { id: 3 }).internalId).to.equal(3);
      expect(new User(undefined, undefined, null, {}).phantom).to.equal(true);
    });

    it('keeps undeclared keys out of data (they stay readable in raw)', () => {
      const M = def('App.M', { extend: 'Lib.data.Model', fields: ['a'] });
      const r = new M({ a: 1, extra: 2 });
      expect(r.data).to.not.have.property('extra');
      expect(r.raw.extra).to.equal(2);
    });

    it('sets no per-instance state beyond raw, data, internalId and phantom', () => {
      const User = defineUser();
      const user = new User(undefined, 1, {}, { id: 1 });
      expect(Object.keys(user)).to.deep.equal(['raw', 'data', 'internalId', 'phantom']);
      expect(user.modified).to.deep.equal({});
      expect(user.stores).to.deep.equal([]);
      expect(user.dirty).to.equal(false);
      expect(user.editing).to.equal(false);
      expect(user).to.not.have.property('events');
    });

    it('lets a legacy subclass override the constructor and call callParent', () => {
      const M = def('App.Legacy', {
        extend: 'Lib.data.Model',
        fields: ['name'],
        constructor(this: any, data: any, ...rest: any[]) {
          this.callParent([{ ...data, name: data.name.toUpperCase() }, ...rest]);
          this.extra = true;
        },
        set(this: any, ...args: any[]) {
          this.setCalls = (this.setCalls || 0) + 1;
          return this.callParent(args);
        },
      });
      const r = new M({ name: 'ada' }, 3);
      expect(r.get('name')).to.equal('ADA');
      expect(r.getId()).to.equal(3);
      expect(r.extra).to.equal(true);
      expect(r.set('name', 'b')).to.deep.equal(['name']);
      expect(r.setCalls).to.equal(1);
    });

    it('works through Lib.create', () => {
      defineUser();
      const user = Lib.create('App.User', { id: 2, name: 'Ada' });
      expect(user.get('name')).to.equal('Ada');
      expect(user.id).to.equal('App.User-2');
    });
  });

  describe('#get and #set', () => {
    it('reads values from data', () => {
      const User = defineUser();
      const user = new User({ name: 'Ada' });
      expect(user.get('name')).to.equal('Ada');
      expect(user.get('nope')).to.equal(undefined);
    });

    it('converts the value and returns the changed names', () => {
      const User = defineUser();
      const user = new User({ id: 1, age: 1 });
      expect(user.set('age', '42')).to.deep.equal(['age']);
      expect(user.get('age')).to.equal(42);
    });

    it('ignores a value equal to the current one and returns null', () => {
      const User = defineUser();
      const user = new User({ id: 1, age: 42 });
      expect(user.set('age', '42')).to.equal(null);
      expect(user.dirty).to.equal(false);
      expect(user.modified).to.deep.equal({});
    });

    it('compares dates by time', () => {
      const User = defineUser();
      const user = new User({ id: 1, born: new Date(2000, 0, 1) });
      expect(user.set('born', new Date(2000, 0, 1))).to.equal(null);
      expect(user.set('born', new Date(2000, 0, 2))).to.deep.equal(['born']);
    });

    it('keeps the original value in modified, across several sets', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a' });
      user.set('name', 'b');
      user.set('name', 'c');
      expect(user.modified).to.deep.equal({ name: 'a' });
      expect(user.dirty).to.equal(true);
    });

    it('clears the entry, and dirty once none is left, when a value returns to its original', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a', age: 1 });
      user.set('name', 'b');
      user.set('age', 2);
      user.set('name', 'a');
      expect(user.modified).to.deep.equal({ age: 1 });
      expect(user.dirty).to.equal(true);
      user.set('age', 1);
      expect(user.modified).to.deep.equal({});
      expect(user.dirty).to.equal(false);
    });

    it('stores undeclared keys without tracking them', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      expect(user.set('extra', 5)).to.deep.equal(['extra']);
      expect(user.get('extra')).to.equal(5);
      expect(user.dirty).to.equal(false);
      expect(user.isModified('extra')).to.equal(false);
    });

    it('does not track fields with persist: false', () => {
      const M = def('App.M', {
        extend: 'Lib.data.Model',
        fields: [{ name: 'ui', persist: false }],
      });
      const r = new M({ id: 1 });
      expect(r.set('ui', 'x')).to.deep.equal(['ui']);
      expect(r.dirty).to.equal(false);
      expect(r.modified).to.deep.equal({});
    });

    it('sets several values from an object, returning the changed names', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a', age: 1 });
      expect(user.set({ name: 'b', age: '1', active: 1 })).to.deep.equal(['name', 'active']);
      expect(user.set({ name: 'b' })).to.equal(null);
    });

    it('sets custom-converted fields of an object last', () => {
      const M = def('App.M', {
        extend: 'Lib.data.Model',
        fields: [
          { name: 'full', convert: (v: any, r: any) => (v === '' ? '' : `${v}/${r.get('n')}`) },
          { name: 'n', type: 'int' },
        ],
      });
      const r = new M({ id: 1 });
      r.set({ full: 'x', n: '3' });
      expect(r.get('full')).to.equal('x/3');
    });

    it('ignores reserved keys', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      expect(user.set(JSON.parse('{"__proto__": {"polluted": 1}, "name": "z"}'))).to.deep.equal([
        'name',
      ]);
      expect(({} as any).polluted).to.equal(undefined);
      expect(user.set('constructor', 1)).to.equal(null);
    });

    it('throws a TypeError for a name that is not a string', () => {
      const User = defineUser();
      expect(() => new User().set(5 as any, 1)).to.throw(TypeError, /App\.User#set/);
    });
  });

  describe('#commit and #reject', () => {
    it('commit clears phantom, dirty, editing and modified', () => {
      const User = defineUser();
      const user = new User({ name: 'a' });
      user.set('name', 'b');
      user.commit();
      expect([user.phantom, user.dirty, user.editing]).to.deep.equal([false, false, false]);
      expect(user.modified).to.deep.equal({});
      expect(user.get('name')).to.equal('b');
    });

    it('reject restores the original values and clears dirty', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a', age: 1 });
      user.set({ name: 'b', age: 2 });
      user.reject();
      expect(user.get('name')).to.equal('a');
      expect(user.get('age')).to.equal(1);
      expect(user.dirty).to.equal(false);
      expect(user.modified).to.deep.equal({});
    });

    it('reject keeps a phantom record phantom', () => {
      const User = defineUser();
      const user = new User({ name: 'a' });
      user.set('name', 'b');
      user.reject();
      expect(user.phantom).to.equal(true);
    });
  });

  describe('#getChanges, #isModified and #setDirty', () => {
    it('getChanges gives the current values of the modified fields', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a', age: 1 });
      user.set({ name: 'b', age: 3 });
      user.set('age', 1);
      expect(user.getChanges()).to.deep.equal({ name: 'b' });
    });

    it('isModified tells whether a field changed since the last commit', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a' });
      expect(user.isModified('name')).to.equal(false);
      user.set('name', 'b');
      expect(user.isModified('name')).to.equal(true);
      user.commit();
      expect(user.isModified('name')).to.equal(false);
    });

    it('setDirty marks every persistent field modified', () => {
      const M = def('App.M', {
        extend: 'Lib.data.Model',
        fields: ['a', { name: 'b', persist: false }],
      });
      const r = new M({ id: 1, a: 'x' });
      r.setDirty();
      expect(r.dirty).to.equal(true);
      expect(r.modified).to.deep.equal({ a: 'x', id: 1 });
    });
  });

  describe('#beginEdit, #endEdit and #cancelEdit', () => {
    it('cancelEdit restores the data, modified and dirty of beginEdit', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a', age: 1 });
      user.set('age', 2);
      user.beginEdit();
      expect(user.editing).to.equal(true);
      user.set({ name: 'b', age: 3 });
      user.cancelEdit();
      expect(user.editing).to.equal(false);
      expect(user.get('name')).to.equal('a');
      expect(user.get('age')).to.equal(2);
      expect(user.modified).to.deep.equal({ age: 1 });
      expect(user.dirty).to.equal(true);
    });

    it('endEdit keeps the changes', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a' });
      user.beginEdit();
      user.set('name', 'b');
      user.endEdit();
      expect(user.editing).to.equal(false);
      expect(user.get('name')).to.equal('b');
      expect(user.getChanges()).to.deep.equal({ name: 'b' });
    });

    it('a second beginEdit keeps the first snapshot', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a' });
      user.beginEdit();
      user.set('name', 'b');
      user.beginEdit();
      user.cancelEdit();
      expect(user.get('name')).to.equal('a');
    });

    it('endEdit and cancelEdit do nothing outside an edit', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a' });
      const store = fakeStore();
      user.join(store);
      user.endEdit();
      user.cancelEdit();
      expect(store.afterEdit.called).to.equal(false);
      expect(user.get('name')).to.equal('a');
    });
  });

  describe('#copy', () => {
    it('copies the data into a new record of the same model with the same id', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a' });
      const copy = user.copy();
      expect(copy).to.be.instanceOf(User);
      expect(copy).to.not.equal(user);
      expect(copy.data).to.deep.equal(user.data);
      expect(copy.data).to.not.equal(user.data);
      expect(copy.getId()).to.equal(1);
      expect(copy.phantom).to.equal(false);
      copy.set('name', 'b');
      expect(user.get('name')).to.equal('a');
    });

    it('gives the copy a new id when asked', () => {
      const User = defineUser();
      const copy = new User({ id: 1, name: 'a' }).copy('2');
      expect(copy.getId()).to.equal(2);
      expect(copy.internalId).to.equal(2);
      expect(copy.id).to.equal('App.User-2');
    });

    it('keeps the copy of a phantom record phantom, with its own internalId', () => {
      const User = defineUser();
      const user = new User({ name: 'a' });
      const copy = user.copy();
      expect(copy.phantom).to.equal(true);
      expect(copy.internalId).to.not.equal(user.internalId);
      // The id field is int-typed, so the phantom's id converts to 0: copies still differ.
      const other = user.copy();
      expect(copy.id).to.not.equal(other.id);
      expect(copy.id).to.equal('App.User-' + copy.internalId);
    });
  });

  describe('#getData', () => {
    it('returns a new object with the values of the declared fields', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a' });
      user.set('extra', 1);
      const data = user.getData();
      expect(data).to.deep.equal({ id: 1, name: 'a', age: 0, born: null, active: false });
      expect(data).to.not.equal(user.data);
      expect(user.getData(true)).to.deep.equal(data);
    });
  });

  describe('#setId, #getId and #hasId', () => {
    it('setId goes through set: the record becomes non-phantom with a new internalId, record.id unchanged', () => {
      const User = defineUser();
      const user = new User({ name: 'a' });
      const recordId = user.id;
      const spy = sinon.spy(user, 'set');
      user.setId('12');
      expect(spy.calledOnceWith('id', '12')).to.equal(true);
      expect(user.getId()).to.equal(12);
      expect(user.phantom).to.equal(false);
      expect(user.internalId).to.equal(12);
      expect(user.id).to.equal(recordId);
      expect(user.isModified('id')).to.equal(true);
    });

    it('keeps record.id when it was never read before the id changed', () => {
      const M = def('App.M', { extend: 'Lib.data.Model', fields: ['a'] });
      const r = new M();
      const internal = r.internalId;
      r.setId('x');
      expect(r.id).to.equal('App.M-' + internal);
    });

    it('setting the id field with set behaves like setId', () => {
      const User = defineUser();
      const user = new User({ name: 'a' });
      user.set({ id: 4 });
      expect(user.phantom).to.equal(false);
      expect(user.internalId).to.equal(4);
    });

    it('hasId is true for truthy ids and 0', () => {
      const M = def('App.M', { extend: 'Lib.data.Model', fields: ['a'] });
      expect(new M().hasId()).to.equal(false);
      expect(new M({ id: 0 }).hasId()).to.equal(true);
      expect(new M({ id: 'k' }).hasId()).to.equal(true);
      expect(new M().hasId(0)).to.equal(true);
      expect(new M().hasId('')).to.equal(false);
    });

    it('getId is undefined for a phantom record of an auto id field', () => {
      const M = def('App.M', { extend: 'Lib.data.Model', fields: ['a'] });
      expect(new M().getId()).to.equal(undefined);
    });
  });

  describe('#validate and #isValid', () => {
    it('returns an Errors collection, one entry per failing rule, in declaration order', () => {
      const M = def('App.V', {
        extend: 'Lib.data.Model',
        fields: ['name', 'email', 'role'],
        validations: [
          { type: 'presence', field: 'name' },
          { type: 'length', field: 'name', min: 2 },
          { type: 'email', field: 'email' },
          { type: 'inclusion', field: 'role', list: ['admin', 'user'], message: 'pick a role' },
        ],
      });
      const errors = new M({ email: 'nope', role: 'x' }).validate();
      expect(errors).to.be.instanceOf(Errors);
      expect(errors.items).to.deep.equal([
        { field: 'name', message: 'must be present' },
        { field: 'name', message: 'is the wrong length' },
        { field: 'email', message: 'is not a valid email address' },
        { field: 'role', message: 'pick a role' },
      ]);
      expect(errors.getByField('name')).to.have.length(2);
      expect(new M({ email: 'nope', role: 'x' }).isValid()).to.equal(false);
      expect(new M({ name: 'Ada', email: 'ada@example.com', role: 'user' }).isValid()).to.equal(
        true,
      );
    });

    it('accepts name instead of field in a rule', () => {
      const M = def('App.V', {
        extend: 'Lib.data.Model',
        fields: ['a'],
        validations: [{ type: 'presence', name: 'a' }],
      });
      expect(new M().validate().items).to.deep.equal([{ field: 'a', message: 'must be present' }]);
    });

    it('refuses at define time a rule on a field the model does not have', () => {
      expect(() =>
        def('App.V', {
          extend: 'Lib.data.Model',
          fields: ['name'],
          validations: [{ type: 'presence', field: 'nmae' }],
        }),
      ).to.throw(
        Lib.Error,
        "[Lib.define('App.V')] validations[0]: config 'field': the model has no field 'nmae'",
      );
      def('App.VBase', { extend: 'Lib.data.Model', fields: ['name'] });
      const M = def('App.V', {
        extend: 'App.VBase',
        fields: ['age'],
        validations: [
          { type: 'presence', field: 'name' },
          { type: 'presence', field: 'age' },
        ],
      });
      expect(new M().validate().items).to.have.length(2);
      Lib.undefine('App.VBase');
    });

    it('uses validators added to Lib.data.validations, with their message', () => {
      (validations as any).even = (_rule: unknown, value: number) => value % 2 === 0;
      (validations as any).evenMessage = 'is odd';
      try {
        const M = def('App.V', {
          extend: 'Lib.data.Model',
          fields: [{ name: 'n', type: 'int' }],
          validations: [{ type: 'even', field: 'n' }],
        });
        expect(new M({ n: 3 }).validate().items).to.deep.equal([{ field: 'n', message: 'is odd' }]);
        expect(new M({ n: 4 }).isValid()).to.equal(true);
      } finally {
        delete (validations as any).even;
        delete (validations as any).evenMessage;
      }
    });
  });

  describe('proxy', () => {
    function defineProxy(): any {
      return def('Spec.TestProxy', {
        alias: 'proxy.spectest',
        isProxy: true,
        constructor(this: any, cfg: any) {
          Object.assign(this, cfg);
          this.setModelCalls = [];
        },
        setModel(this: any, model: any) {
          this.model = model;
          this.setModelCalls.push(model);
        },
      });
    }

    it('keeps the proxy config uninstantiated on the prototype until getProxy', () => {
      const P = defineProxy();
      const config = { type: 'spectest', url: '/users' };
      const M = def('App.PM', { extend: 'Lib.data.Model', fields: ['a'], proxy: config });
      expect(M.prototype.proxy).to.equal(config);
      const proxy = M.getProxy();
      expect(proxy).to.be.instanceOf(P);
      expect(proxy.url).to.equal('/users');
      expect(proxy.model).to.equal(M);
      expect(M.getProxy()).to.equal(proxy);
      expect(M.prototype.proxy).to.equal(proxy);
      expect(new M().getProxy()).to.equal(proxy);
    });

    it('accepts a proxy type as a string', () => {
      const P = defineProxy();
      const M = def('App.PM', { extend: 'Lib.data.Model', proxy: 'spectest' });
      const proxy = M.getProxy();
      expect(proxy).to.be.instanceOf(P);
      expect(proxy.type).to.equal('spectest');
    });

    it('gives a subclass its own proxy from the inherited config', () => {
      defineProxy();
      const Parent = def('App.PM', { extend: 'Lib.data.Model', proxy: { type: 'spectest' } });
      const Child = def('App.PC', { extend: 'App.PM' });
      const parentProxy = Parent.getProxy();
      const childProxy = Child.getProxy();
      expect(childProxy).to.not.equal(parentProxy);
      expect(childProxy.model).to.equal(Child);
      expect(parentProxy.model).to.equal(Parent);
    });

    it('setProxy creates the proxy, sets its model and returns it', () => {
      const P = defineProxy();
      const M = def('App.PM', { extend: 'Lib.data.Model' });
      const proxy = M.setProxy({ type: 'spectest', flag: 1 });
      expect(proxy).to.be.instanceOf(P);
      expect(proxy.flag).to.equal(1);
      expect(proxy.model).to.equal(M);
      expect(M.getProxy()).to.equal(proxy);
      const instance = new P({});
      expect(M.setProxy(instance)).to.equal(instance);
      expect(instance.model).to.equal(M);
    });

    it('a record may get its own proxy with the instance setProxy', () => {
      defineProxy();
      const M = def('App.PM', { extend: 'Lib.data.Model', proxy: 'spectest' });
      const record = new M();
      const own = record.setProxy('spectest');
      expect(record.getProxy()).to.equal(own);
      expect(new M().getProxy()).to.not.equal(own);
    });

    it('gives a model without proxy an ajax proxy without url, made on first getProxy', () => {
      const M = def('App.NoProxy', { extend: 'Lib.data.Model', fields: ['a'] });
      expect(Object.prototype.hasOwnProperty.call(M, 'proxy')).to.equal(false);
      const proxy = M.getProxy();
      expect(proxy).to.be.instanceOf(AjaxProxy);
      expect(proxy.url).to.equal(undefined);
      expect(proxy.getModel()).to.equal(M);
      expect(M.getProxy()).to.equal(proxy);
    });

    it('falls back to defaultProxyType (ajax unless the model says otherwise)', () => {
      const P = defineProxy();
      expect(Model.prototype.defaultProxyType).to.equal('ajax');
      const M = def('App.PM', { extend: 'Lib.data.Model', defaultProxyType: 'spectest' });
      expect(M.getProxy()).to.be.instanceOf(P);
    });

    it('rejects a proxy that is no type, config or instance', () => {
      const M = def('App.PM', { extend: 'Lib.data.Model' });
      expect(() => M.setProxy(5)).to.throw(TypeError, /App\.PM\.setProxy/);
    });
  });

  describe('store notification', () => {
    it('join and unjoin maintain stores and store', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      const a = fakeStore();
      const b = fakeStore();
      user.join(a);
      user.join(b);
      user.join(a);
      expect(user.stores).to.deep.equal([a, b]);
      expect(user.store).to.equal(a);
      user.unjoin(a);
      expect(user.stores).to.deep.equal([b]);
      expect(user.store).to.equal(b);
      user.unjoin(b);
      expect(user.store).to.equal(null);
    });

    it('set calls afterEdit(record, names) on every joined store', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      const a = fakeStore();
      const b = fakeStore();
      user.join(a);
      user.join(b);
      user.set({ name: 'x', age: 2 });
      expect(a.afterEdit.calledOnceWithExactly(user, ['name', 'age'])).to.equal(true);
      expect(b.afterEdit.calledOnceWithExactly(user, ['name', 'age'])).to.equal(true);
    });

    it('set does not notify when nothing changed, when silent, or inside beginEdit', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'x' });
      const store = fakeStore();
      user.join(store);
      user.set('name', 'x');
      user.set('name', 'y', { silent: true });
      user.set({ name: 'z' }, { silent: true });
      user.beginEdit();
      user.set('name', 'w');
      expect(store.afterEdit.called).to.equal(false);
    });

    it('endEdit notifies once with every changed name', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a', age: 1 });
      const store = fakeStore();
      user.join(store);
      user.beginEdit();
      user.set('name', 'b');
      user.set('age', 2);
      user.endEdit();
      expect(store.afterEdit.calledOnceWithExactly(user, ['name', 'age'])).to.equal(true);
    });

    it('endEdit does not notify without changes, or when silent', () => {
      const User = defineUser();
      const user = new User({ id: 1, name: 'a' });
      const store = fakeStore();
      user.join(store);
      user.beginEdit();
      user.set('name', 'b');
      user.set('name', 'a');
      user.endEdit();
      user.beginEdit();
      user.set('name', 'c');
      user.endEdit(true);
      expect(store.afterEdit.called).to.equal(false);
    });

    it('endEdit passes the names it is given', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      const store = fakeStore();
      user.join(store);
      user.beginEdit();
      user.set('name', 'b');
      user.endEdit(false, ['custom']);
      expect(store.afterEdit.calledOnceWithExactly(user, ['custom'])).to.equal(true);
    });

    it('commit calls afterCommit and reject calls afterReject, unless silent', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      const store = fakeStore();
      user.join(store);
      user.set('name', 'b');
      user.commit();
      expect(store.afterCommit.calledOnce).to.equal(true);
      expect(store.afterCommit.firstCall.args[0]).to.equal(user);
      user.set('name', 'c');
      user.reject();
      expect(store.afterReject.calledOnceWithExactly(user)).to.equal(true);
      user.commit(true);
      user.reject(true);
      expect(store.afterCommit.callCount).to.equal(1);
      expect(store.afterReject.callCount).to.equal(1);
    });

    it('setId calls onIdChanged(record, oldId, newId, oldInternalId)', () => {
      const User = defineUser();
      const user = new User({ name: 'a' });
      const oldInternalId = user.internalId;
      const store = fakeStore();
      user.join(store);
      user.setId(5);
      expect(store.onIdChanged.calledOnceWithExactly(user, 0, 5, oldInternalId)).to.equal(true);
      expect(store.afterEdit.calledOnceWithExactly(user, ['id'])).to.equal(true);
    });

    it('skips stores that lack a method', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      user.join({});
      expect(() => {
        user.set('name', 'x');
        user.setId(2);
        user.commit();
        user.reject();
      }).to.not.throw();
    });

    it('stops notifying a store after unjoin', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      const store = fakeStore();
      user.join(store);
      user.unjoin(store);
      user.set('name', 'x');
      expect(store.afterEdit.called).to.equal(false);
    });
  });

  describe('Lib.data.Model.id', () => {
    it('returns a new ext-record-N id and, given a record, makes it phantom with it', () => {
      const User = defineUser();
      const user = new User({ id: 1 });
      const recordId = user.id;
      const id = Model.id(user);
      expect(id).to.match(/^ext-record-\d+$/);
      expect(user.internalId).to.equal(id);
      expect(user.phantom).to.equal(true);
      expect(user.id).to.equal(recordId);
    });
  });
});
