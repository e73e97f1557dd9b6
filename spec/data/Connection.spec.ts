import { expect } from 'chai';
import sinon from 'sinon';
import nock from 'nock';
import { Window } from 'happy-dom';
import Lib from '../../index';
import { Connection, RequestError } from '../../classes/data/Connection';
import type { ConnectionResponse, RequestOptions } from '../../classes/data/Connection';
import { FakeXhr, installFakeXhr, turns } from './Connection.fakes';

const BASE = 'http://api.test';

/** What nock saw of one request. */
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

/** Intercepts one request (any method, any path of BASE), records it and answers. */
function answer(
  status = 200,
  body: unknown = '{"ok":true}',
  headers: Record<string, string> = {},
): Seen {
  const seen = {} as Seen;
  const interceptors = METHODS.map((method) => nock(BASE).intercept(/.*/, method));
  for (const interceptor of interceptors) {
    interceptor.reply(function (this: any, uri: string, requestBody: unknown) {
      for (const other of interceptors) if (other !== interceptor) nock.removeInterceptor(other);
      const url = new URL(uri, BASE);
      seen.method = this.req.method;
      seen.path = url.pathname;
      seen.query = Object.fromEntries(url.searchParams.entries());
      seen.headers = { ...this.req.headers };
      seen.body = typeof requestBody === 'string' ? requestBody : JSON.stringify(requestBody);
      return [status, body as any, headers];
    });
  }
  return seen;
}

interface Outcome {
  options: RequestOptions;
  success: boolean | undefined;
  response: ConnectionResponse;
}

/** Sends a request and resolves with what its callback got (set on the options given). */
function send(conn: Connection, options: RequestOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    options.callback = (o, success, response) =>
      resolve({ options: o, success, response: response as ConnectionResponse });
    conn.request(options);
  });
}

describe('Lib.data.Connection', () => {
  let conn: Connection;
  let savedXhr: unknown;

  before(() => {
    nock.disableNetConnect();
    // The fetch transport is the one under test here; a window left by another spec must not
    // turn it into XHR.
    savedXhr = (globalThis as any).XMLHttpRequest;
    delete (globalThis as any).XMLHttpRequest;
  });
  after(() => {
    nock.enableNetConnect();
    if (savedXhr !== undefined) (globalThis as any).XMLHttpRequest = savedXhr;
  });
  beforeEach(() => {
    conn = Lib.create('Lib.data.Connection', { url: BASE + '/users' });
  });
  afterEach(() => {
    conn.destroy();
    nock.cleanAll();
    sinon.restore();
  });

  describe('construction', () => {
    it('is registered as Lib.data.Connection, observable, with Ext 4 defaults', () => {
      expect(Lib.ClassManager.get('Lib.data.Connection')).to.equal(Connection);
      const c = new Connection();
      expect(c.isObservable).to.equal(true);
      expect(c.timeout).to.equal(30000);
      expect(c.disableCaching).to.equal(true);
      expect(c.disableCachingParam).to.equal('_dc');
      expect(c.useDefaultXhrHeader).to.equal(true);
      expect(c.defaultXhrHeader).to.equal('XMLHttpRequest');
      expect(c.defaultPostHeader).to.equal('application/x-www-form-urlencoded; charset=UTF-8');
      expect(c.autoAbort).to.equal(false);
      expect(c.maxConcurrent).to.equal(Infinity);
      expect(c.requests).to.deep.equal({});
      expect(c.isLoading()).to.equal(false);
    });

    it('exposes RequestError as Lib.data.Connection.RequestError', () => {
      expect((Lib as any).data.Connection.RequestError).to.equal(RequestError);
    });

    it('refuses config values of the wrong type, naming the class and the config', () => {
      const bad: Array<[string, unknown]> = [
        ['timeout', '1000'],
        ['timeout', -5],
        ['url', 5],
        ['method', 'GE T'],
        ['disableCaching', 'no'],
        ['disableCachingParam', ''],
        ['extraParams', 5],
        ['defaultHeaders', 'X-A: 1'],
        ['maxConcurrent', 0],
        ['maxConcurrent', 1.5],
        ['autoAbort', 1],
        ['withCredentials', 'yes'],
        ['useDefaultXhrHeader', 'no'],
      ];
      for (const [name, value] of bad) {
        expect(() => Lib.create('Lib.data.Connection', { [name]: value }), name).to.throw(
          TypeError,
          new RegExp(`\\[Lib\\.data\\.Connection\\] config '${name}' must be`),
        );
      }
    });

    it('takes null as not set: the default applies', () => {
      const c = Lib.create('Lib.data.Connection', {
        useDefaultXhrHeader: null,
        timeout: null,
        defaultHeaders: null,
      } as any);
      expect(c.useDefaultXhrHeader).to.equal(true);
      expect(c.timeout).to.equal(30000);
      expect(c.defaultHeaders).to.equal(undefined);
    });

    it('refuses default headers with CR or LF at construction, naming the header', () => {
      expect(() =>
        Lib.create('Lib.data.Connection', { defaultHeaders: { 'X-Evil': 'a\r\nSet-Cookie: x=1' } }),
      ).to.throw(TypeError, /header 'X-Evil'.*CR, LF/);
      expect(() =>
        Lib.create('Lib.data.Connection', { defaultHeaders: { 'X-A\nB': '1' } }),
      ).to.throw(TypeError, /header name "X-A\\nB".*CR or LF/);
    });
  });

  describe('#request: method, URL and body', () => {
    it('uses GET without params or data, with the cache buster _dc=<now>', async () => {
      const seen = answer();
      const before = Date.now();
      const { response } = await send(conn, {});
      expect(seen.method).to.equal('GET');
      expect(seen.path).to.equal('/users');
      expect(Number(seen.query._dc)).to.be.within(before, Date.now());
      expect(response.request.url).to.match(/^http:\/\/api\.test\/users\?_dc=\d+$/);
      expect(seen.body).to.equal('');
    });

    it('uses POST when there are params, sent form-encoded in the body', async () => {
      const seen = answer();
      await send(conn, { params: { name: 'Ada L', tags: ['a', 'b'] } });
      expect(seen.method).to.equal('POST');
      expect(seen.query).to.deep.equal({});
      expect(seen.body).to.equal('name=Ada%20L&tags=a&tags=b');
      expect(seen.headers['content-type']).to.equal(
        'application/x-www-form-urlencoded; charset=UTF-8',
      );
    });

    it('uses POST when there is jsonData; the params then go in the query string', async () => {
      const seen = answer();
      await send(conn, { params: { page: 2 }, jsonData: { name: 'Ada', tags: [1, 2] } });
      expect(seen.method).to.equal('POST');
      expect(seen.query).to.deep.equal({ page: '2' });
      expect(seen.body).to.equal('{"name":"Ada","tags":[1,2]}');
      expect(seen.headers['content-type']).to.equal('application/json');
    });

    it('sends a jsonData string as it is', async () => {
      const seen = answer();
      await send(conn, { jsonData: '[1,2]' });
      expect(seen.body).to.equal('[1,2]');
      expect(seen.headers['content-type']).to.equal('application/json');
    });

    it('sends xmlData as text/xml and rawData as text/plain, rawData winning', async () => {
      let seen = answer();
      await send(conn, { xmlData: '<a>1</a>', params: { x: 1 } });
      expect([seen.method, seen.body, seen.headers['content-type']]).to.deep.equal([
        'POST',
        '<a>1</a>',
        'text/xml',
      ]);
      expect(seen.query).to.deep.equal({ x: '1' });
      seen = answer();
      await send(conn, { rawData: 'plain', xmlData: '<a/>', jsonData: {} });
      expect([seen.body, seen.headers['content-type']]).to.deep.equal(['plain', 'text/plain']);
    });

    it('serializes an xmlData document with XMLSerializer, where there is one', async () => {
      const window = new Window();
      const g = globalThis as any;
      const doc = new window.DOMParser().parseFromString(
        '<user><name>Ada</name></user>',
        'text/xml',
      );
      expect(() => conn.request({ xmlData: doc as any })).to.throw(
        TypeError,
        /option 'xmlData' must be a string where no XMLSerializer exists/,
      );
      g.XMLSerializer = window.XMLSerializer;
      try {
        const seen = answer();
        await send(conn, { xmlData: doc as any });
        expect(seen.body).to.equal('<user><name>Ada</name></user>');
        expect(seen.headers['content-type']).to.equal('text/xml');
      } finally {
        delete g.XMLSerializer;
        await window.happyDOM.close();
      }
    });

    it('resolves a relative URL against globalThis.location when there is one (fetch)', async () => {
      const g = globalThis as any;
      g.location = { href: BASE + '/app/index.html' };
      try {
        const seen = answer();
        await send(conn, { url: 'users', disableCaching: false });
        expect(seen.path).to.equal('/app/users');
      } finally {
        delete g.location;
      }
    });

    it('sends raw bytes as application/octet-stream', async () => {
      const seen = answer();
      await send(conn, { rawData: new Uint8Array([104, 105]) });
      expect(seen.body).to.equal('hi');
      expect(seen.headers['content-type']).to.equal('application/octet-stream');
    });

    it('puts GET params in the query string after _dc', async () => {
      const seen = answer();
      const { response } = await send(conn, { method: 'GET', params: { page: 2, q: 'a&b' } });
      expect(response.request.url).to.match(/\/users\?_dc=\d+&page=2&q=a%26b$/);
      expect(seen.query.q).to.equal('a&b');
      expect(seen.body).to.equal('');
    });

    it('takes params as a query string, and appends the connection extraParams after them', async () => {
      conn.extraParams = { token: 't 1' };
      const seen = answer();
      const { response } = await send(conn, {
        method: 'get',
        params: 'a=1&b=2',
        disableCaching: false,
      });
      expect(response.request.method).to.equal('GET');
      expect(response.request.url).to.equal(BASE + '/users?a=1&b=2&token=t%201');
      expect(seen.method).to.equal('GET');
    });

    it('counts extraParams as params: a request with only them is a POST', async () => {
      conn.extraParams = 'k=v';
      const seen = answer();
      await send(conn, {});
      expect([seen.method, seen.body]).to.deep.equal(['POST', 'k=v']);
    });

    it('always puts urlParams in the query string', async () => {
      const seen = answer();
      await send(conn, { params: { a: 1 }, urlParams: { u: 2 } });
      expect([seen.method, seen.body, seen.query]).to.deep.equal(['POST', 'a=1', { u: '2' }]);
    });

    it('uses options.method, else the connection method, upper-cased', async () => {
      let seen = answer();
      await send(conn, { method: 'put', jsonData: {} });
      expect(seen.method).to.equal('PUT');
      conn.method = 'DELETE';
      seen = answer();
      await send(conn, {});
      expect(seen.method).to.equal('DELETE');
    });

    it('sends no body with GET even when data is given', async () => {
      const seen = answer();
      await send(conn, { method: 'GET', jsonData: { a: 1 }, disableCaching: false });
      expect(seen.body).to.equal('');
      expect(seen.headers['content-type']).to.equal(undefined);
    });

    it('adds _dc to GETs only, and not when disableCaching is false on the request or the connection', async () => {
      let seen = answer();
      await send(conn, { disableCaching: false });
      expect(seen.query).to.deep.equal({});
      seen = answer();
      await send(conn, { params: { a: 1 } });
      expect(seen.query).to.deep.equal({});
      conn.disableCaching = false;
      seen = answer();
      await send(conn, {});
      expect(seen.query).to.deep.equal({});
      seen = answer();
      await send(conn, { disableCaching: true, disableCachingParam: 'nocache' });
      expect(Object.keys(seen.query)).to.deep.equal(['nocache']);
    });

    it('uses the connection disableCachingParam', async () => {
      conn.disableCachingParam = 'ts';
      const seen = answer();
      await send(conn, {});
      expect(Object.keys(seen.query)).to.deep.equal(['ts']);
    });

    it('calls url and params functions with the scope and the options', async () => {
      const scope = { base: BASE + '/fn' };
      const seen = answer();
      const options: RequestOptions = {
        scope,
        url(this: any, o) {
          expect(o).to.equal(options);
          return this.base;
        },
        params(this: any) {
          return { from: this === scope ? 'scope' : 'other' };
        },
      };
      await send(conn, options);
      expect(seen.path).to.equal('/fn');
      expect(seen.body).to.equal('from=scope');
    });

    it('throws a Lib.Error when there is no URL at all', () => {
      const bare = Lib.create('Lib.data.Connection', {});
      expect(() => bare.request({})).to.throw(Lib.Error, /Lib\.data\.Connection#request.*no URL/);
      expect(bare.isLoading()).to.equal(false);
    });

    it('refuses a synchronous request where there is no XMLHttpRequest, and form uploads', () => {
      expect(() => conn.request({ async: false })).to.throw(
        Lib.Error,
        /synchronous request \(async: false\) needs XMLHttpRequest/,
      );
      expect(conn.isLoading()).to.equal(false);
      expect(() => conn.request({ isUpload: true })).to.throw(Lib.Error, /upload/);
    });
  });

  describe('#request: headers', () => {
    it('sends X-Requested-With: XMLHttpRequest unless useDefaultXhrHeader is false', async () => {
      let seen = answer();
      await send(conn, {});
      expect(seen.headers['x-requested-with']).to.equal('XMLHttpRequest');
      seen = answer();
      await send(conn, { useDefaultXhrHeader: false });
      expect(seen.headers['x-requested-with']).to.equal(undefined);
      conn.useDefaultXhrHeader = false;
      seen = answer();
      await send(conn, {});
      expect(seen.headers['x-requested-with']).to.equal(undefined);
    });

    it('sends defaultHeaders; the request headers win, whatever their case', async () => {
      conn.defaultHeaders = { 'X-App': 'lib', Accept: 'text/plain' };
      const seen = answer();
      const { response } = await send(conn, {
        headers: { accept: 'application/json', 'X-Count': 3 },
      });
      expect(seen.headers['x-app']).to.equal('lib');
      expect(seen.headers.accept).to.equal('application/json');
      expect(seen.headers['x-count']).to.equal('3');
      expect(response.request.headers).to.deep.equal({
        'X-App': 'lib',
        accept: 'application/json',
        'X-Count': '3',
        'X-Requested-With': 'XMLHttpRequest',
      });
    });

    it('keeps a Content-Type given, and a null header removes the default one', async () => {
      const seen = answer();
      await send(conn, {
        jsonData: {},
        headers: { 'content-type': 'application/vnd.api+json', 'X-Requested-With': null },
      });
      expect(seen.headers['content-type']).to.equal('application/vnd.api+json');
      expect(seen.headers['x-requested-with']).to.equal(undefined);
    });

    it('refuses a header name or value with CR or LF before beforerequest and before sending', async () => {
      const scope = nock(BASE).get(/.*/).reply(200);
      const beforerequest = sinon.spy();
      conn.on('beforerequest', beforerequest);
      const cases: RequestOptions[] = [
        { headers: { 'X-A': 'v\r\nX-Injected: 1' } },
        { headers: { 'X-A': 'v\nw' } },
        { headers: { 'X-A\r': 'v' } },
      ];
      for (const options of cases) {
        expect(() => conn.request(options)).to.throw(TypeError, /X-A.*CR/);
      }
      conn.defaultHeaders = { 'X-Default': 'a\rb' };
      expect(() => conn.request({})).to.throw(TypeError, /defaultHeaders: header 'X-Default'/);
      await turns();
      expect(beforerequest.called).to.equal(false);
      expect(scope.isDone()).to.equal(false);
      expect(conn.isLoading()).to.equal(false);
    });

    it('refuses a header value outside Latin-1 before sending, not as a network error', async () => {
      const scope = nock(BASE).get(/.*/).reply(200);
      const failure = sinon.spy();
      conn.on('requestexception', failure);
      for (const value of ['\u0100', 'a\u2028b', '\u{1F600}']) {
        expect(() => conn.request({ headers: { 'X-Wide': value } }), value).to.throw(
          TypeError,
          /option 'headers': header 'X-Wide' value contains U\+[0-9A-F]{4}, outside Latin-1/,
        );
      }
      expect(() =>
        Lib.create('Lib.data.Connection', { defaultHeaders: { 'X-Wide': '\u0100' } }),
      ).to.throw(TypeError, /header 'X-Wide' value contains U\+0100/);
      await turns();
      expect(failure.called).to.equal(false);
      expect(scope.isDone()).to.equal(false);
      expect(conn.isLoading()).to.equal(false);
    });

    it('sends a header value in Latin-1 as it is', async () => {
      const seen = answer();
      await send(conn, { headers: { 'X-Latin': 'caf\u00e9 \u00ff' } });
      expect(Buffer.from(seen.headers['x-latin'], 'latin1').toString('latin1')).to.equal(
        'caf\u00e9 \u00ff',
      );
    });

    it('refuses a header a beforerequest listener made unsafe, before sending', async () => {
      const scope = nock(BASE).get(/.*/).reply(200);
      conn.on('beforerequest', (_c, options) => {
        options.headers = { 'X-Late': 'a\nb' };
      });
      expect(() => conn.request({})).to.throw(TypeError, /X-Late/);
      await turns();
      expect(scope.isDone()).to.equal(false);
    });

    it('refuses header names that are not HTTP tokens and values that are not text', () => {
      expect(() => conn.request({ headers: { 'X A': '1' } })).to.throw(
        TypeError,
        /valid HTTP header name/,
      );
      expect(() => conn.request({ headers: { 'X-A': {} as any } })).to.throw(
        TypeError,
        /header 'X-A'.*must be a string, a number or a boolean, got an object/,
      );
    });
  });

  describe('#request: option types', () => {
    it('throws a TypeError naming the method, the option and what was expected', () => {
      const bad: Array<[string, unknown, RegExp]> = [
        ['url', 5, /a string or a function/],
        ['method', 'G ET', /an HTTP method name/],
        ['params', 5, /an object, a query string or a function/],
        ['urlParams', true, /an object or a query string/],
        ['headers', 'X-A: 1', /an object of header names/],
        ['timeout', -1, /a number of ms/],
        ['timeout', 'soon', /a number of ms/],
        ['disableCaching', 'no', /a boolean/],
        ['success', 'onSuccess', /a function/],
        ['failure', {}, /a function/],
        ['callback', 1, /a function/],
        ['signal', {}, /an AbortSignal/],
        ['rawData', 5, /a string, bytes or a Blob/],
        ['retry', -1, /a whole number/],
        ['retry', { limit: 1.5 }, /'retry', member 'limit'/],
        ['retry', { limit: 1, statuses: ['503'] }, /'retry', member 'statuses'/],
        ['retry', { limit: 1, backoff: 100 }, /'retry', member 'backoff'/],
      ];
      for (const [name, value, expected] of bad) {
        expect(() => conn.request({ [name]: value }), name).to.throw(
          TypeError,
          new RegExp(`\\[Lib\\.data\\.Connection#request\\] option '${name}[.']`),
        );
        expect(() => conn.request({ [name]: value }), name).to.throw(expected);
      }
      expect(() => conn.request(5 as any)).to.throw(TypeError, /options must be an object, got 5/);
      expect(conn.isLoading()).to.equal(false);
    });

    it('reads options from any object, such as a class instance, without copying its keys', async () => {
      class Req {
        declare url: string;
      }
      (Req.prototype as any).method = 'PUT';
      const options = new Req() as any;
      options.url = BASE + '/inst';
      const seen = answer();
      const outcome = await send(conn, options);
      expect(seen.method).to.equal('PUT');
      expect(outcome.response.request.url).to.equal(BASE + '/inst');
    });

    it('never pollutes prototypes from options parsed from JSON', async () => {
      const options = JSON.parse(
        '{"params": {"__proto__": {"polluted": 1}, "a": 1}, "headers": {"__proto__": "x", "constructor": "y"}}',
      );
      const seen = answer();
      const { response } = await send(conn, options);
      expect(({} as any).polluted).to.equal(undefined);
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).to.equal(false);
      expect(seen.body).to.contain('a=1');
      expect(Object.getPrototypeOf(response.request.headers)).to.equal(null);
      expect(response.request.headers.constructor).to.equal('y');
    });
  });

  describe('events and callbacks', () => {
    it('fires beforerequest(conn, options) with the very options object', async () => {
      const beforerequest = sinon.spy();
      conn.on('beforerequest', beforerequest);
      answer();
      const options: RequestOptions = {};
      const done = new Promise((resolve) => (options.callback = resolve));
      conn.request(options);
      expect(beforerequest.calledOnce).to.equal(true);
      expect(beforerequest.firstCall.args[0]).to.equal(conn);
      expect(beforerequest.firstCall.args[1]).to.equal(options);
      await done;
    });

    it('lets beforerequest listeners change the options before they are read', async () => {
      conn.on('beforerequest', (_c, options) => {
        options.headers = { Authorization: 'Bearer t' };
        options.url = BASE + '/changed';
      });
      const seen = answer();
      await send(conn, {});
      expect(seen.path).to.equal('/changed');
      expect(seen.headers.authorization).to.equal('Bearer t');
    });

    it('is cancelled by a beforerequest listener returning false: nothing sent, callback(options, undefined, undefined), null returned', async () => {
      const scope = nock(BASE).get(/.*/).reply(200);
      conn.on('beforerequest', () => false);
      const success = sinon.spy();
      const failure = sinon.spy();
      const callback = sinon.spy();
      const thisArg = {};
      const options: RequestOptions = { success, failure, callback, scope: thisArg };
      expect(conn.request(options)).to.equal(null);
      expect(callback.calledOnce).to.equal(true);
      expect(callback.firstCall.args).to.deep.equal([options, undefined, undefined]);
      expect(callback.firstCall.thisValue).to.equal(thisArg);
      await turns();
      expect(success.called || failure.called).to.equal(false);
      expect(scope.isDone()).to.equal(false);
      expect(conn.isLoading()).to.equal(false);
    });

    it('on success: requestcomplete(conn, response, options), then success(response, options), then callback(options, true, response), in scope', async () => {
      answer(201, '{"id":7}', { 'Content-Type': 'application/json' });
      const calls: Array<[string, unknown, unknown[]]> = [];
      const scope = { name: 'scope' };
      const record = (name: string) =>
        function (this: unknown, ...args: unknown[]) {
          calls.push([name, this, args]);
        };
      conn.on('requestcomplete', record('requestcomplete'));
      conn.on('requestexception', record('requestexception'));
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      const options: RequestOptions = {
        scope,
        success: record('success'),
        failure: record('failure'),
        callback(this: unknown, ...args: unknown[]) {
          calls.push(['callback', this, args]);
          resolve();
        },
      };
      const request = conn.request(options);
      expect(calls).to.deep.equal([]);
      await done;
      expect(calls.map((c) => c[0])).to.deep.equal(['requestcomplete', 'success', 'callback']);
      const response = calls[1][2][0] as ConnectionResponse;
      expect(calls[0][2]).to.deep.equal([conn, response, options]);
      expect(calls[1][1]).to.equal(scope);
      expect(calls[1][2]).to.deep.equal([response, options]);
      expect(calls[2][1]).to.equal(scope);
      expect(calls[2][2]).to.deep.equal([options, true, response]);
      expect(response.request).to.equal(request);
      expect(response.status).to.equal(201);
      expect(response.error).to.equal(undefined);
    });

    it('on failure: requestexception, then failure(response, options), then callback(options, false, response)', async () => {
      answer(500, 'oops');
      const order: string[] = [];
      conn.on('requestcomplete', () => order.push('requestcomplete'));
      conn.on('requestexception', (c, response, options) => {
        expect(c).to.equal(conn);
        expect(response.status).to.equal(500);
        expect(options.marker).to.equal(1);
        order.push('requestexception');
      });
      const outcome = await send(conn, {
        marker: 1,
        success: () => order.push('success'),
        failure: (response) => {
          expect(response.responseText).to.equal('oops');
          order.push('failure');
        },
      });
      expect(order).to.deep.equal(['requestexception', 'failure']);
      expect(outcome.success).to.equal(false);
      expect(outcome.response.status).to.equal(500);
    });

    it('counts 2xx and 304 as success and the rest as failure', async () => {
      for (const [status, ok] of [
        [200, true],
        [204, true],
        [299, true],
        [304, true],
        [400, false],
        [404, false],
        [503, false],
      ] as Array<[number, boolean]>) {
        answer(status, status === 204 || status === 304 ? '' : 'x');
        const { success, response } = await send(conn, {});
        expect(success, String(status)).to.equal(ok);
        expect(response.status).to.equal(status);
      }
    });

    it('reads IE’s status 1223 as 204 No Content, a success (and 304 too over XHR)', () => {
      const restore = installFakeXhr();
      try {
        const callback = sinon.spy();
        conn.request({ callback });
        FakeXhr.sent[0].respond(1223, '', {}, 'Unknown');
        expect(callback.firstCall.args[1]).to.equal(true);
        const response = callback.firstCall.args[2];
        expect([response.status, response.statusText]).to.deep.equal([204, 'No Content']);
        conn.request({ callback });
        FakeXhr.sent[1].respond(304, '', {}, 'Not Modified');
        expect(callback.secondCall.args[1]).to.equal(true);
        expect(callback.secondCall.args[2].status).to.equal(304);
      } finally {
        restore();
      }
    });
  });

  describe('the response', () => {
    it('has status, statusText, responseText and the headers, by any case', async () => {
      answer(200, 'hello', { 'X-Total-Count': '42', 'Content-Type': 'text/plain' });
      const { response } = await send(conn, {});
      expect(response.status).to.equal(200);
      expect(response.statusText).to.equal('OK');
      expect(response.responseText).to.equal('hello');
      expect(response.responseXML).to.equal(null);
      expect(response.getResponseHeader('X-Total-Count')).to.equal('42');
      expect(response.getResponseHeader('x-total-count')).to.equal('42');
      expect(response.getResponseHeader('X-Missing')).to.equal(undefined);
      expect(response.getAllResponseHeaders()).to.deep.equal({
        'x-total-count': '42',
        'content-type': 'text/plain',
      });
      expect(response.requestId).to.equal(response.request.id);
      expect([response.timedout, response.aborted]).to.deep.equal([false, false]);
    });

    it('has responseBytes with binary: true', async () => {
      answer(200, Buffer.from([1, 2, 255]), { 'Content-Type': 'application/octet-stream' });
      const { response } = await send(conn, { binary: true });
      expect(Array.from(response.responseBytes as Uint8Array)).to.deep.equal([1, 2, 255]);
      expect(response.responseText).to.equal('');
    });

    it('carries a RequestError of kind http when the status says failure', async () => {
      answer(404, 'nothing here');
      const { response } = await send(conn, { method: 'DELETE', url: BASE + '/users/5' });
      const error = response.error as RequestError;
      expect(error).to.be.instanceOf(RequestError);
      expect(error).to.be.instanceOf(Lib.Error);
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(404);
      expect(error.method).to.equal('DELETE');
      expect(error.url).to.equal(BASE + '/users/5');
      expect(error.message).to.equal(
        '[Lib.data.Connection#request] DELETE http://api.test/users/5 failed with status 404 Not Found',
      );
      expect(error.response).to.equal(response);
    });

    it('fills fieldErrors from a 422 JSON body with errors', async () => {
      answer(422, { errors: { email: 'is taken', name: ['is blank', 'is short'] } });
      const { response } = await send(conn, { jsonData: {} });
      expect(response.error?.fieldErrors).to.deep.equal({
        email: ['is taken'],
        name: ['is blank', 'is short'],
      });
    });

    it('reports a failure without an answer with status 0 and a network RequestError', async () => {
      nock(BASE).get(/.*/).replyWithError('socket hang up');
      const { success, response } = await send(conn, {});
      expect(success).to.equal(false);
      expect(response.status).to.equal(0);
      expect(response.statusText).to.equal('communication failure');
      expect(response.responseText).to.equal('');
      expect(response.getAllResponseHeaders()).to.deep.equal({});
      expect(response.error?.kind).to.equal('network');
      expect(response.error?.message).to.match(
        /GET http:\/\/api\.test\/users\?_dc=\d+ failed: no answer/,
      );
      expect(response.error?.message).to.contain('socket hang up');
    });
  });

  describe('transports', () => {
    it('uses XMLHttpRequest when globalThis has one at request time', () => {
      const restore = installFakeXhr();
      try {
        const request = conn.request({
          method: 'POST',
          jsonData: { a: 1 },
          withCredentials: true,
          headers: { 'X-A': '1' },
        }) as any;
        const xhr = FakeXhr.sent[0];
        expect(request.xhr).to.equal(xhr);
        expect([xhr.method, xhr.url, xhr.async, xhr.body, xhr.withCredentials]).to.deep.equal([
          'POST',
          BASE + '/users',
          true,
          '{"a":1}',
          true,
        ]);
        expect(xhr.requestHeaders).to.deep.equal({
          'X-A': '1',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        });
        xhr.respond(200, 'ok', { 'X-B': '2' });
        expect(request.xhr).to.equal(undefined);
        expect(conn.isLoading(request)).to.equal(false);
      } finally {
        restore();
      }
    });

    it('parses the headers XHR gives as text, joining repeated ones', () => {
      const restore = installFakeXhr();
      try {
        const callback = sinon.spy();
        conn.request({ callback });
        FakeXhr.sent[0].respond(200, 'x', 'X-A: 1\r\nx-a: 2\r\nContent-Type:text/plain\r\n');
        const response = callback.firstCall.args[2];
        expect(response.getAllResponseHeaders()).to.deep.equal({
          'x-a': '1, 2',
          'content-type': 'text/plain',
        });
      } finally {
        restore();
      }
    });

    it('throws when neither XMLHttpRequest nor fetch exists', () => {
      const fetch = globalThis.fetch;
      delete (globalThis as any).fetch;
      try {
        expect(() => conn.request({})).to.throw(Lib.Error, /neither XMLHttpRequest nor fetch/);
      } finally {
        globalThis.fetch = fetch;
      }
    });
  });
});
