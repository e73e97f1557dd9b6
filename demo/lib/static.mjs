// Static files for the demo server: the pages under demo/public/ and the build under
// /dist/. A path is decoded, must stay inside its root, and may not name a hidden file.
//
//   await serveStatic(req, res, '/dist/lib.js', {publicDir, distDir});

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

function plain(res, status, text, head = false) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(head ? undefined : text + '\n');
}

/** The file a URL path names under `root`, or `null` when it leaves the root or is hidden. */
function resolveInside(root, relative) {
  const full = path.resolve(root, '.' + path.posix.normalize('/' + relative));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  if (
    path
      .relative(root, full)
      .split(path.sep)
      .some((part) => part.startsWith('.'))
  )
    return null;
  return full;
}

/**
 * Answers a GET or HEAD for a static file: `/dist/...` from `distDir`, anything else from
 * `publicDir` (`/` and directories serve their index.html).
 */
export async function serveStatic(req, res, rawPath, { publicDir, distDir }) {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.setHeader('Allow', 'GET, HEAD');
    plain(res, 405, 'Method not allowed');
    return;
  }
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    plain(res, 400, 'Bad path encoding', head);
    return;
  }
  if (decoded.includes('\0')) {
    plain(res, 400, 'Bad path', head);
    return;
  }
  const inDist = decoded === '/dist' || decoded.startsWith('/dist/');
  const root = path.resolve(inDist ? distDir : publicDir);
  let file = resolveInside(root, inDist ? decoded.slice(5) : decoded);
  if (file === null) {
    plain(res, 404, 'Not found', head);
    return;
  }
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = path.join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) {
    plain(
      res,
      404,
      inDist ? `Not found: ${decoded} (run \`npm run build\` to create dist/)` : 'Not found',
      head,
    );
    return;
  }
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (head) {
    res.end();
    return;
  }
  await new Promise((resolve) => {
    const stream = createReadStream(file);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    stream.on('end', resolve);
    stream.pipe(res);
  });
}
