/**
 * The two transports of `Lib.data.Connection`: `XMLHttpRequest` when `globalThis` has one at
 * request time (browsers, a happy-dom window installed by a spec), else `fetch` (plain Node).
 * Both hand back the same result: status, status text, body text (or bytes), headers by
 * lower-case name and, for XML where a `DOMParser` exists, the parsed document.
 *
 * Each `send` reports at most once, and never after its `abort()`.
 *
 * @example
 *   const handle = send({method: 'GET', url: '/x', headers: {}, body: null, ...}, (result) => {});
 *   handle.abort(); // no report follows
 */
import { defineValue, isFn, isString, keys, own } from '../../lib/check';
import { raise } from '../../lib/Error';
import { REQUEST, type Prepared } from './Connection.options';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

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
}

/** A running attempt. */
export interface TransportHandle {
  /** Stops the attempt; its report never comes. */
  abort(): void;
  /** The XMLHttpRequest, on the XHR transport. */
  xhr?: XMLHttpRequest;
  /** The AbortController, on the fetch transport. */
  controller?: AbortController;
}

type Report = (result: TransportResult) => void;

/**
 * The `fetch` of this environment (`undefined` where XMLHttpRequest exists, which wins);
 * throws a `Lib.Error` when there is neither.
 */
export function checkTransport(): Any {
  const g = globalThis as Any;
  if (isFn(g.XMLHttpRequest)) return undefined;
  if (!isFn(g.fetch)) {
    raise(REQUEST, 'neither XMLHttpRequest nor fetch exists');
  }
  return g.fetch;
}

/** Sends one attempt through XHR or fetch, whichever exists now. */
export function send(prepared: Prepared, report: Report): TransportHandle {
  const fetchFn = checkTransport();
  return fetchFn ? sendFetch(fetchFn, prepared, report) : sendXhr(prepared, report);
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
  const Parser = (globalThis as Any).DOMParser;
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
  body: Any,
  xml?: Document | null,
): TransportResult {
  const result: TransportResult = {
    status: res.status,
    statusText: res.statusText || '',
    responseText: binary ? '' : body,
    responseXML: binary ? null : xml || parseXml(body, headers['content-type']),
    headers,
  };
  if (binary) result.responseBytes = new Uint8Array(body || new ArrayBuffer(0));
  return result;
}

function sendXhr(prepared: Prepared, report: Report): TransportHandle {
  const xhr: XMLHttpRequest = new (globalThis as Any).XMLHttpRequest();
  const binary = prepared.binary;
  let settled = false;
  /** Settles once: detaches the handlers; `false` when it was settled already. */
  const settle = () => {
    if (settled) return false;
    settled = true;
    xhr.onreadystatechange = xhr.onerror = null;
    return true;
  };
  const finish = () => {
    if (!settle()) return;
    if (xhr.status === 0) return report(noAnswer(new Error('XMLHttpRequest got no answer')));
    let xml: Document | null = null;
    try {
      if (!binary) xml = xhr.responseXML;
    } catch {
      // Not XML: parsed from the text where it says it is.
    }
    report(
      answer(
        xhr,
        parseHeaderLines(xhr.getAllResponseHeaders() || ''),
        binary,
        binary ? xhr.response : xhr.responseText || '',
        xml,
      ),
    );
  };
  try {
    xhr.open(prepared.method, prepared.url, true);
    if (prepared.withCredentials) xhr.withCredentials = true;
    if (binary) xhr.responseType = 'arraybuffer';
    for (const name of keys(prepared.headers)) xhr.setRequestHeader(name, prepared.headers[name]);
    xhr.onreadystatechange = () => {
      if (xhr.readyState === 4) finish();
    };
    // Some implementations fire `error` before the last readystatechange; either one finishes.
    xhr.onerror = finish;
    xhr.send(prepared.body as Any);
  } catch (error) {
    // A URL or header the XHR refuses: reported as "no answer", as fetch does, but never
    // before `send` returns.
    settle();
    queueMicrotask(() => report(noAnswer(error)));
  }
  return {
    xhr,
    abort() {
      if (settle()) xhr.abort();
    },
  };
}

function absolute(url: string): string {
  const base = (globalThis as Any).location?.href;
  try {
    return isString(base) ? new URL(url, base).href : url;
  } catch {
    return url;
  }
}

function sendFetch(fetchFn: Any, prepared: Prepared, report: Report): TransportHandle {
  const controller = new AbortController();
  const binary = prepared.binary;
  let settled = false;
  const init: RequestInit = {
    method: prepared.method,
    headers: Object.entries(prepared.headers),
    body: prepared.body as Any,
    signal: controller.signal,
    credentials: prepared.withCredentials ? 'include' : 'same-origin',
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
      return answer(res, headers, binary, await (binary ? res.arrayBuffer() : res.text()));
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
