/**
 * Spec helper: a small REST server on 127.0.0.1 (a free port), started by the spec, for the
 * fault matrix and the real-server specs. In mode `'ok'` it keeps tasks in memory and answers
 * as a REST backend does (`GET /tasks`, `GET /tasks/:id`, `POST /tasks`, `PUT /tasks/:id`,
 * `DELETE /tasks/:id`, bodies `{success, data}`); the other modes fail every request in one
 * way, changing nothing. Every request is counted in `hits`, whatever the mode.
 *
 * @example
 *   const server = await startRestServer();
 *   server.mode = 'http500';
 *   // ... requests fail with 500 ...
 *   await server.close();
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the server answers. */
export type ServerMode =
  /** A working REST backend. */
  | 'ok'
  /** 500 Internal Server Error with an HTML body. */
  | 'http500'
  /** 404 Not Found. */
  | 'http404'
  /** 422 Unprocessable Entity with `{success: false, message, errors: {title}}`. */
  | 'http422'
  /** Never answers (the request stays open until the client gives up or the server closes). */
  | 'hang'
  /** Destroys the connection as soon as the request arrives (a connection reset). */
  | 'reset'
  /** 200 with a body that is not JSON. */
  | 'garbage'
  /** 200 with `{success: false, message: 'Title is taken'}`. */
  | 'refuse'
  /** Like `ok`, but a create answers `{success: true, data: {title}}` without the new id. */
  | 'noid';

/** One request as the server saw it. */
export interface Hit {
  method: string;
  /** The path, without the query string. */
  path: string;
  /** The query parameters. */
  query: Record<string, string>;
  /** The body, parsed as JSON when it is JSON, else the text ('' without one). */
  body: unknown;
  /** The request headers (lower-case names). */
  headers: http.IncomingHttpHeaders;
}

/** A row of the server's task table. */
export interface TaskRow {
  id: number;
  title: string;
  [key: string]: unknown;
}

export interface RestServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** `http://127.0.0.1:<port>/tasks`, the collection URL. */
  url: string;
  /** How the next requests are answered (default `'ok'`). */
  mode: ServerMode;
  /** The stored tasks, by id. */
  rows: Map<number, TaskRow>;
  /** Every request received, in order. */
  hits: Hit[];
  /** Resolves when the number of requests received reaches `count`. */
  received(count: number): Promise<void>;
  /** Stops the server, cutting any request left open. */
  close(): Promise<void>;
}

/** Starts a server with the given rows (default: tasks 1, 2 and 3). */
export async function startRestServer(
  rows: TaskRow[] = [1, 2, 3].map((id) => ({ id, title: `task ${id}` })),
): Promise<RestServer> {
  const sockets = new Set<Socket>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let nextId = 100;
  const state = {
    mode: 'ok' as ServerMode,
    rows: new Map(rows.map((row) => [row.id, { ...row }])),
    hits: [] as Hit[],
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url || '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        if (text !== '') body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      state.hits.push({
        method: req.method || '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        body,
        headers: req.headers,
      });
      for (const waiter of waiters.slice()) {
        if (state.hits.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      answer(req, res, url.pathname, body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function json(res: http.ServerResponse, status: number, data: unknown): void {
    const text = JSON.stringify(data);
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  function answer(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: any) {
    switch (state.mode) {
      case 'http500':
        res.writeHead(500, { 'Content-Type': 'text/html' });
        res.end('<h1>Internal Server Error</h1>');
        return;
      case 'http404':
        json(res, 404, { success: false, message: 'No such task' });
        return;
      case 'http422':
        json(res, 422, {
          success: false,
          message: 'Validation failed',
          errors: { title: 'is already taken' },
        });
        return;
      case 'hang':
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'garbage':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"success": true, "data": [oops');
        return;
      case 'refuse':
        json(res, 200, { success: false, message: 'Title is taken' });
        return;
      default:
        rest(req.method || 'GET', path, body, res);
    }
  }

  function rest(method: string, path: string, body: any, res: http.ServerResponse): void {
    const match = /^\/tasks(?:\/([^/.]+))?(?:\.json)?$/.exec(path);
    if (!match) return json(res, 404, { success: false, message: `no route ${path}` });
    const id = match[1] === undefined ? undefined : Number(decodeURIComponent(match[1]));
    const row = id === undefined ? undefined : state.rows.get(id);
    if (id !== undefined && !row && method !== 'POST') {
      return json(res, 404, { success: false, message: `no task ${id}` });
    }
    switch (method) {
      case 'GET':
        if (row) return json(res, 200, { success: true, data: row });
        return json(res, 200, {
          success: true,
          total: state.rows.size,
          data: [...state.rows.values()],
        });
      case 'POST': {
        const input = body && typeof body === 'object' ? { ...body } : {};
        delete input.id;
        if (state.mode === 'noid') return json(res, 200, { success: true, data: input });
        const created = { ...input, id: ++nextId } as TaskRow;
        state.rows.set(created.id, created);
        return json(res, 200, { success: true, data: created });
      }
      case 'PUT': {
        const input = body && typeof body === 'object' ? { ...body } : {};
        delete input.id;
        Object.assign(row!, input);
        return json(res, 200, { success: true, data: row });
      }
      case 'DELETE':
        state.rows.delete(id!);
        return json(res, 200, { success: true });
      default:
        return json(res, 405, { success: false, message: `no ${method}` });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    url: `${origin}/tasks`,
    get mode() {
      return state.mode;
    },
    set mode(mode: ServerMode) {
      state.mode = mode;
    },
    rows: state.rows,
    hits: state.hits,
    received(count: number) {
      if (state.hits.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
