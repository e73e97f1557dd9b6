import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import type {
  Connection,
  ConnectionRequest,
  ConnectionResponse,
} from '../../classes/data/Connection';
import {
  FakeXhr,
  installFakeFetch,
  installFakeXhr,
  turns,
  until,
  type FakeCall,
} from './Connection.fakes';

/** One scripted transport, seen the same way whichever it is. */
interface Rig {
  /** Requests sent so far. */
  sent(): number;
  /** Answers the i-th request sent. */
  respond(i: number, status: number, body?: string, headers?: Record<string, string>): void;
  /** Fails the i-th request sent without an answer. */
  fail(i: number): void;
  /** Whether the transport of the i-th request was aborted. */
  aborted(i: number): boolean;
  restore(): void;
}

const rigs: Array<{ name: string; install(): Rig }> = [
  {
    name: 'fetch',
    install() {
      const { calls, restore } = installFakeFetch();
      return {
        sent: () => calls.length,
        respond: (i, status, body = '', headers = {}) => calls[i].respond(status, body, headers),
        fail: (i) => calls[i].fail(),
        aborted: (i) => (calls[i] as FakeCall).aborted,
        restore,
      };
    },
  },
  {
    name: 'XMLHttpRequest',
    install() {
      const restore = installFakeXhr();
      return {
        sent: () => FakeXhr.sent.length,
        respond: (i, status, body = '', headers = {}) =>
          FakeXhr.sent[i].respond(status, body, headers),
        fail: (i) => FakeXhr.sent[i].fail(),
        aborted: (i) => FakeXhr.sent[i].aborted,
        restore,
      };
    },
  },
];

/** Records every report of a connection: events and callbacks. */
function recorder(conn: Connection) {
  const log: Array<{ what: string; response?: ConnectionResponse; success?: boolean }> = [];
  conn.on('requestcomplete', (_c, response) => log.push({ what: 'requestcomplete', response }));
  conn.on('requestexception', (_c, response) => log.push({ what: 'requestexception', response }));
  const options = (extra: Record<string, unknown> = {}) => ({
    success: (response: ConnectionResponse) => log.push({ what: 'success', response }),
    failure: (response: ConnectionResponse) => log.push({ what: 'failure', response }),
    callback: (
      _o: unknown,
      success: boolean | undefined,
      response: ConnectionResponse | undefined,
    ) => log.push({ what: 'callback', success, response }),
    ...extra,
  });
  return { log, options };
}

describe('Lib.data.Connection (flow)', () => {
  for (const { name, install } of rigs) {
    describe(`through ${name}`, () => {
      let rig: Rig;
      let clock: sinon.SinonFakeTimers;
      let conn: Connection;

      beforeEach(() => {
        rig = install();
        clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
        conn = Lib.create('Lib.data.Connection', { url: 'http://api.test/items' });
      });
      afterEach(() => {
        conn.destroy();
        clock.restore();
        rig.restore();
      });

      describe('timeout', () => {
        it('aborts the request and reports one failure with timedout, status 0', async () => {
          const { log, options } = recorder(conn);
          const request = conn.request(options({ timeout: 500 })) as ConnectionRequest;
          await until(() => rig.sent() === 1, 'the request');
          clock.tick(499);
          expect(log).to.deep.equal([]);
          clock.tick(1);
          expect(log.map((e) => e.what)).to.deep.equal(['requestexception', 'failure', 'callback']);
          const response = log[0].response as ConnectionResponse;
          expect(response.timedout).to.equal(true);
          expect(response.aborted).to.equal(false);
          expect(response.status).to.equal(0);
          expect(response.statusText).to.equal('communication failure');
          expect(response.error?.kind).to.equal('timeout');
          expect(response.error?.message).to.match(
            /GET http:\/\/api\.test\/items\?_dc=\d+ timed out after 500 ms/,
          );
          expect(request.timedout).to.equal(true);
          expect(rig.aborted(0)).to.equal(true);
          expect(conn.isLoading(request)).to.equal(false);
          expect(clock.countTimers()).to.equal(0);
          // A late answer changes nothing.
          try {
            rig.respond(0, 200, 'late');
          } catch {
            // The fetch rig refuses to resolve an aborted fetch; that is fine too.
          }
          await turns();
          expect(log).to.have.length(3);
        });

        it("uses the connection's timeout (30 s by default)", async () => {
          const { log, options } = recorder(conn);
          conn.request(options());
          await until(() => rig.sent() === 1, 'the request');
          clock.tick(29999);
          expect(log).to.deep.equal([]);
          clock.tick(1);
          expect(log[0].response?.timedout).to.equal(true);
        });

        it('arms no timer with timeout: Infinity (on the request or the connection)', async () => {
          const { log, options } = recorder(conn);
          conn.request(options({ timeout: Infinity }));
          await until(() => rig.sent() === 1, 'the request');
          expect(clock.countTimers()).to.equal(0);
          conn.timeout = Infinity;
          conn.request(options());
          await until(() => rig.sent() === 2, 'the second request');
          expect(clock.countTimers()).to.equal(0);
          clock.tick(10 * 24 * 3600 * 1000);
          expect(log).to.deep.equal([]);
        });

        it('leaves no timer running after a success or a failure', async () => {
          const { log, options } = recorder(conn);
          conn.request(options());
          conn.request(options());
          await until(() => rig.sent() === 2, 'the requests');
          expect(clock.countTimers()).to.equal(2);
          rig.respond(0, 200, 'ok');
          rig.respond(1, 500, 'bad');
          await until(() => log.length === 6, 'both reports');
          expect(clock.countTimers()).to.equal(0);
        });
      });

      describe('#abort', () => {
        it('reports one failure with aborted and status -1 (as Ext), and ignores a late answer', async () => {
          const { log, options } = recorder(conn);
          const request = conn.request(options()) as ConnectionRequest;
          await until(() => rig.sent() === 1, 'the request');
          conn.abort(request);
          expect(log.map((e) => e.what)).to.deep.equal(['requestexception', 'failure', 'callback']);
          const response = log[0].response as ConnectionResponse;
          expect([response.aborted, response.timedout, response.status]).to.deep.equal([
            true,
            false,
            -1,
          ]);
          expect(response.statusText).to.equal('transaction aborted');
          expect(response.error?.kind).to.equal('abort');
          expect(log[2].success).to.equal(false);
          expect(request.aborted).to.equal(true);
          expect(rig.aborted(0)).to.equal(true);
          expect(clock.countTimers()).to.equal(0);
          conn.abort(request);
          try {
            rig.respond(0, 200, 'late');
          } catch {
            // see above
          }
          await turns();
          expect(log).to.have.length(3);
        });

        it('aborts the latest pending request when given none', async () => {
          const { log, options } = recorder(conn);
          const first = conn.request(options()) as ConnectionRequest;
          const second = conn.request(options()) as ConnectionRequest;
          conn.abort();
          expect(log[0].response?.request).to.equal(second);
          expect(conn.isLoading(first)).to.equal(true);
          conn.abort();
          expect(log[3].response?.request).to.equal(first);
          conn.abort();
          expect(log).to.have.length(6);
        });

        it('abortAll aborts every pending request, oldest first', async () => {
          const { log, options } = recorder(conn);
          const requests = [1, 2, 3].map(() => conn.request(options()) as ConnectionRequest);
          expect(conn.isLoading()).to.equal(true);
          conn.abortAll();
          const failed = log.filter((e) => e.what === 'failure').map((e) => e.response?.request);
          expect(failed).to.deep.equal(requests);
          expect(conn.isLoading()).to.equal(false);
          expect(conn.requests).to.deep.equal({});
        });

        it('autoAbort (on the connection or the request) aborts the latest pending request first', async () => {
          const { log, options } = recorder(conn);
          const first = conn.request(options()) as ConnectionRequest;
          conn.request(options({ autoAbort: true }));
          expect(first.aborted).to.equal(true);
          conn.autoAbort = true;
          const third = conn.request(options()) as ConnectionRequest;
          expect(log.filter((e) => e.what === 'failure')).to.have.length(2);
          expect(conn.isLoading(third)).to.equal(true);
        });
      });

      describe('#isLoading', () => {
        it('tells whether a request (or, without one, any request) is pending', async () => {
          const { log, options } = recorder(conn);
          expect(conn.isLoading()).to.equal(false);
          const request = conn.request(options()) as ConnectionRequest;
          expect(conn.isLoading(request)).to.equal(true);
          expect(conn.isLoading()).to.equal(true);
          expect(conn.requests[request.id]).to.equal(request);
          await until(() => rig.sent() === 1, 'the request');
          rig.respond(0, 200);
          await until(() => log.length === 3, 'the report');
          expect(conn.isLoading(request)).to.equal(false);
          expect(conn.isLoading()).to.equal(false);
          expect(conn.requests).to.deep.equal({});
          expect(conn.isLoading({ id: request.id } as ConnectionRequest)).to.equal(false);
        });

        it('is false inside the callbacks of the request', async () => {
          let inside: boolean | undefined;
          const request = conn.request({
            callback: () => {
              inside = conn.isLoading(request);
            },
          }) as ConnectionRequest;
          await until(() => rig.sent() === 1, 'the request');
          rig.respond(0, 200);
          await until(() => inside !== undefined, 'the callback');
          expect(inside).to.equal(false);
        });
      });

      describe('AbortSignal', () => {
        it('an already aborted signal: nothing is sent; the failure (aborted) comes after request() returns', async () => {
          const { log, options } = recorder(conn);
          const controller = new AbortController();
          controller.abort();
          const request = conn.request(options({ signal: controller.signal })) as ConnectionRequest;
          expect(log).to.deep.equal([]);
          expect(request).to.be.an('object');
          await until(() => log.length === 3, 'the report');
          expect(log.map((e) => e.what)).to.deep.equal(['requestexception', 'failure', 'callback']);
          expect(log[0].response?.aborted).to.equal(true);
          expect(log[0].response?.error?.kind).to.equal('abort');
          await turns();
          expect(rig.sent()).to.equal(0);
          expect(clock.countTimers()).to.equal(0);
        });

        it('a signal aborted in flight: one failure with aborted, the transport aborted', async () => {
          const { log, options } = recorder(conn);
          const controller = new AbortController();
          conn.request(options({ signal: controller.signal }));
          await until(() => rig.sent() === 1, 'the request');
          controller.abort();
          expect(log.map((e) => e.what)).to.deep.equal(['requestexception', 'failure', 'callback']);
          expect(log[1].response?.aborted).to.equal(true);
          expect(rig.aborted(0)).to.equal(true);
          await turns();
          expect(log).to.have.length(3);
        });

        it('stops listening to the signal once the request is done', async () => {
          const { log, options } = recorder(conn);
          const controller = new AbortController();
          const remove = sinon.spy(controller.signal, 'removeEventListener');
          conn.request(options({ signal: controller.signal }));
          await until(() => rig.sent() === 1, 'the request');
          rig.respond(0, 200, 'ok');
          await until(() => log.length === 3, 'the report');
          expect(remove.calledWith('abort')).to.equal(true);
          controller.abort();
          expect(log).to.have.length(3);
          expect(log[2].success).to.equal(true);
        });
      });

      describe('maxConcurrent', () => {
        it('keeps at most that many in flight, starts the others in order as slots free, and completes all', async () => {
          conn.maxConcurrent = 2;
          const { log, options } = recorder(conn);
          const requests = [0, 1, 2, 3, 4].map((n) =>
            conn.request(options({ params: { n }, method: 'GET' })),
          ) as ConnectionRequest[];
          await until(() => rig.sent() === 2, 'two requests');
          expect(requests.map((r) => r.queued)).to.deep.equal([false, false, true, true, true]);
          let answered = 0;
          while (answered < 5) {
            await turns(5);
            expect(rig.sent() - answered).to.be.at.most(2);
            await until(() => rig.sent() > answered, 'the next request');
            rig.respond(answered, 200, String(answered));
            answered++;
            await until(
              () => log.filter((e) => e.what === 'callback').length === answered,
              'the report',
            );
          }
          expect(rig.sent()).to.equal(5);
          const texts = log
            .filter((e) => e.what === 'success')
            .map((e) => e.response?.responseText);
          expect(texts).to.deep.equal(['0', '1', '2', '3', '4']);
          expect(conn.isLoading()).to.equal(false);
          expect(clock.countTimers()).to.equal(0);
        });

        it('starts the timeout of a queued request only when it is sent', async () => {
          conn.maxConcurrent = 1;
          const { log, options } = recorder(conn);
          conn.request(options({ timeout: 1000 }));
          const second = conn.request(options({ timeout: 1000 })) as ConnectionRequest;
          await until(() => rig.sent() === 1, 'the first request');
          clock.tick(900);
          rig.respond(0, 200);
          await until(() => rig.sent() === 2, 'the second request');
          clock.tick(900);
          expect(second.timedout).to.equal(false);
          clock.tick(100);
          expect(second.timedout).to.equal(true);
          expect(log.filter((e) => e.what === 'failure')).to.have.length(1);
        });

        it('an aborted queued request is removed from the queue and never sent', async () => {
          conn.maxConcurrent = 1;
          const { log, options } = recorder(conn);
          conn.request(options());
          const queued = conn.request(options()) as ConnectionRequest;
          const third = conn.request(options()) as ConnectionRequest;
          conn.abort(queued);
          expect(log[1].what).to.equal('failure');
          expect(log[1].response?.aborted).to.equal(true);
          await until(() => rig.sent() === 1, 'the first request');
          rig.respond(0, 200);
          await until(() => rig.sent() === 2, 'the third request');
          await turns();
          expect(rig.sent()).to.equal(2);
          expect(conn.isLoading(third)).to.equal(true);
        });

        it('abortAll starts none of the queued requests', async () => {
          conn.maxConcurrent = 1;
          const { log, options } = recorder(conn);
          for (let i = 0; i < 3; i++) conn.request(options());
          conn.abortAll();
          expect(log.filter((e) => e.what === 'failure')).to.have.length(3);
          await turns();
          expect(rig.sent()).to.be.at.most(1);
          expect(conn.isLoading()).to.equal(false);
        });
      });

      it('reports a network failure once, with status 0 and a network RequestError', async () => {
        const { log, options } = recorder(conn);
        conn.request(options());
        await until(() => rig.sent() === 1, 'the request');
        rig.fail(0);
        await until(() => log.length === 3, 'the report');
        await turns();
        expect(log.map((e) => e.what)).to.deep.equal(['requestexception', 'failure', 'callback']);
        const response = log[0].response as ConnectionResponse;
        expect([response.status, response.aborted, response.timedout]).to.deep.equal([
          0,
          false,
          false,
        ]);
        expect(response.error?.kind).to.equal('network');
        expect(clock.countTimers()).to.equal(0);
      });

      it('destroy() aborts what is pending', async () => {
        const { log, options } = recorder(conn);
        conn.request(options());
        conn.destroy();
        expect(log.map((e) => e.what)).to.deep.equal(['requestexception', 'failure', 'callback']);
      });
    });
  }

  describe('an exception thrown by a callback', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = installFakeXhr();
    });
    afterEach(() => restore());

    it('surfaces as it is and is not taken for a failure of the request', () => {
      const conn = Lib.create('Lib.data.Connection', { url: '/x' });
      const failure = sinon.spy();
      const exception = sinon.spy();
      conn.on('requestexception', exception);
      conn.request({
        failure,
        success: () => {
          throw new Error('bug in success');
        },
      });
      expect(() => FakeXhr.sent[0].respond(200, 'ok')).to.throw('bug in success');
      expect(failure.called).to.equal(false);
      expect(exception.called).to.equal(false);
      expect(conn.isLoading()).to.equal(false);
    });
  });

  describe('credentials through fetch', () => {
    it('maps withCredentials to credentials: include', async () => {
      const { calls, restore } = installFakeFetch();
      try {
        const conn = Lib.create('Lib.data.Connection', { url: 'http://api.test/x' });
        conn.request({ withCredentials: true });
        conn.request({});
        await until(() => calls.length === 2, 'the requests');
        expect(calls.map((c) => c.init.credentials)).to.deep.equal(['include', 'same-origin']);
        conn.destroy();
      } finally {
        restore();
      }
    });
  });
});
