import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { IdGenerator } from '../../classes/data/IdGenerator';
import '../../classes/data/UuidGenerator';
import '../../classes/data/Model';
import { def, useCleanup } from '../helpers';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Lib.data.UuidGenerator', () => {
  useCleanup();
  afterEach(() => sinon.restore());

  it('makes distinct version 4 UUIDs', () => {
    const gen = IdGenerator.get('uuid');
    const ids = new Set(Array.from({ length: 50 }, () => gen.generate() as string));
    expect(ids.size).to.equal(50);
    for (const id of ids) expect(id).to.match(V4);
  });

  it('is shared under the id uuid', () => {
    expect(IdGenerator.get('uuid')).to.equal(IdGenerator.get({ type: 'uuid' }));
  });

  it('uses crypto.getRandomValues where randomUUID is missing', () => {
    sinon.stub(globalThis.crypto, 'randomUUID').value(undefined);
    const spy = sinon.spy(globalThis.crypto, 'getRandomValues');
    const id = Lib.create('idgen.uuid', { id: 'uuid-spec' }).generate();
    delete IdGenerator.all['uuid-spec'];
    expect(id).to.match(V4);
    expect(spy.calledOnce).to.equal(true);
  });

  it('refuses a version other than 4', () => {
    expect(() => Lib.create('idgen.uuid', { version: 1 })).to.throw(TypeError, /'version'/);
  });

  it("makes the UUID a record's id property", () => {
    const Doc = def('App.Doc', { extend: 'Lib.data.Model', idgen: 'uuid' });
    const doc = new Doc();
    expect(doc.getId()).to.match(V4);
    expect(doc.id).to.equal(doc.getId());
  });
});
