import { expect } from 'chai';
import Lib from '../../../index';
import { JsonWriter } from '../../../classes/data/writer/Json';
import { Operation } from '../../../classes/data/Operation';
import { Request } from '../../../classes/data/Request';
import { def, useCleanup } from '../../helpers';

describe('Lib.data.writer.Json', () => {
  useCleanup();
  beforeEach(() => {
    def('Spec.json.User', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name', { name: 'city', mapping: 'address.city' }],
    });
  });
  const user = (id: number, name = 'U' + id) =>
    Lib.create('Spec.json.User', { id, name, city: 'Paris' });
  const write = (config: Record<string, any>, records: any[], action: any = 'update') => {
    const request = new Request({ operation: new Operation({ action, records }) });
    return Lib.create('writer.json', config).write(request);
  };

  it('is registered as writer.json, also known as Lib.data.JsonWriter, extending the base writer', () => {
    expect(Lib.ClassManager.getByAlias('writer.json')).to.equal(JsonWriter);
    expect(Lib.ClassManager.get('Lib.data.JsonWriter')).to.equal(JsonWriter);
    expect(Lib.create('writer.json', {})).to.be.instanceOf(Lib.data.writer.Writer);
  });

  it('defaults: root none, encode false, allowSingle true, expandData false', () => {
    const w = Lib.create('writer.json', {});
    expect(w.root).to.equal(undefined);
    expect(w.encode).to.equal(false);
    expect(w.allowSingle).to.equal(true);
    expect(w.expandData).to.equal(false);
  });

  it('writes one record as a bare object and several as an array (allowSingle)', () => {
    expect(write({}, [user(1)]).jsonData).to.deep.equal({ id: 1, name: 'U1', city: 'Paris' });
    expect(write({}, [user(1), user(2)]).jsonData).to.have.length(2);
    expect(write({ allowSingle: false }, [user(1)]).jsonData).to.deep.equal([
      { id: 1, name: 'U1', city: 'Paris' },
    ]);
  });

  it('puts the data under root when one is set', () => {
    expect(write({ root: 'users' }, [user(1)]).jsonData).to.deep.equal({
      users: { id: 1, name: 'U1', city: 'Paris' },
    });
  });

  it('with encode puts the JSON text in params[root] and no body', () => {
    const request = write({ root: 'data', encode: true }, [user(1), user(2)]);
    expect(request.jsonData).to.equal(undefined);
    expect(JSON.parse(request.params.data as string)).to.have.length(2);
  });

  it('encode without a root is refused at construction and at write time', () => {
    expect(() => Lib.create('writer.json', { encode: true })).to.throw(
      Lib.Error,
      /config 'encode: true' needs a 'root'/,
    );
    const w = Lib.create('writer.json', { encode: true, root: 'r' });
    w.root = undefined;
    const request = new Request({
      operation: new Operation({ action: 'update', records: [user(1)] }),
    });
    expect(() => w.write(request)).to.throw(Lib.Error, /needs a 'root'/);
  });

  it('expandData turns dotted names into nested objects', () => {
    const request = write({ expandData: true, nameProperty: 'mapping' }, [user(1)]);
    expect(request.jsonData).to.deep.equal({ id: 1, name: 'U1', address: { city: 'Paris' } });
  });

  it('destroys carry the record data too (as in Ext JS 4)', () => {
    expect(write({}, [user(3)], 'destroy').jsonData).to.deep.equal({
      id: 3,
      name: 'U3',
      city: 'Paris',
    });
  });

  it('checks its config types', () => {
    for (const name of ['encode', 'allowSingle', 'expandData']) {
      expect(() => Lib.create('writer.json', { [name]: 'yes' })).to.throw(
        TypeError,
        new RegExp(`\\[Lib\\.data\\.writer\\.Json\\] config '${name}' must be a boolean`),
      );
    }
    expect(() => Lib.create('writer.json', { root: 1 } as any)).to.throw(
      TypeError,
      /config 'root'/,
    );
  });

  it('is the default writer of a proxy', () => {
    const proxy = Lib.create('proxy.proxy', { model: 'Spec.json.User' });
    expect(proxy.getWriter()).to.be.instanceOf(JsonWriter);
    expect(
      Lib.create('proxy.rest', { url: '/u', writer: { root: 'x' } }).getWriter().root,
    ).to.equal('x');
  });
});
