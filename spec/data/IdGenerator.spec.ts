import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { IdGenerator } from '../../classes/data/IdGenerator';
import { SequentialIdGenerator } from '../../classes/data/SequentialIdGenerator';
import '../../classes/data/UuidGenerator';
import '../../classes/data/Model';
import '../../classes/data/proxy/Memory';
import '../../classes/data/Store';
import '../../classes/data/writer/Json';
import '../../classes/data/reader/Json';
import { def, useCleanup } from '../helpers';

describe('Lib.data.IdGenerator', () => {
  useCleanup();

  describe('.get', () => {
    it('returns a generator given as is', () => {
      const gen = new SequentialIdGenerator();
      expect(IdGenerator.get(gen)).to.equal(gen);
    });

    it('creates the generator registered as idgen.<type> from a type or a config', () => {
      expect(IdGenerator.get('sequential')).to.be.instanceOf(SequentialIdGenerator);
      const gen = IdGenerator.get({ type: 'sequential', prefix: 'P', seed: 5 });
      expect(gen.generate()).to.equal('P5');
    });

    it('shares a generator registered under its id', () => {
      const a = IdGenerator.get({ type: 'sequential', id: 'shared-spec' });
      const b = IdGenerator.get({ type: 'sequential', id: 'shared-spec' });
      expect(a).to.equal(b);
      delete IdGenerator.all['shared-spec'];
    });

    it('names an unknown type in its error', () => {
      expect(() => IdGenerator.get('squential')).to.throw(/idgen\.squential/);
    });

    it('refuses a value that names no generator', () => {
      expect(() => IdGenerator.get(5 as any)).to.throw(TypeError, /config 'idgen' must be/);
    });
  });

  describe('a model with idgen', () => {
    it('gives each new record the next id and keeps it phantom and clean', () => {
      const Note = def('App.Note', {
        extend: 'Lib.data.Model',
        fields: ['text'],
        idgen: { type: 'sequential', prefix: 'N' },
      });
      const a = new Note({ text: 'a' });
      const b = new Note();
      expect([a.getId(), b.getId()]).to.deep.equal(['N1', 'N2']);
      expect(a.phantom).to.equal(true);
      expect(a.dirty).to.equal(false);
      expect(a.id).to.equal(`App.Note-${a.internalId}`);
    });

    it('leaves a record created with an id, and records a reader makes, as they are', () => {
      const Note = def('App.Note', {
        extend: 'Lib.data.Model',
        fields: ['text'],
        idgen: 'sequential',
      });
      expect(new Note({ id: 7 }).getId()).to.equal(7);
      const store = Lib.create('Lib.data.Store', {
        model: 'App.Note',
        proxy: { type: 'memory', data: [{ text: 'no id' }] },
      });
      store.load();
      expect(store.getAt(0)!.getId()).to.equal(undefined);
      expect(new Note().getId()).to.equal('1');
    });

    it('converts the generated id through the id field', () => {
      const Note = def('App.Note', {
        extend: 'Lib.data.Model',
        fields: [{ name: 'id', type: 'int' }],
        idgen: { type: 'sequential', seed: 41 },
      });
      expect(new Note().getId()).to.equal(41);
    });

    it('gives a subclass the generator of its parent', () => {
      def('App.Note', { extend: 'Lib.data.Model', idgen: 'sequential' });
      const Sub = def('App.SubNote', { extend: 'App.Note' });
      expect(new Sub().getId()).to.equal('1');
    });

    it('names the model when idgen is no generator', () => {
      expect(() => def('App.Note', { extend: 'Lib.data.Model', idgen: 42 })).to.throw(
        TypeError,
        /App\.Note.*config 'idgen' must be a type, a \{type\} config or a generator, got 42/,
      );
    });

    it('sends the generated id with the create of a new record', () => {
      def('App.Note', {
        extend: 'Lib.data.Model',
        fields: ['text'],
        idgen: 'uuid',
        proxy: 'memory',
      });
      const store = Lib.create('Lib.data.Store', { model: 'App.Note' });
      const [note] = store.add({ text: 'x' });
      const id = note.getId();
      const proxy = store.getProxy();
      const create = sinon.spy(proxy, 'create');
      store.sync();
      expect(create.calledOnce).to.equal(true);
      const sent = create.firstCall.args[0].records[0];
      expect(proxy.getWriter().getRecordData(sent)).to.deep.equal({ id, text: 'x' });
    });
  });
});
