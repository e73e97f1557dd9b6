/**
 * The two transports of `Lib.data.Connection`: an `XMLHttpRequest` the connection made and
 * opened (`Connection#openRequest`, through the overridable `getXhrInstance`, so that test
 * doubles such as Sencha's MockAjax take part), else `fetch` (plain Node). Both hand back the
 * same result: status, status text, body text (or bytes), headers by lower-case name and, for
 * XML where a `DOMParser` exists, the parsed document.
 *
 * Each send reports at most once, and never after its `abort()`. An asynchronous one never
 * reports from inside the call; a synchronous one (XHR only) always has by the time it returns.
 *
 * @example
 *   const handle = sendFetch({method: 'GET', url: '/x', headers: {}, data: null, ...}, (result) => {});
 *   handle.abort(); // no report follows
 */
import { defineValue, isFn, isString, keys, own } from '../../lib/check';
import { raise } from '../../lib/Error';
import { REQUEST, type Prepared } from './Connection.options';

/** What one attempt got back. */
export interface TransportResult {
  /** The HTTP status; 0 when there was no answer. */
  status: number;
  /** The status text (`''` when the server sent none, as over HTTP/2). */
  statusText: string;
  /** The body as text (`''` with `binary`). */
  responseText: string;
  /** The body as an XML document, or `null` (see `parseXml`). */
  responseXML: Document | null;
  /** The body bytes, when the request was `binary`. */
  responseBytes?: Uint8Array;
  /** Response headers by lower-case name (repeated headers joined by `, `). */
  headers: Record<string, string>;
  /** Set (to the cause, or `true`) when there was no answer: refused, reset, bad URL... */
  network?: unknown;
  /** With `noRedirect`: the answer redirects (`'to <URL>'`, or why the URL is unknown). */
  redirected?: string;
}

/** A running attempt. */
export interface TransportHandle {
  /** Stops the attempt; its report never comes. */
  abort(): void;
  /** The AbortController, on the fetch transport. */
  controller?: AbortController;
}

type Report = (result: TransportResult) => void;

/**
 * Throws a `Lib.Error` when this environment cannot carry a request made with the default
 * hooks: no XMLHttpRequest and no fetch, or a synchronous request (`async` false) without
 * XMLHttpRequest (fetch cannot block).
 */
export function checkTransport(async: boolean): void {
  const g = globalThis as Partial<Pick<typeof globalThis, 'XMLHttpRequest' | 'fetch'>>;
  if (isFn(g.XMLHttpRequest)) return;
  if (!async) {
    raise(REQUEST, 'a synchronous request (async: false) needs XMLHttpRequest');
  }
  if (!isFn(g.fetch)) raise(REQUEST, 'neither XMLHttpRequest nor fetch exists');
}

/** The result of an attempt that got no answer, for this cause. */
export function noAnswer(cause: unknown): TransportResult {
  const result = answer({ status: 0, statusText: '' }, {}, false, '');
  result.network = cause;
  return result;
}

/** Adds a header to a by-lower-case-name map, joining repeats as HTTP does. */
function addHeader(headers: Record<string, string>, name: string, value: string): void {
  const key = name.toLowerCase();
  // Defined, not assigned: assigning `__proto__` would set the prototype, and a server's
  // header must stay data.
  defineValue(headers, key, own(headers, key) ? headers[key] + ', ' + value : value, true);
}

/** Reads XHR's `name: value` lines. */
export function parseHeaderLines(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) addHeader(headers, line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The body as an XML document, when it is XML and a DOMParser exists; else `null`. */
export function parseXml(text: string, contentType: string | undefined): Document | null {
  const Parser = (globalThis as { DOMParser?: typeof DOMParser }).DOMParser;
  if (typeof Parser !== 'function' || !text || !/[/+]xml\s*(;|$)/i.test(contentType || '')) {
    return null;
  }
  try {
    return new Parser().parseFromString(text, 'text/xml');
  } catch {
    return null;
  }
}

/**
 * The result of an answer (an XHR or a fetch Response): the body given as bytes with
 * `binary`, else as text, parsed as XML when the transport has not already done it.
 */
function answer(
  res: { status: number; statusText: string },
  headers: Record<string, string>,
  binary: boolean,
  body: string | ArrayBuffer,
  xml?: Document | null,
): TransportResult {
  const result: TransportResult = {
    status: res.status,
    statusText: res.statusText || '',
    responseText: binary ? '' : (body as string),
    responseXML: binary ? null : xml || parseXml(body as string, headers['content-type']),
    headers,
  };
  if (binary) result.responseBytes = new Uint8Array((body as ArrayBuffer) || new ArrayBuffer(0));
  return result;
}

/** What a settled XHR's handlers become: a no-op, as some doubles call them unchecked. */
const idle = () => {};

/**
 * Sends one attempt through an opened XMLHttpRequest (or a double of one): sets the headers,
 * sends the body and reports when it is done. Synchronous (`async` false): reports before it
 * returns, from what the XHR holds once `send` returned.
 */
export function sendXhr(xhr: XMLHttpRequest, prepared: Prepared, report: Report): TransportHandle {
  const { binary, async } = prepared;
  let settled = false;
  /** Settles once: detaches the handlers; `false` when it was settled already. */
  const settle = () => {
    if (settled) return false;
    settled = true;
    if (async) xhr.onreadystatechange = xhr.onerror = idle;
    return true;
  };
  const finish = () => {
    if (!settle()) return;
    // `0` (or nothing, from a double not answered): no answer.
    if (!xhr.status) return report(noAnswer(new Error('XMLHttpRequest got no answer')));
    let xml: Document | null = null;
    try {
      if (!binary) xml = xhr.responseXML;
    } catch {
      // Not XML: parsed from the text where it says it is.
    }
    const lines = isFn(xhr.getAllResponseHeaders) ? xhr.getAllResponseHeaders() : '';
    const result = answer(
      xhr,
      parseHeaderLines(isString(lines) ? lines : ''),
      binary,
      binary ? xhr.response : xhr.responseText || '',
      xml,
    );
    // XHR follows redirects on its own: the URL it ended at tells.
    const at = xhr.responseURL;
    if (prepared.noRedirect && at && at !== absolute(prepared.url).split('#')[0]) {
      result.redirected = 'to ' + at;
    }
    report(result);
  };
  try {
    for (const name of keys(prepared.headers)) xhr.setRequestHeader(name, prepared.headers[name]);
    if (async) {
      xhr.onreadystatechange = () => {
        if (xhr.readyState === 4) finish();
      };
      // Some implementations fire `error` before the last readystatechange; either one finishes.
      xhr.onerror = finish;
    }
    xhr.send(prepared.data as XMLHttpRequestBodyInit | null);
  } catch (error) {
    // Already settled: the error comes from a callback of an answer reported while sending
    // (a double answering at once), and must surface as such.
    if (!settle()) throw error;
    // A header the XHR refuses, or a failed synchronous send: reported as "no answer", as
    // fetch does; an asynchronous attempt never reports before `send` returns.
    if (async) queueMicrotask(() => report(noAnswer(error)));
    else report(noAnswer(error));
  }
  if (!async) finish();
  return {
    abort() {
      if (settle()) xhr.abort();
    },
  };
}

function absolute(url: string): string {
  const base = (globalThis as { location?: Location }).location?.href;
  try {
    return isString(base) ? new URL(url, base).href : url;
  } catch {
    return url;
  }
}

/** The `Authorization` value of Basic authentication (RFC 7617, UTF-8). */
function basicAuth(username: string, password: string): string {
  let bytes = '';
  for (const byte of new TextEncoder().encode(username + ':' + password)) {
    bytes += String.fromCharCode(byte);
  }
  return 'Basic ' + btoa(bytes);
}

/**
 * Sends one attempt through `fetch` (asynchronous requests only): with a user name and no
 * `Authorization` header of its own, the request carries Basic credentials (XHR would send
 * them when challenged; fetch has no such hook).
 */
export function sendFetch(prepared: Prepared, report: Report): TransportHandle {
  const fetchFn = (globalThis as Partial<Pick<typeof globalThis, 'fetch'>>).fetch;
  if (!isFn(fetchFn)) raise(REQUEST, 'neither XMLHttpRequest nor fetch exists');
  const controller = new AbortController();
  const binary = prepared.binary;
  let settled = false;
  const headers = Object.entries(prepared.headers);
  if (prepared.username && !headers.some(([name]) => name.toLowerCase() === 'authorization')) {
    headers.push(['Authorization', basicAuth(prepared.username, prepared.password)]);
  }
  const init: RequestInit = {
    method: prepared.method,
    headers,
    body: prepared.data as BodyInit | null,
    signal: controller.signal,
    credentials: prepared.withCredentials ? 'include' : 'same-origin',
    redirect: prepared.noRedirect ? 'manual' : 'follow',
  };
  const settle = (result: TransportResult) => {
    if (!settled) {
      settled = true;
      report(result);
    }
  };
  Promise.resolve()
    .then(() => fetchFn(absolute(prepared.url), init))
    .then(async (res: Response) => {
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => addHeader(headers, name, value));
      const result = answer(res, headers, binary, await (binary ? res.arrayBuffer() : res.text()));
      // A browser hides a redirect not followed (status 0); Node shows it (a 3xx: a failure).
      if (res.type === 'opaqueredirect') result.redirected = '(not followed)';
      return result;
    })
    // The failure handler sits beside the success one, not after it: an exception thrown by
    // a user callback must surface as such (an unhandled rejection), not be taken for a
    // network failure.
    .then(settle, (error: unknown) => settle(noAnswer(error)));
  return {
    controller,
    abort() {
      if (!settled) controller.abort();
      settled = true;
    },
  };
}
