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
import { raise } from '../../lib/Error';
import type { Prepared } from './Connection.options';

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

/** Sends one attempt through XHR or fetch, whichever exists now. */
export function send(prepared: Prepared, report: Report): TransportHandle {
  const g = globalThis as Any;
  if (typeof g.XMLHttpRequest === 'function') return sendXhr(g.XMLHttpRequest, prepared, report);
  if (typeof g.fetch === 'function') return sendFetch(g.fetch, prepared, report);
  raise(
    'Lib.data.Connection#request',
    'neither XMLHttpRequest nor fetch exists in this environment',
  );
}

/** The result of an attempt that got no answer, for this cause. */
export function noAnswer(cause: unknown): TransportResult {
  return {
    status: 0,
    statusText: '',
    responseText: '',
    responseXML: null,
    headers: {},
    network: cause,
  };
}

/** Adds a header to a by-lower-case-name map, joining repeats as HTTP does. */
function addHeader(headers: Record<string, string>, name: string, value: string): void {
  const key = name.toLowerCase();
  const previous = Object.prototype.hasOwnProperty.call(headers, key) ? headers[key] : undefined;
  const joined = previous === undefined ? value : previous + ', ' + value;
  if (key === '__proto__') {
    // A plain assignment would try to set the prototype; a server's header must stay data.
    Object.defineProperty(headers, key, {
      value: joined,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    headers[key] = joined;
  }
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

function sendXhr(Xhr: Any, prepared: Prepared, report: Report): TransportHandle {
  const xhr: XMLHttpRequest = new Xhr();
  let settled = false;
  const detach = () => {
    xhr.onreadystatechange = null;
    xhr.onerror = null;
  };
  const finish = () => {
    if (settled) return;
    settled = true;
    detach();
    if (xhr.status === 0) {
      report(noAnswer(new Error('XMLHttpRequest got no answer')));
      return;
    }
    const headers = parseHeaderLines(xhr.getAllResponseHeaders() || '');
    let responseText = '';
    let responseXML: Document | null = null;
    let responseBytes: Uint8Array | undefined;
    if (prepared.binary) {
      responseBytes = new Uint8Array((xhr.response as ArrayBuffer | null) || new ArrayBuffer(0));
    } else {
      responseText = xhr.responseText || '';
      try {
        responseXML = xhr.responseXML;
      } catch {
        responseXML = null;
      }
      if (!responseXML) responseXML = parseXml(responseText, headers['content-type']);
    }
    const result: TransportResult = {
      status: xhr.status,
      statusText: xhr.statusText || '',
      responseText,
      responseXML,
      headers,
    };
    if (responseBytes) result.responseBytes = responseBytes;
    report(result);
  };
  try {
    xhr.open(prepared.method, prepared.url, true);
    if (prepared.withCredentials) xhr.withCredentials = true;
    if (prepared.binary) xhr.responseType = 'arraybuffer';
    for (const name of Object.keys(prepared.headers))
      xhr.setRequestHeader(name, prepared.headers[name]);
    xhr.onreadystatechange = () => {
      if (xhr.readyState === 4) finish();
    };
    // Some implementations fire `error` before the last readystatechange; either one finishes.
    xhr.onerror = finish;
    xhr.send(prepared.body as Any);
  } catch (error) {
    // A URL or header the XHR refuses: reported as "no answer", as fetch does, but never
    // before `send` returns.
    settled = true;
    detach();
    queueMicrotask(() => report(noAnswer(error)));
  }
  return {
    xhr,
    abort() {
      if (settled) return;
      settled = true;
      detach();
      xhr.abort();
    },
  };
}

function absolute(url: string): string {
  const base = (globalThis as Any).location?.href;
  if (typeof base !== 'string') return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

function sendFetch(fetchFn: Any, prepared: Prepared, report: Report): TransportHandle {
  const controller = new AbortController();
  let settled = false;
  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    report(noAnswer(error));
  };
  const init: RequestInit = {
    method: prepared.method,
    headers: Object.entries(prepared.headers),
    body: prepared.body as Any,
    signal: controller.signal,
    credentials: prepared.withCredentials ? 'include' : 'same-origin',
  };
  Promise.resolve()
    .then(() => fetchFn(absolute(prepared.url), init))
    .then(async (res: Response) => {
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => addHeader(headers, name, value));
      let responseText = '';
      let responseBytes: Uint8Array | undefined;
      if (prepared.binary) responseBytes = new Uint8Array(await res.arrayBuffer());
      else responseText = await res.text();
      return { res, headers, responseText, responseBytes };
    })
    .then(({ res, headers, responseText, responseBytes }) => {
      if (settled) return;
      settled = true;
      const result: TransportResult = {
        status: res.status,
        statusText: res.statusText || '',
        responseText,
        responseXML: prepared.binary ? null : parseXml(responseText, headers['content-type']),
        headers,
      };
      if (responseBytes) result.responseBytes = responseBytes;
      // `fail` sits beside this handler, not after it: an exception thrown by a user callback
      // must surface as such (an unhandled rejection), not be taken for a network failure.
      report(result);
    }, fail);
  return {
    controller,
    abort() {
      if (settled) return;
      settled = true;
      controller.abort();
    },
  };
}
