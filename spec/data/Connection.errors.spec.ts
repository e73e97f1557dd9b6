import { expect } from 'chai';
import Lib from '../../index';
import { RequestError } from '../../classes/data/Connection.errors';
import type { ConnectionRequest, ConnectionResponse } from '../../classes/data/Connection';

/** A response as the connection makes them. */
function response(
  fields: Partial<ConnectionResponse> & { headers?: Record<string, string> },
): ConnectionResponse {
  const headers = fields.headers || {};
  return {
    request: { id: 1, method: 'PUT', url: '/users/5', timeout: 30000 } as ConnectionRequest,
    requestId: 1,
    status: 200,
    statusText: '',
    responseText: '',
    responseXML: null,
    getResponseHeader: (name: string) => headers[name.toLowerCase()],
    getAllResponseHeaders: () => headers,
    timedout: false,
    aborted: false,
    ...fields,
  };
}

describe('Lib.data.Connection.RequestError', () => {
  it('is the class behind Lib.data.Connection.RequestError, a Lib.Error', () => {
    expect((Lib as any).data.Connection.RequestError).to.equal(RequestError);
    const error = new RequestError({ kind: 'http', status: 500 });
    expect(error).to.be.instanceOf(Lib.Error);
    expect(error).to.be.instanceOf(Error);
    expect(error.name).to.equal('RequestError');
    expect(error.isRequestError).to.equal(true);
  });

  describe('constructor', () => {
    it('keeps the facts and states method, URL and status in the message', () => {
      const error = new RequestError({
        kind: 'http',
        status: 503,
        statusText: 'Service Unavailable',
        method: 'GET',
        url: 'http://x.test/users?page=2',
      });
      expect([error.kind, error.status, error.statusText, error.method, error.url]).to.deep.equal([
        'http',
        503,
        'Service Unavailable',
        'GET',
        'http://x.test/users?page=2',
      ]);
      expect(error.message).to.equal(
        '[Lib.data.Connection#request] GET http://x.test/users?page=2 failed with status 503 Service Unavailable',
      );
      expect(error.msg).to.equal(
        'GET http://x.test/users?page=2 failed with status 503 Service Unavailable',
      );
      expect(error.sourceMethod).to.equal('Lib.data.Connection#request');
      expect(error.fieldErrors).to.deep.equal({});
    });

    it('words the message after the kind', () => {
      const base = { method: 'POST', url: '/users' };
      const messages = {
        timeout: new RequestError({ ...base, kind: 'timeout', timeout: 5000 }).msg,
        abort: new RequestError({ ...base, kind: 'abort' }).msg,
        network: new RequestError({ ...base, kind: 'network', detail: 'fetch failed' }).msg,
        parse: new RequestError({
          ...base,
          kind: 'parse',
          status: 200,
          statusText: 'OK',
          detail: 'Unexpected token <',
          sourceMethod: 'Lib.data.proxy.Ajax#processResponse',
        }),
        server: new RequestError({ ...base, kind: 'server', status: 200, detail: 'Name taken' })
          .msg,
      };
      expect(messages.timeout).to.equal('POST /users timed out after 5000 ms (status 0)');
      expect(messages.abort).to.equal('POST /users was aborted (status 0)');
      expect(messages.network).to.equal(
        'POST /users failed: no answer, network error (status 0): fetch failed',
      );
      expect(messages.parse.message).to.equal(
        '[Lib.data.proxy.Ajax#processResponse] POST /users: the answer (status 200 OK) could not be read: Unexpected token <',
      );
      expect(messages.server).to.equal(
        'POST /users: the server reported failure (status 200): Name taken',
      );
    });

    it('keeps the response and the cause out of the enumerable fields', () => {
      const res = response({ status: 500 });
      const cause = new Error('inner');
      const error = new RequestError({ kind: 'http', status: 500, response: res, cause });
      expect(error.response).to.equal(res);
      expect((error as any).cause).to.equal(cause);
      expect(Object.keys(error)).to.not.include.members(['response', 'cause']);
      expect(() => JSON.stringify(error)).to.not.throw();
    });

    it('copies field errors given, as lists, without unsafe names', () => {
      const fieldErrors = JSON.parse('{"email": ["taken"], "__proto__": ["x"]}');
      const error = new RequestError({ kind: 'server', fieldErrors });
      expect(error.fieldErrors).to.deep.equal({ email: ['taken'] });
      expect(error.fieldErrors.email).to.not.equal(fieldErrors.email);
    });

    it('refuses an unknown kind', () => {
      expect(() => new RequestError({ kind: 'oops' as any })).to.throw(
        TypeError,
        /kind must be one of http, timeout/,
      );
      expect(() => new (RequestError as any)()).to.throw(TypeError);
    });
  });

  describe('.from', () => {
    it('makes an http error from a failed response, method and URL from its request', () => {
      const res = response({ status: 404, statusText: 'Not Found' });
      const error = RequestError.from(res);
      expect([error.kind, error.status, error.method, error.url]).to.deep.equal([
        'http',
        404,
        'PUT',
        '/users/5',
      ]);
      expect(error.response).to.equal(res);
    });

    it('reads the kind from the flags: aborted, timedout, then status 0 (network)', () => {
      expect(RequestError.from(response({ status: 0, aborted: true })).kind).to.equal('abort');
      const timedout = RequestError.from(response({ status: 0, timedout: true }));
      expect(timedout.kind).to.equal('timeout');
      expect(timedout.msg).to.equal('PUT /users/5 timed out after 30000 ms (status 0)');
      expect(RequestError.from(response({ status: 0 })).kind).to.equal('network');
    });

    it('takes method and URL from the options when the response has no request', () => {
      const res = response({ status: 500 });
      (res as any).request = undefined;
      const error = RequestError.from(res, { method: 'DELETE', url: '/x' });
      expect([error.method, error.url]).to.deep.equal(['DELETE', '/x']);
    });

    it('lets extra facts override, for the parse and server errors of the proxies', () => {
      const res = response({ status: 200, statusText: 'OK', responseText: '<html>' });
      const error = RequestError.from(res, null, {
        kind: 'parse',
        detail: 'not JSON',
        sourceMethod: 'Lib.data.proxy.Server#processResponse',
      });
      expect(error.kind).to.equal('parse');
      expect(error.message).to.equal(
        '[Lib.data.proxy.Server#processResponse] PUT /users/5: the answer (status 200 OK) could not be read: not JSON',
      );
    });

    it('fills fieldErrors from a 4xx/5xx JSON body with errors, not from a 2xx one', () => {
      const body = JSON.stringify({ errors: { email: 'is taken' } });
      const json = { 'content-type': 'application/json; charset=utf-8' };
      expect(
        RequestError.from(response({ status: 422, responseText: body, headers: json })).fieldErrors,
      ).to.deep.equal({ email: ['is taken'] });
      expect(
        RequestError.from(response({ status: 400, responseText: body })).fieldErrors,
      ).to.deep.equal({
        email: ['is taken'],
      });
      expect(
        RequestError.from(response({ status: 200, responseText: body, headers: json })).fieldErrors,
      ).to.deep.equal({});
    });

    it("adds the server's message from a 4xx/5xx JSON body to its own", () => {
      const error = RequestError.from(
        response({
          status: 500,
          statusText: 'Internal Server Error',
          responseText: JSON.stringify({ success: false, message: 'Disk full' }),
          headers: { 'content-type': 'application/json' },
        }),
      );
      expect(error.message).to.match(/PUT \/users\/5 failed with status 500.*: Disk full$/);
      const ok = RequestError.from(
        response({ status: 200, responseText: JSON.stringify({ message: 'fine' }) }),
      );
      expect(ok.message).to.not.contain('fine');
    });

    it('leaves fieldErrors empty for a body that is not JSON', () => {
      const res = response({
        status: 500,
        responseText: '{oops',
        headers: { 'content-type': 'application/json' },
      });
      expect(RequestError.from(res).fieldErrors).to.deep.equal({});
      const html = response({
        status: 422,
        responseText: '<h1>Bad</h1>',
        headers: { 'content-type': 'text/html' },
      });
      expect(RequestError.from(html).fieldErrors).to.deep.equal({});
    });

    it('refuses what is not a response', () => {
      expect(() => RequestError.from(null as any)).to.throw(
        TypeError,
        /response must be a response object/,
      );
    });
  });

  describe('.fieldErrorsOf', () => {
    it('reads errors given as an object of messages or lists of messages', () => {
      expect(
        RequestError.fieldErrorsOf({
          errors: { email: 'is taken', name: ['is blank', 'too short'] },
        }),
      ).to.deep.equal({ email: ['is taken'], name: ['is blank', 'too short'] });
    });

    it('reads errors given as an array of {field | id | name, message | msg}', () => {
      expect(
        RequestError.fieldErrorsOf({
          errors: [
            { field: 'email', message: 'is taken' },
            { id: 'name', msg: 'is blank' },
            { name: 'name', message: ['too short'] },
            { message: 'no field: skipped' },
            'a string: skipped',
          ],
        }),
      ).to.deep.equal({ email: ['is taken'], name: ['is blank', 'too short'] });
    });

    it('returns a null-prototype map, skipping unsafe names and messages that are not text', () => {
      const map = RequestError.fieldErrorsOf(
        JSON.parse(
          '{"errors": {"__proto__": "x", "constructor": "y", "age": 5, "tags": [{}], "ok": true}}',
        ),
      );
      expect(Object.getPrototypeOf(map)).to.equal(null);
      expect(map).to.deep.equal({ age: ['5'], ok: ['true'] });
      expect(({} as any).x).to.equal(undefined);
    });

    it('gives an empty map for anything else', () => {
      for (const body of [null, undefined, 'text', 5, {}, { errors: 'bad' }, { errors: null }]) {
        expect(RequestError.fieldErrorsOf(body)).to.deep.equal({});
      }
    });
  });

  it('.isRequestError tells RequestErrors apart', () => {
    expect(RequestError.isRequestError(new RequestError({ kind: 'abort' }))).to.equal(true);
    expect(RequestError.isRequestError({ isRequestError: true })).to.equal(true);
    expect(RequestError.isRequestError(new Error('x'))).to.equal(false);
    expect(RequestError.isRequestError(null)).to.equal(false);
  });
});
