import { expect } from 'chai';
import Lib from '../../index';
import { Request } from '../../classes/data/Request';
import { Operation } from '../../classes/data/Operation';

describe('Lib.data.Request', () => {
  it('is registered as Lib.data.Request', () => {
    expect(Lib.ClassManager.get('Lib.data.Request')).to.equal(Request);
    expect(Lib.create('Lib.data.Request', {})).to.be.instanceOf(Request);
  });

  it('keeps its config: action, params, records, operation, url, method, bodies, headers, timeout, proxy', () => {
    const operation = new Operation({ action: 'update', records: [] });
    const proxy = {};
    const config = {
      action: 'update' as const,
      params: { a: 1 },
      records: [],
      operation,
      url: '/users/1',
      method: 'PUT',
      jsonData: { id: 1 },
      xmlData: '<x/>',
      headers: { 'X-A': 'b' },
      timeout: 1000,
      proxy,
    };
    const request = new Request(config);
    for (const key of Object.keys(config))
      expect((request as any)[key]).to.equal((config as any)[key]);
    expect(request.getAction()).to.equal('update');
    expect(request.getParams()).to.equal(config.params);
    expect(request.getUrl()).to.equal('/users/1');
    expect(request.getMethod()).to.equal('PUT');
    expect(request.getOperation()).to.equal(operation);
    expect(request.getRecords()).to.equal(config.records);
    expect(request.isRequest).to.equal(true);
  });

  it("defaults: method 'GET' and empty params", () => {
    const request = new Request();
    expect(request.method).to.equal('GET');
    expect(request.params).to.deep.equal({});
    expect(new Request().params).to.not.equal(request.params);
  });

  it('setters change params and url', () => {
    const request = new Request({});
    request.setParams({ q: 1 });
    request.setUrl('/x');
    expect(request.params).to.deep.equal({ q: 1 });
    expect(request.url).to.equal('/x');
  });

  it('checks its config types', () => {
    expect(() => new Request(5 as any)).to.throw(
      TypeError,
      /\[Lib\.data\.Request\] config must be an object/,
    );
    expect(() => new Request({ params: 'a=1' as any })).to.throw(TypeError, /config 'params'/);
    expect(() => new Request({ url: 5 as any })).to.throw(TypeError, /config 'url'/);
    expect(() => new Request({ timeout: -1 })).to.throw(TypeError, /config 'timeout'/);
    expect(() => new Request({ records: {} as any })).to.throw(TypeError, /config 'records'/);
  });

  it('copies no __proto__ key from its config', () => {
    const request = new Request(JSON.parse('{"__proto__": {"polluted": true}, "url": "/a"}'));
    expect((request as any).polluted).to.equal(undefined);
    expect(request.url).to.equal('/a');
  });
});
