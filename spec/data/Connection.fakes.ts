/**
 * Fake transports for the `Lib.data.Connection` specs: a scripted `XMLHttpRequest` and a
 * scripted `fetch`, installed on `globalThis` and restored afterwards, so that timeouts,
 * retries and concurrency can be driven step by step (with sinon fake timers).
 */

const g = globalThis as any;

/** Waits (real event-loop turns, which fake timers leave alone) until `cond()` holds. */
export async function until(cond: () => boolean, what = 'the condition'): Promise<void> {
  for (let i = 0; i < 500 && !cond(); i++) await new Promise((resolve) => setImmediate(resolve));
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
}

/** A few event-loop turns, for asserting that nothing (more) happens. */
export async function turns(n = 20): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A scripted XMLHttpRequest: records what is sent; the spec answers with `respond` or `fail`.
 * A synchronous one (`open(..., false)`) answers inside `send` with `FakeXhr.syncAnswer` (the
 * arguments of `respond`), or throws it when it is an Error.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static syncAnswer: Parameters<FakeXhr['respond']> | Error = [200, ''];
  /** Every argument `open` got. */
  openArgs: unknown[] = [];
  method = '';
  url = '';
  async = true;
  requestHeaders: Record<string, string> = {};
  body: unknown = undefined;
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  responseXML: unknown = null;
  responseType = '';
  response: unknown = null;
  withCredentials = false;
  aborted = false;
  onreadystatechange: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private responseHeaders = '';

  open(method: string, url: string, async: boolean, ...credentials: unknown[]): void {
    this.openArgs = [method, url, async, ...credentials];
    this.method = method;
    this.url = url;
    this.async = async;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }
  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
    if (!this.async) {
      const answer = FakeXhr.syncAnswer;
      if (answer instanceof Error) throw answer;
      this.respond(...answer);
    }
  }
  abort(): void {
    this.aborted = true;
    this.readyState = 0;
  }
  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }
  /** Answers: status, body, headers (an object, or the raw `name: value` lines). */
  respond(
    status: number,
    body = '',
    headers: Record<string, string> | string = {},
    statusText = '',
  ): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.response = body;
    this.responseHeaders =
      typeof headers === 'string'
        ? headers
        : Object.entries(headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join('\r\n');
    this.readyState = 4;
    this.onreadystatechange?.();
  }
  /** No answer: as a browser reports a refused connection. */
  fail(): void {
    this.readyState = 4;
    this.status = 0;
    this.onerror?.();
    this.onreadystatechange?.();
  }
}

/** Installs `FakeXhr` as `globalThis.XMLHttpRequest`; returns the function that restores it. */
export function installFakeXhr(): () => void {
  const had = Object.prototype.hasOwnProperty.call(g, 'XMLHttpRequest');
  const previous = g.XMLHttpRequest;
  FakeXhr.sent = [];
  FakeXhr.syncAnswer = [200, ''];
  g.XMLHttpRequest = FakeXhr;
  return () => {
    if (had) g.XMLHttpRequest = previous;
    else delete g.XMLHttpRequest;
    FakeXhr.sent = [];
  };
}

/** One call of the fake fetch. */
export interface FakeCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  /** Resolves the fetch with a real `Response`. */
  respond(status: number, body?: string | null, headers?: Record<string, string>): void;
  /** Rejects the fetch as a refused connection does. */
  fail(error?: Error): void;
  /** Whether the request's signal was aborted. */
  readonly aborted: boolean;
}

/**
 * Installs a scripted `fetch` (and hides `XMLHttpRequest`, so the connection uses it); returns
 * the calls made and the function that restores both.
 */
export function installFakeFetch(): { calls: FakeCall[]; restore: () => void } {
  const previous = g.fetch;
  const hadXhr = Object.prototype.hasOwnProperty.call(g, 'XMLHttpRequest');
  const xhr = g.XMLHttpRequest;
  if (hadXhr) delete g.XMLHttpRequest;
  const calls: FakeCall[] = [];
  g.fetch = (url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal as AbortSignal;
      signal.addEventListener('abort', () =>
        reject(new DOMException('This operation was aborted', 'AbortError')),
      );
      calls.push({
        url,
        init,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        respond(status, body = '', headers = {}) {
          resolve(
            new Response(status === 204 || status === 304 ? null : body, { status, headers }),
          );
        },
        fail(error = new TypeError('fetch failed')) {
          reject(error);
        },
        get aborted() {
          return signal.aborted;
        },
      });
    });
  return {
    calls,
    restore() {
      g.fetch = previous;
      if (hadXhr) g.XMLHttpRequest = xhr;
    },
  };
}
