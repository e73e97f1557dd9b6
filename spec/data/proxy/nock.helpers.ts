/**
 * Spec helpers for the server proxies: nock interceptors that record what was sent (method,
 * path, query, body, headers) and answer as told, and `run`, which sends an operation
 * through a proxy and resolves with it once the proxy called back.
 *
 * @example
 *   const seen = answer(nock(BASE).get(/.*\/), 200, {items: []});
 *   await run(proxy, 'read', {page: 1});
 *   expect(seen[0].query).to.include({page: '1'});
 */
import nock from 'nock';
import { Operation, type OperationConfig } from '../../../classes/data/Operation';

/** The origin the specs' proxies talk to. */
export const BASE = 'http://api.test';

/** One request as the server saw it. */
export interface Seen {
  method: string;
  /** The path without the query string. */
  path: string;
  /** The query parameters, in order, as `[name, value]` pairs. */
  pairs: Array<[string, string]>;
  /** The query parameters by name (the last wins). */
  query: Record<string, string>;
  /** The body: parsed JSON, or text ('' without one). */
  body: any;
  headers: Record<string, string>;
}

/**
 * Answers the requests `interceptor` matches (once, or `times` times) with `status`, `body`
 * (an object is sent as JSON) and `headers`; returns the list the requests are recorded in.
 */
export function answer(
  interceptor: nock.Interceptor,
  status: number,
  body?: unknown,
  headers?: Record<string, string>,
  times = 1,
): Seen[] {
  const seen: Seen[] = [];
  if (times > 1) interceptor.times(times);
  interceptor.reply(function (this: any, uri: string, requestBody: any) {
    seen.push(parseRequest(this.req.method, uri, requestBody, this.req.headers));
    return [status, body as any, headers];
  });
  return seen;
}

/** A `Seen` from what nock reports. */
export function parseRequest(method: string, uri: string, body: any, headers: any): Seen {
  const url = new URL(uri, BASE);
  const pairs = Array.from(url.searchParams.entries()) as Array<[string, string]>;
  return {
    method,
    path: url.pathname,
    pairs,
    query: Object.fromEntries(pairs),
    body,
    headers: { ...headers },
  };
}

/** Sends `action` through `proxy` with a new operation of `config`; resolves with the operation. */
export function run(
  proxy: any,
  action: 'create' | 'read' | 'update' | 'destroy',
  config: Omit<OperationConfig, 'action'> = {},
): Promise<Operation> {
  return new Promise((resolve) => {
    const operation = new Operation({ ...config, action });
    proxy[action](operation, resolve, null);
  });
}

/** Resolves after `ms` (lets pending callbacks run). */
export function settle(ms = 20): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Blocks real connections for the suite and removes every interceptor after each test. */
export function useNock(): void {
  before(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  after(() => nock.enableNetConnect());
}
