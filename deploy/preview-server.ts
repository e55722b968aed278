/**
 * The local preview server: serves the static export in out/ with the same routing as
 * deploy/nginx/site.conf (see the table there), so `npm run preview` behaves like production.
 *   PORT=4173 tsx deploy/preview-server.ts
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { isLocale } from '../i18n/locales';
import { unprefixedRedirect } from '../lib/unprefixed-redirect';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** A regular file inside out/, or undefined (missing, a folder, or a path that tries to leave out/). */
async function fileAt(relative: string): Promise<string | undefined> {
  const path = resolve(join(root, relative));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/_next/static/')) return 'public, max-age=31536000, immutable';
  return urlPath.endsWith('.html') || !extname(urlPath) ? 'no-cache' : 'public, max-age=3600, must-revalidate';
}

function send(res: ServerResponse, status: number, file: string, method: string, urlPath: string) {
  res.writeHead(status, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(urlPath),
    'X-Content-Type-Options': 'nosniff',
  });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(301, { Location: location, 'Cache-Control': 'public, max-age=3600' });
  res.end();
}

const server = createServer(async (req, res) => {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  let path: string;
  try {
    path = decodeURIComponent(rawPath).replace(/\/{2,}/g, '/'); // nginx merges slashes too
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (!path.startsWith('/') || path.includes('\0')) {
    res.writeHead(400).end();
    return;
  }

  const notFound = async () => send(res, 404, (await fileAt('404.html'))!, method, '/404.html');

  if (path === '/') return redirect(res, unprefixedRedirect('/', search)!);

  const first = path.split('/')[1];
  if (isLocale(first)) {
    const trailing = /^(\/[^/]+(?:\/[^/]+)?)\/$/.exec(path);
    if (trailing) return redirect(res, trailing[1] + search);
    const file = (await fileAt(`${path}.html`)) ?? (path.includes('.') ? await fileAt(path) : undefined);
    return file ? send(res, 200, file, method, path) : notFound();
  }

  const file = path === '/404.html' ? undefined : await fileAt(path);
  if (file) return send(res, 200, file, method, path);
  if (path.startsWith('/_next/')) return notFound(); // a missing build asset is not a page
  // The raw path keeps its encoding, exactly like nginx's $request_uri.
  return redirect(res, unprefixedRedirect(rawPath, search)!);
});

server.listen(port, host, () => {
  console.log(`Preview of out/ on http://${host}:${port}/ (Ctrl+C to stop)`);
});
