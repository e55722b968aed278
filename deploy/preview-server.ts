/**
 * The local preview server: serves the static export in out/ with the same routing as
 * deploy/nginx/site.conf (see the table there), so `npm run preview` behaves like production.
 *   PORT=4173 tsx deploy/preview-server.ts
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { isLocale } from '../i18n/locales';
import { unprefixedRedirect } from '../lib/unprefixed-redirect';
import { cacheControlOf } from './hosting/cache-control';
import { contentTypeOf } from './hosting/content-type';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

// The production security headers of the last build (scripts/postbuild-headers.ts), so that a page
// the policy would block is blocked here too.
const headersFile = resolve(__dirname, 'generated', 'security-headers.json');
const securityHeaders: Record<string, string> = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
if (!existsSync(headersFile)) console.warn(`${headersFile} is missing (run npm run build): serving without security headers.`);

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

function send(res: ServerResponse, status: number, file: string, method: string) {
  res.writeHead(status, {
    ...securityHeaders,
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControlOf(`/${file.slice(root.length + 1).split(sep).join('/')}`),
  });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(301, { ...securityHeaders, Location: location, 'Cache-Control': 'public, max-age=3600' });
  res.end();
}

/** A decoded path written back as a URL path: each segment percent-encoded, so that no character
 *  of it (a CR or LF, a backslash, a non-Latin letter) reaches the Location header raw. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

const server = createServer((req, res) => {
  handle(req.method ?? 'GET', req.url ?? '/', res).catch((error: unknown) => {
    // Never expected: logged, and answered as what it is, rather than crashing the server.
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

async function handle(method: string, raw: string, res: ServerResponse) {
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
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

  const notFound = async () => send(res, 404, (await fileAt('404.html'))!, method);

  if (path === '/') return redirect(res, unprefixedRedirect('/', search)!);

  const first = path.split('/')[1];
  if (isLocale(first)) {
    const trailing = /^(\/[^/]+(?:\/[^/]+)?)\/$/.exec(path);
    if (trailing) return redirect(res, encodePath(trailing[1]!) + search);
    const file = (await fileAt(`${path}.html`)) ?? (path.includes('.') ? await fileAt(path) : undefined);
    return file ? send(res, 200, file, method) : notFound();
  }

  const file = path === '/404.html' ? undefined : await fileAt(path);
  if (file) return send(res, 200, file, method);
  if (path.startsWith('/_next/')) return notFound(); // a missing build asset is not a page
  // The raw path keeps its encoding, exactly like nginx's $request_uri.
  return redirect(res, unprefixedRedirect(rawPath, search)!);
}

server.listen(port, host, () => {
  console.log(`Preview of out/ on http://${host}:${port}/ (Ctrl+C to stop)`);
});
