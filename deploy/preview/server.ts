// CloudFront on this machine: the build's function run as CloudFront runs it, over out/ as the deploy stores it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { checkoutSite } from '../../lib/node/top-level-files';
import { liveValues } from '../cloudfront/function';
import type { ViewerRequest, ViewerResponse } from '../cloudfront/viewer-handler';
import { buildFolder, isBuildAsset } from '../shared/bucket-keys';
import { cacheControlOf } from '../shared/cache-control';
import { copyEncodings, isPrecompressedCopy } from '../shared/compressible';
import { policyMetadataHeader } from '../shared/policy-metadata';
import { contentTypeOf } from '../shared/content-type';
import { readDocumentPolicies } from '../shared/document-policies';
import { buildIdOf, exportDir } from '../shared/export-files';
import { builtHeaders, removedHeaders } from '../shared/security-headers';
import { defaultPort } from './port';
import { runViewerFunction, type ViewerFunction } from './viewer-function';

const root = resolve(exportDir);
const port = Number(process.env.PORT ?? defaultPort);
const host = process.env.HOST ?? '127.0.0.1';
const functionFile = resolve(__dirname, '../generated/cloudfront-function.js');
if (!existsSync(functionFile)) throw new Error(`${functionFile} is missing: run npm run build first.`);

// FUNCTION=off: the bucket alone, out/ as it is, for the benchmark's bare Next.js page.
const live = process.env.FUNCTION === 'off' ? undefined : buildIdOf(root);
const headers = builtHeaders()!;
// The key value store as the deploy leaves it.
const values: Record<string, string> =
  live === undefined ? {} : liveValues({ build: live, site: checkoutSite(), headers });
const viewer: ViewerFunction | undefined =
  live === undefined ? undefined : runViewerFunction(readFileSync(functionFile, 'utf8'), (key) => values[key]);
const policies = readDocumentPolicies() ?? {};
type Headers = Record<string, string>;
// The distribution's response headers policy: every header but the policy, which only the function knows.
const policyHeaders: Headers = Object.fromEntries(
  Object.entries(headers)
    .filter(([name]) => name !== 'Content-Security-Policy')
    .map(([name, value]) => [name.toLowerCase(), value]),
);

/** The file of out/ the deploy stores under `key`: the build's own under its folder, build assets and the 404 page at the root. */
function fileOf(key: string): string | undefined {
  if (live === undefined || isBuildAsset(key) || key === '404.html') return key;
  const folder = buildFolder(live);
  return key.startsWith(folder) ? key.slice(folder.length) : undefined;
}

/** An object of the bucket with the metadata the deploy gives it, or undefined where S3 would answer 403. */
function getObject(uri: string): { body: Buffer; headers: Headers } | undefined {
  let key: string | undefined;
  try {
    key = fileOf(decodeURIComponent(uri.slice(1)));
  } catch {
    return undefined;
  }
  // S3 keys are literal: no folder, no dot segments.
  if (!key || key.split('/').some((segment) => ['', '.', '..'].includes(segment)) || key.includes('\0'))
    return undefined;
  const file = join(root, key);
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  const body = readFileSync(file);
  const encoding = isPrecompressedCopy(key) ? copyEncodings[key.slice(-3) as '.br' | '.gz'] : undefined;
  const original = encoding ? key.slice(0, -3) : key;
  const headers: Headers = {
    'content-type': contentTypeOf(original),
    'cache-control': cacheControlOf(`/${original}`),
    'last-modified': statSync(file).mtime.toUTCString(),
    etag: `"${createHash('md5').update(body).digest('hex')}"`,
    'accept-ranges': 'bytes',
    server: 'AmazonS3',
    // The bucket is versioned and encrypted.
    'x-amz-version-id': createHash('sha256').update(body).digest('base64url').slice(0, 32),
    'x-amz-server-side-encryption': 'AES256',
  };
  if (encoding) headers['content-encoding'] = encoding;
  if (policies[original]) headers[policyMetadataHeader] = policies[original];
  return { body, headers };
}

/** The viewer request as CloudFront hands it to a function: the query string split but not decoded. */
function viewerRequest(req: IncomingMessage, uri: string, query: string): ViewerRequest {
  const headers: ViewerRequest['headers'] = {};
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = { value };
  const querystring: ViewerRequest['querystring'] = {};
  for (const pair of query ? query.split('&') : []) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const entry = querystring[name];
    if (!entry) querystring[name] = { value };
    else (entry.multiValue ??= [{ value: entry.value }]).push({ value });
  }
  return { uri, querystring, headers };
}

const valuesOf = (headers: ViewerResponse['headers']): Headers =>
  Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value]));
const edge = { via: '1.1 5f2d8d1c0e6f4a7b9c3e2d1f0a9b8c7d.cloudfront.net (CloudFront)', 'x-amz-cf-pop': 'OTP50-P1' };

function send(res: ServerResponse, method: string, status: number, headers: Headers, body?: Buffer) {
  const id = createHash('sha512').update(`${Date.now()}${Math.random()}`).digest('base64url').slice(0, 56);
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !removedHeaders.some((r) => r === name)));
  res.writeHead(status, { ...kept, ...edge, 'x-amz-cf-id': id, 'content-length': String(body?.length ?? 0) });
  res.end(method === 'HEAD' ? undefined : body);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return send(res, method, 403, { 'x-cache': 'Error from cloudfront' });
  const target = req.url ?? '/';
  const at = target.indexOf('?');
  const request = viewerRequest(req, at === -1 ? target : target.slice(0, at), at === -1 ? '' : target.slice(at + 1));
  const answer = viewer ? await viewer({ context: { eventType: 'viewer-request' }, request }) : request;
  if ('statusCode' in answer)
    return send(res, method, answer.statusCode, { ...valuesOf(answer.headers), ...policyHeaders });
  const object = getObject(answer.uri);
  // The distribution's custom error response: no viewer-response function runs on it.
  if (!object) {
    const notFound = getObject('/404.html')!;
    const headers = { ...notFound.headers, ...policyHeaders, 'x-cache': 'Error from cloudfront' };
    return send(res, method, 404, headers, notFound.body);
  }
  const fresh = req.headers['if-none-match'] === object.headers.etag;
  const response: ViewerResponse = {
    statusCode: fresh ? 304 : 200,
    headers: Object.fromEntries(Object.entries(object.headers).map(([name, value]) => [name, { value }])),
  };
  const final = viewer
    ? ((await viewer({ context: { eventType: 'viewer-response' }, request: answer, response })) as ViewerResponse)
    : response;
  const headers = { ...valuesOf(final.headers), ...policyHeaders, 'x-cache': 'Miss from cloudfront' };
  send(res, method, final.statusCode, headers, fresh ? undefined : object.body);
}

const guarded = (req: IncomingMessage, res: ServerResponse) =>
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
const server = createServer(guarded);
server.listen(port, host, () => {
  console.log(`CloudFront and the bucket, from ${root}, on http://${host}:${port}/ (Ctrl+C to stop)`);
});
