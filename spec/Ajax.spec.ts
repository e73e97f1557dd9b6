import { expect } from 'chai';
import sinon from 'sinon';
import nock from 'nock';
import Lib from '../index';
import { Ajax, AjaxConnection } from '../classes/Ajax';
import { Connection } from '../classes/data/Connection';
import type { ConnectionResponse, RequestOptions } from '../classes/data/Connection';

const BASE = 'http://ajax.test';

function send(
  options: RequestOptions,
): Promise<{ success?: boolean; response: ConnectionResponse }> {
  return new Promise((resolve) => {
    options.callback = (_o, success, response) =>
      resolve({ success, response: response as ConnectionResponse });
    Lib.Ajax.request(options);
  });
}

describe('Lib.Ajax', () => {
  let savedXhr: unknown;
  let savedHeaders: unknown;

  before(() => {
    nock.disableNetConnect();
    savedXhr = (globalThis as any).XMLHttpRequest;
    delete (globalThis as any).XMLHttpRequest;
  });
  after(() => {
    nock.enableNetConnect();
    if (savedXhr !== undefined) (globalThis as any).XMLHttpRequest = savedXhr;
  });
  beforeEach(() => {
    savedHeaders = Lib.Ajax.defaultHeaders;
  });
  afterEach(() => {
    Lib.Ajax.abortAll();
    Lib.Ajax.defaultHeaders = savedHeaders as any;
    nock.cleanAll();
    sinon.restore();
  });

  it('is the singleton Lib.data.Connection, with autoAbort false and the connection defaults', () => {
    expect(Lib.Ajax).to.equal(Ajax);
    expect(Lib.ClassManager.get('Lib.Ajax')).to.equal(Ajax);
    expect(Ajax).to.be.instanceOf(Connection);
    expect(Ajax).to.be.instanceOf(AjaxConnection);
    expect(Ajax.autoAbort).to.equal(false);
    expect(Ajax.timeout).to.equal(30000);
    expect(Ajax.disableCaching).to.equal(true);
    expect(Ajax.isObservable).to.equal(true);
  });

  it('cannot be created again: it is an instance, not a class', () => {
    expect(() => Lib.create('Lib.Ajax' as any)).to.throw(/singleton/);
  });

  it('sends requests and fires its events', async () => {
    nock(BASE).get('/ping').query(true).reply(200, 'pong');
    const complete = sinon.spy();
    Lib.Ajax.on('requestcomplete', complete);
    try {
      const { success, response } = await send({ url: BASE + '/ping' });
      expect(success).to.equal(true);
      expect(response.responseText).to.equal('pong');
      expect(complete.calledOnce).to.equal(true);
      expect(complete.firstCall.args[0]).to.equal(Lib.Ajax);
    } finally {
      Lib.Ajax.un('requestcomplete', complete);
    }
  });

  it('applies what is set on it to every request, such as defaultHeaders', async () => {
    let auth: unknown;
    nock(BASE)
      .get('/me')
      .query(true)
      .reply(function (this: any) {
        auth = this.req.headers.authorization;
        return [200, '{}'];
      });
    Lib.Ajax.defaultHeaders = { Authorization: 'Bearer abc' };
    await send({ url: BASE + '/me' });
    expect(auth).to.equal('Bearer abc');
  });

  it('does not abort a pending request when another starts', async () => {
    nock(BASE).get('/a').query(true).reply(200, 'a').get('/b').query(true).reply(200, 'b');
    const [a, b] = await Promise.all([send({ url: BASE + '/a' }), send({ url: BASE + '/b' })]);
    expect([a.success, b.success]).to.deep.equal([true, true]);
    expect([a.response.responseText, b.response.responseText]).to.deep.equal(['a', 'b']);
  });

  it('aborts with abort(request) and abortAll()', async () => {
    nock(BASE).get('/slow').query(true).delay(5000).reply(200, 'late');
    const failure = sinon.spy();
    const request = Lib.Ajax.request({ url: BASE + '/slow', failure });
    expect(Lib.Ajax.isLoading(request)).to.equal(true);
    Lib.Ajax.abort(request);
    expect(failure.calledOnce).to.equal(true);
    expect(failure.firstCall.args[0].aborted).to.equal(true);
    expect(Lib.Ajax.isLoading()).to.equal(false);
  });
});
