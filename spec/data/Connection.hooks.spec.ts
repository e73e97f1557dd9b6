import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import { Connection, RequestError } from '../../classes/data/Connection';
import type { ConnectionRequest, ConnectionResponse } from '../../classes/data/Connection';
import { FakeXhr, installFakeFetch, installFakeXhr, turns } from './Connection.fakes';

const g = globalThis as any;
const URL = 'http://api.test/items';

/**
 * A double of an XMLHttpRequest made by hand, the way legacy test helpers are (no class, no
 * `onerror`): what the connection gives it is recorded, and `answer` completes it.
 */
function handMadeXhr() {
  const xhr: any = {
    opened: null as unknown[] | null,
    headers: {} as Record<string, string>,
    data: undefined as unknown,
    readyState: 0,
    status: null,
    open(...args: unknown[]) {
      xhr.opened = args;
      xhr.readyState = 1;
    },
    setRequestHeader(name: string, value: string) {
      xhr.headers[name] = value;
    },
    send(data: unknown) {
      xhr.data = data;
      xhr.readyState = 2;
    },
    abort() {
      xhr.readyState = 0;
      if (xhr.onreadystatechange) xhr.onreadystatechange();
    },
    getAllResponseHeaders: () => '',
    answer(status: number, responseText = '') {
      Object.assign(xhr, { status, statusText: '', responseText, readyState: 4 });
      if (xhr.onreadystatechange) xhr.onreadystatechange();
    },
  };
  return xhr;
}

/** Runs `fn` with neither XMLHttpRequest nor fetch on the global object. */
function withoutTransports(fn: () => void): void {
  const { XMLHttpRequest, fetch } = g;
  delete g.XMLHttpRequest;
  delete g.fetch;
  try {
    fn();
  } finally {
    if (XMLHttpRequest !== undefined) g.XMLHttpRequest = XMLHttpRequest;
    g.fetch = fetch;
  }
}

describe('Lib.data.Connection (XHR hooks, synchronous requests, credentials)', () => {
  let conn: Connection;

  beforeEach(() => {
    conn = Lib.create('Lib.data.Connection', { url: URL });
  });
  afterEach(() => {
    conn.destroy();
    sinon.restore();
  });

  describe('#getXhrInstance', () => {
    it('makes an XMLHttpRequest where the global object has one, else gives null', () => {
      const restore = installFakeXhr();
      try {
        expect(conn.getXhrInstance()).to.be.instanceOf(FakeXhr);
      } finally {
        restore();
      }
      withoutTransports(() => expect(conn.getXhrInstance()).to.equal(null));
    });

    it('is what every request goes through: the object it returns is request.xhr, opened, given the headers and the body', () => {
      const xhr = handMadeXhr();
      conn.getXhrInstance = () => xhr;
      const success = sinon.spy();
      const request = conn.request({
        method: 'PUT',
        jsonData: { a: 1 },
        headers: { 'X-A': '1' },
        success,
      }) as ConnectionRequest;
      expect(request.xhr).to.equal(xhr);
      expect(conn.requests).to.deep.equal({ [request.id]: request });
      expect(xhr.opened).to.deep.equal(['PUT', URL, true]);
      expect(xhr.headers).to.deep.equal({
        'X-A': '1',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      });
      expect(xhr.data).to.equal('{"a":1}');
      xhr.answer(200, 'ok');
      expect(success.calledOnce).to.equal(true);
      expect(success.firstCall.args[0].responseText).to.equal('ok');
      expect(request.xhr).to.equal(undefined);
      expect(conn.requests).to.deep.equal({});
    });

    it('carries requests where there is neither XMLHttpRequest nor fetch once replaced on the prototype', () => {
      const original = Connection.prototype.getXhrInstance;
      const xhr = handMadeXhr();
      Connection.prototype.getXhrInstance = () => xhr;
      try {
        withoutTransports(() => {
          const failure = sinon.spy();
          const request = conn.request({ failure }) as ConnectionRequest;
          expect(request.xhr).to.equal(xhr);
          xhr.answer(404);
          expect(failure.firstCall.args[0].status).to.equal(404);
        });
      } finally {
        Connection.prototype.getXhrInstance = original;
      }
    });

    it('gives each retry a new XHR', async () => {
      const made: any[] = [];
      conn.getXhrInstance = () => made[made.push(handMadeXhr()) - 1];
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const success = sinon.spy();
        conn.request({ retry: { limit: 1, backoff: () => 10 }, success });
        made[0].answer(503);
        clock.tick(10);
        expect(made).to.have.length(2);
        made[1].answer(200, 'second');
        expect(success.firstCall.args[0].responseText).to.equal('second');
      } finally {
        clock.restore();
      }
    });
  });

  describe('#openRequest', () => {
    it('opens with the user name and password only when there is a user name', () => {
      const made: any[] = [];
      conn.getXhrInstance = () => made[made.push(handMadeXhr()) - 1];
      conn.request({});
      conn.request({ username: 'ada', password: 'secret' });
      conn.username = 'bob';
      conn.password = 'pw';
      conn.request({ method: 'POST' });
      conn.request({ method: 'POST', username: 'cy' });
      expect(made.map((xhr) => xhr.opened.slice(2))).to.deep.equal([
        [true],
        [true, 'ada', 'secret'],
        [true, 'bob', 'pw'],
        [true, 'cy', 'pw'],
      ]);
    });

    it('may be overridden to hand over an XHR opened elsewhere, calling the parent for the rest (as request simulators do)', async () => {
      const xhr = handMadeXhr();
      const Simulated = Lib.define(null as any, {
        extend: 'Lib.data.Connection',
        openRequest(this: any, _options: unknown, requestOptions: any, async: boolean) {
          if (!requestOptions.url.startsWith('/sim')) return this.callParent(arguments);
          xhr.open(requestOptions.method, requestOptions.url, async);
          return xhr;
        },
      });
      const sim = new (Simulated as any)({ disableCaching: false });
      const { calls, restore } = installFakeFetch();
      try {
        const callback = sinon.spy();
        sim.request({ url: '/sim/items', params: { q: 1 }, callback });
        expect(xhr.opened).to.deep.equal(['POST', '/sim/items', true]);
        expect(xhr.data).to.equal('q=1');
        xhr.answer(200);
        expect(callback.firstCall.args[1]).to.equal(true);
        sim.request({ url: URL });
        await turns(2);
        expect(calls.map((call) => call.url)).to.deep.equal([URL]);
      } finally {
        restore();
        sim.destroy();
      }
    });

    it('reports a hook that throws as a failure without an answer, after request() returned', async () => {
      conn.getXhrInstance = () => {
        throw new Error('no XHR today');
      };
      const failure = sinon.spy();
      const request = conn.request({ failure }) as ConnectionRequest;
      expect(failure.called).to.equal(false);
      await turns(2);
      const response: ConnectionResponse = failure.firstCall.args[0];
      expect(response.request).to.equal(request);
      expect(response.error?.kind).to.equal('network');
      expect(response.error?.message).to.contain('no XHR today');
    });
  });

  describe('#abort', () => {
    it('reports status -1 and "transaction aborted", as Ext, with a RequestError of kind abort', () => {
      const xhr = handMadeXhr();
      conn.getXhrInstance = () => xhr;
      const failure = sinon.spy();
      const request = conn.request({ failure }) as ConnectionRequest;
      conn.abort(request);
      const response: ConnectionResponse = failure.firstCall.args[0];
      expect([response.status, response.statusText, response.aborted]).to.deep.equal([
        -1,
        'transaction aborted',
        true,
      ]);
      expect(response.error).to.be.instanceOf(RequestError);
      expect([response.error?.kind, response.error?.status]).to.deep.equal(['abort', -1]);
      expect(xhr.readyState).to.equal(0);
    });
  });

  describe('async: false', () => {
    let restore: () => void;
    let warn: sinon.SinonStub;

    beforeEach(() => {
      restore = installFakeXhr();
      warn = sinon.stub(console, 'warn');
      Connection.warnedSync = true;
    });
    afterEach(() => restore());

    it('sends through XHR and reports inside request(), which returns the response', () => {
      FakeXhr.syncAnswer = [200, 'data', { 'Content-Type': 'text/plain' }, 'OK'];
      const order: string[] = [];
      conn.on('requestcomplete', () => order.push('requestcomplete'));
      const response = conn.request({
        async: false,
        success: () => order.push('success'),
        callback: () => order.push('callback'),
      }) as ConnectionResponse;
      expect(order).to.deep.equal(['requestcomplete', 'success', 'callback']);
      expect(FakeXhr.sent[0].openArgs.slice(2)).to.deep.equal([false]);
      expect([response.status, response.statusText, response.responseText]).to.deep.equal([
        200,
        'OK',
        'data',
      ]);
      expect(response.getResponseHeader('content-type')).to.equal('text/plain');
      expect(response.request.async).to.equal(false);
      expect(conn.isLoading()).to.equal(false);
    });

    it("follows the connection's async config, and a request's async: true wins over it", () => {
      conn.async = false;
      const response = conn.request({}) as any;
      expect(response.request.async).to.equal(false);
      expect(response.status).to.equal(200);
      const request = conn.request({ async: true }) as ConnectionRequest;
      expect(request.async).to.equal(true);
      expect(FakeXhr.sent[1].openArgs.slice(2)).to.deep.equal([true]);
    });

    it('warns once that it blocks the page', () => {
      Connection.warnedSync = false;
      conn.request({ async: false });
      conn.request({ async: false });
      expect(warn.callCount).to.equal(1);
      expect(warn.firstCall.args[0]).to.match(/async: false blocks the page/);
    });

    it('neither arms a timeout nor retries: it has one attempt, reported before request() returns', () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        FakeXhr.syncAnswer = [503, 'busy'];
        const response = conn.request({ async: false, timeout: 5, retry: 2 }) as any;
        expect(response.status).to.equal(503);
        expect(response.error.kind).to.equal('http');
        expect(FakeXhr.sent).to.have.length(1);
        expect(clock.countTimers()).to.equal(0);
      } finally {
        clock.restore();
      }
    });

    it('reports a send that throws as a failure without an answer, inside request()', () => {
      FakeXhr.syncAnswer = new Error('NetworkError');
      const failure = sinon.spy();
      const response = conn.request({ async: false, failure }) as any;
      expect(failure.firstCall.args[0]).to.equal(response);
      expect([response.status, response.error.kind]).to.deep.equal([0, 'network']);
      expect(response.error.message).to.contain('NetworkError');
    });

    it('lets an exception thrown by its callback out of request(), after one report', () => {
      const failure = sinon.spy();
      conn.on('requestexception', failure);
      expect(() =>
        conn.request({
          async: false,
          success() {
            throw new Error('bug in the success callback');
          },
        }),
      ).to.throw('bug in the success callback');
      expect(failure.called).to.equal(false);
      expect(conn.isLoading()).to.equal(false);
    });

    it('returns an aborted response at once when its signal was aborted before', () => {
      const response = conn.request({ async: false, signal: AbortSignal.abort() }) as any;
      expect([response.aborted, response.status]).to.deep.equal([true, -1]);
      expect(FakeXhr.sent).to.have.length(0);
    });

    it('refuses binary (browsers forbid a response type on a synchronous XHR)', () => {
      expect(() => conn.request({ async: false, binary: true })).to.throw(
        Lib.Error,
        /synchronous request \(async: false\) cannot be binary/,
      );
    });
  });

  describe('username and password', () => {
    it('are refused when they are not strings, or when the user name has a colon', () => {
      expect(() => conn.request({ username: 1 as any })).to.throw(TypeError, /username/);
      expect(() => conn.request({ username: 'a:b' })).to.throw(
        TypeError,
        /option 'username' must be a string without ':'/,
      );
      expect(() => Lib.create('Lib.data.Connection', { username: 'a:b' })).to.throw(TypeError);
      conn.username = 'x:y';
      expect(() => conn.request({})).to.throw(TypeError, /connection's 'username'/);
    });

    it('go through fetch as Basic credentials (UTF-8), unless the request has an Authorization header', async () => {
      const { calls, restore } = installFakeFetch();
      try {
        conn.request({ username: 'zoë', password: 'p:w' });
        conn.request({ username: 'zoë', headers: { authorization: 'Bearer t' } });
        conn.request({});
        await turns(2);
        expect(calls.map((call) => call.headers.authorization)).to.deep.equal([
          'Basic ' + Buffer.from('zoë:p:w').toString('base64'),
          'Bearer t',
          undefined,
        ]);
        expect(conn.requests[Number(Object.keys(conn.requests)[0])].headers).to.not.have.property(
          'Authorization',
        );
      } finally {
        restore();
      }
    });
  });
});
