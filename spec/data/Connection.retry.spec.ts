import { expect } from 'chai';
import sinon from 'sinon';
import nock from 'nock';
import Lib from '../../index';
import type {
  Connection,
  ConnectionRequest,
  ConnectionResponse,
  RequestOptions,
} from '../../classes/data/Connection';
import { installFakeFetch, turns, until, type FakeCall } from './Connection.fakes';

describe('Lib.data.Connection (retries)', () => {
  describe('with a scripted fetch and fake timers', () => {
    let calls: FakeCall[];
    let restore: () => void;
    let clock: sinon.SinonFakeTimers;
    let conn: Connection;
    let log: string[];
    let last: ConnectionResponse | undefined;

    beforeEach(() => {
      ({ calls, restore } = installFakeFetch());
      clock = sinon.useFakeTimers({
        now: 1_700_000_000_000,
        toFake: ['setTimeout', 'clearTimeout', 'Date'],
      });
      conn = Lib.create('Lib.data.Connection', {
        url: 'http://api.test/items',
        disableCaching: false,
      });
      log = [];
      last = undefined;
      conn.on('requestcomplete', () => log.push('requestcomplete'));
      conn.on('requestexception', () => log.push('requestexception'));
    });
    afterEach(() => {
      conn.destroy();
      clock.restore();
      restore();
    });

    function request(extra: RequestOptions): ConnectionRequest {
      return conn.request({
        success: () => log.push('success'),
        failure: () => log.push('failure'),
        callback: (_o, _s, response) => {
          log.push('callback');
          last = response;
        },
        ...extra,
      }) as ConnectionRequest;
    }

    const sent = (n: number) => until(() => calls.length === n, `request ${n}`);
    const reported = () => until(() => log.includes('callback'), 'the report');
    /** The next attempt is sent exactly `ms` after the answer just given: not 1 ms earlier. */
    async function retriesAfter(ms: number, why = '') {
      const before = calls.length;
      await turns();
      clock.tick(ms - 1);
      await turns();
      expect(calls, why).to.have.length(before);
      clock.tick(1);
      await sent(before + 1);
    }

    it('waits as Retry-After (seconds) says, then retries; only the final outcome is reported, once', async () => {
      const req = request({ retry: 2 });
      await sent(1);
      calls[0].respond(503, 'busy', { 'Retry-After': '2' });
      await until(
        () => clock.countTimers() === 1 && req.xhr === undefined && !req.controller,
        'the wait',
      );
      clock.tick(1999);
      await turns();
      expect(calls).to.have.length(1);
      expect(log).to.deep.equal([]);
      clock.tick(1);
      await sent(2);
      expect(req.attempt).to.equal(2);
      calls[1].respond(200, 'ok');
      await reported();
      expect(log).to.deep.equal(['requestcomplete', 'success', 'callback']);
      expect(last?.responseText).to.equal('ok');
      expect(last?.request).to.equal(req);
      expect(clock.countTimers()).to.equal(0);
    });

    it('reads Retry-After as an HTTP date', async () => {
      request({ retry: 1 });
      await sent(1);
      calls[0].respond(503, '', { 'Retry-After': new Date(Date.now() + 3000).toUTCString() });
      await retriesAfter(3000);
    });

    it('cuts a Retry-After longer than maxRetryAfter to it', async () => {
      request({ retry: { limit: 1, maxRetryAfter: 1000 } });
      await sent(1);
      calls[0].respond(429, '', { 'Retry-After': '3600' });
      await retriesAfter(1000);
    });

    it('ignores a Retry-After it cannot read (the backoff waits), where a long one is cut to maxRetryAfter', async () => {
      const retry = { limit: 1, maxRetryAfter: 1000, backoff: () => 50 };
      // Read, and longer than maxRetryAfter: the wait is maxRetryAfter, not the backoff.
      request({ retry });
      await sent(1);
      calls[0].respond(503, '', { 'Retry-After': '3600' });
      await retriesAfter(1000);
      calls[1].respond(200, 'ok');
      await reported();

      // Neither seconds nor an HTTP date: ignored, the backoff's 50 ms (not 0, not maxRetryAfter).
      for (const header of ['soon', '3600 s', '-1', '1.5']) {
        const before = calls.length;
        request({ retry });
        await sent(before + 1);
        calls[before].respond(503, '', { 'Retry-After': header });
        await retriesAfter(50, header);
        calls[before + 1].respond(200, 'ok');
      }
      await turns();
      expect(clock.countTimers()).to.equal(0);
    });

    it('backs off 300 ms, then 600 ms, without Retry-After; a backoff function replaces that', async () => {
      request({ retry: 2 });
      await sent(1);
      calls[0].respond(502);
      await retriesAfter(300);
      calls[1].respond(504);
      await retriesAfter(600);

      const backoff = sinon.stub().returns(50);
      request({ retry: { limit: 1, backoff } });
      await sent(4);
      calls[3].respond(408);
      await turns();
      clock.tick(50);
      await sent(5);
      expect(backoff.args).to.deep.equal([[1]]);
    });

    it('retries a network error', async () => {
      request({ retry: 1 });
      await sent(1);
      calls[0].fail();
      await turns();
      clock.tick(300);
      await sent(2);
      calls[1].respond(200, 'ok');
      await reported();
      expect(log).to.deep.equal(['requestcomplete', 'success', 'callback']);
    });

    it('gives up after limit retries and reports the last failure once', async () => {
      const req = request({ retry: { limit: 2, backoff: () => 0 } });
      for (let i = 0; i < 3; i++) {
        await sent(i + 1);
        calls[i].respond(503, `busy ${i}`);
        await turns();
        clock.tick(0);
      }
      await reported();
      await turns();
      expect(calls).to.have.length(3);
      expect(log).to.deep.equal(['requestexception', 'failure', 'callback']);
      expect(last?.status).to.equal(503);
      expect(last?.responseText).to.equal('busy 2');
      expect(last?.error?.kind).to.equal('http');
      expect(req.attempt).to.equal(3);
    });

    it('does not retry a write (POST) unless retry.methods names it', async () => {
      request({ retry: 3, jsonData: { a: 1 } });
      await sent(1);
      calls[0].respond(503);
      await reported();
      expect(log).to.deep.equal(['requestexception', 'failure', 'callback']);
      expect(clock.countTimers()).to.equal(0);

      log.length = 0;
      request({ retry: { limit: 1, methods: ['post'], backoff: () => 0 }, jsonData: { a: 1 } });
      await sent(2);
      calls[1].respond(503);
      await turns();
      clock.tick(0);
      await sent(3);
    });

    it('does not retry statuses outside retry.statuses (500, 404 by default)', async () => {
      request({ retry: 2 });
      await sent(1);
      calls[0].respond(500);
      await reported();
      log.length = 0;
      request({ retry: { limit: 1, statuses: [500], backoff: () => 0 } });
      await sent(2);
      calls[1].respond(500);
      await turns();
      clock.tick(0);
      await sent(3);
    });

    it('does not retry a timeout unless retry.timeouts is true', async () => {
      request({ retry: 2, timeout: 100 });
      await sent(1);
      clock.tick(100);
      await reported();
      expect(last?.timedout).to.equal(true);
      expect(calls).to.have.length(1);

      log.length = 0;
      const req = request({ retry: { limit: 1, timeouts: true, backoff: () => 0 }, timeout: 100 });
      await sent(2);
      clock.tick(100);
      expect(calls[1].aborted).to.equal(true);
      // fake-timers turns a 0 ms delay set during a tick into 1 ms.
      clock.tick(1);
      await sent(3);
      expect(req.timedout).to.equal(false);
      calls[2].respond(200, 'ok');
      await reported();
      expect(log).to.deep.equal(['requestcomplete', 'success', 'callback']);
    });

    it('an abort while waiting stops the retries: one failure, aborted, no timer left', async () => {
      const controller = new AbortController();
      const req = request({ retry: 5, signal: controller.signal });
      await sent(1);
      calls[0].respond(503, '', { 'Retry-After': '10' });
      await until(() => !req.controller, 'the wait');
      controller.abort();
      expect(log).to.deep.equal(['requestexception', 'failure', 'callback']);
      expect(last?.aborted).to.equal(true);
      expect(last?.error?.kind).to.equal('abort');
      expect(clock.countTimers()).to.equal(0);
      clock.tick(20000);
      await turns();
      expect(calls).to.have.length(1);
      expect(conn.isLoading(req)).to.equal(false);
    });

    it('reports a network failure when the transport is gone by the time of a retry', async () => {
      const req = request({ retry: { limit: 1, backoff: () => 10 } });
      await sent(1);
      calls[0].respond(503);
      await until(() => !req.controller, 'the wait');
      const g = globalThis as any;
      const fetch = g.fetch;
      delete g.fetch;
      try {
        clock.tick(10);
        expect(log).to.deep.equal([]);
        await reported();
      } finally {
        g.fetch = fetch;
      }
      expect(log).to.deep.equal(['requestexception', 'failure', 'callback']);
      expect(last?.error?.kind).to.equal('network');
      expect(last?.error?.message).to.contain('neither XMLHttpRequest nor fetch');
      expect(conn.isLoading()).to.equal(false);
    });

    it('does not retry at all without the retry option', async () => {
      request({});
      await sent(1);
      calls[0].respond(503, '', { 'Retry-After': '1' });
      await reported();
      expect(log).to.deep.equal(['requestexception', 'failure', 'callback']);
      expect(clock.countTimers()).to.equal(0);
    });
  });

  describe('over nock (real fetch, real timers)', () => {
    const BASE = 'http://retry.test';
    let conn: Connection;
    let savedXhr: unknown;

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
      conn = Lib.create('Lib.data.Connection', { url: BASE + '/items', disableCaching: false });
    });
    afterEach(() => {
      conn.destroy();
      nock.cleanAll();
    });

    const run = (options: RequestOptions) =>
      new Promise<{ success: boolean | undefined; response: ConnectionResponse; events: string[] }>(
        (resolve) => {
          const events: string[] = [];
          conn.on('requestexception', () => events.push('requestexception'));
          conn.on('requestcomplete', () => events.push('requestcomplete'));
          conn.request({
            ...options,
            callback: (_o, success, response) =>
              resolve({ success, response: response as ConnectionResponse, events }),
          });
        },
      );

    it('retries a 503 with Retry-After: 0, then succeeds', async () => {
      const scope = nock(BASE)
        .get('/items')
        .reply(503, 'busy', { 'Retry-After': '0' })
        .get('/items')
        .reply(200, 'fine');
      const { success, response, events } = await run({ retry: 2 });
      expect(scope.isDone()).to.equal(true);
      expect(success).to.equal(true);
      expect(response.responseText).to.equal('fine');
      expect(response.request.attempt).to.equal(2);
      expect(events).to.deep.equal(['requestcomplete']);
    });

    it('retries a network error, then succeeds', async () => {
      const scope = nock(BASE)
        .get('/items')
        .replyWithError('ECONNRESET')
        .get('/items')
        .reply(200, 'ok');
      const { success } = await run({ retry: { limit: 1, backoff: () => 0 } });
      expect(scope.isDone()).to.equal(true);
      expect(success).to.equal(true);
    });

    it('does not retry a POST', async () => {
      const scope = nock(BASE).post('/items').reply(503, 'busy', { 'Retry-After': '0' });
      const second = nock(BASE).post('/items').reply(200, 'ok');
      const { success, response, events } = await run({ retry: 2, jsonData: { a: 1 } });
      expect(scope.isDone()).to.equal(true);
      expect(second.isDone()).to.equal(false);
      expect(success).to.equal(false);
      expect(response.status).to.equal(503);
      expect(events).to.deep.equal(['requestexception']);
    });
  });
});
