/**
 * The local preview server: serves the static export in out/ with the site's routing rule
 * (i18n/routing/answer.ts) and the production headers, so `npm run preview` behaves like
 * production.
 *   PORT=4173 tsx deploy/preview/server.ts
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { answerFor } from '../../i18n/routing/answer';
import { siteInventory } from '../../i18n/routing/site-inventory';
import { cacheControlOf } from '../shared/cache-control';
import { contentTypeOf } from '../shared/content-type';
import { servedFiles } from '../shared/export-files';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(root)) throw new Error(`${root} is missing: run npm run build first.`);
// The export's files as the rule sees them (read once: `npm run preview` builds before serving).
const site = siteInventory(servedFiles(root));

// The production security headers of the last build (postbuild/postbuild.ts), so that a page the
// policy would block is blocked here too.
const headersFile = resolve(__dirname, '..', 'generated', 'security-headers.json');
const securityHeaders: Record<string, string> = existsSync(headersFile)
  ? JSON.parse(readFileSync(headersFile, 'utf8'))
  : {};
if (!existsSync(headersFile))
  console.warn(`${headersFile} is missing (run npm run build): serving without security headers.`);

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
    'Cache-Control': cacheControlOf(
      `/${file
        .slice(root.length + 1)
        .split(sep)
        .join('/')}`,
    ),
  });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(301, { ...securityHeaders, Location: location, 'Cache-Control': 'public, max-age=3600' });
  res.end();
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
  // A request no rule can read: an encoding that decodes to nothing, or to a NUL.
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (!rawPath.startsWith('/') || decoded.includes('\0')) {
    res.writeHead(400).end();
    return;
  }

  const notFound = async () => send(res, 404, (await fileAt('404.html'))!, method);
  const answer = answerFor(rawPath, search, site);
  if (answer.kind === 'redirect') return redirect(res, answer.location);
  if (answer.kind === 'not-found') return notFound();
  const file = await fileAt(decodeURIComponent(answer.file));
  return file ? send(res, 200, file, method) : notFound();
}

server.listen(port, host, () => {
  console.log(`Preview of out/ on http://${host}:${port}/ (Ctrl+C to stop)`);
});
