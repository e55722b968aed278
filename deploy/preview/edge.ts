// CloudFront as the host template sets it up, on this machine: the viewer function on each request
// and response, the private bucket behind it, the custom error response and the response headers policy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { ViewerRequest, ViewerResponse } from '../cloudfront/viewer-handler';
import { removedHeaders } from '../shared/security-headers';
import { runViewerFunction } from './viewer-function';

type Headers = Record<string, string>;

/** An object as S3 answers a GET of it: its body, and its headers with the ETag. */
interface BucketObject {
  body: Buffer;
  headers: Headers;
}

export interface Host {
  /** The object under a decoded key; undefined where the private bucket answers 403. */
  object(key: string): BucketObject | undefined;
  /** The function's key value store; without one no function runs (the benchmark's bare Next.js page). */
  value?: (key: string) => string | undefined;
  /** The headers the build wrote, which `host:deploy` puts in the distribution's response headers policy. */
  headers: Readonly<Headers>;
}

const functionFile = resolve(__dirname, '../generated/cloudfront-function.js');
const cloudfront = {
  via: '1.1 5f2d8d1c0e6f4a7b9c3e2d1f0a9b8c7d.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'OTP50-P1',
};

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

function send(res: ServerResponse, method: string, status: number, headers: Headers, body?: Buffer) {
  const id = createHash('sha512').update(`${Date.now()}${Math.random()}`).digest('base64url').slice(0, 56);
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !removedHeaders.some((r) => r === name)));
  res.writeHead(status, { ...kept, ...cloudfront, 'x-amz-cf-id': id, 'content-length': String(body?.length ?? 0) });
  res.end(method === 'HEAD' ? undefined : body);
}

export function edgeServer(host: Host): Server {
  const { value } = host;
  if (value && !existsSync(functionFile)) throw new Error(`${functionFile} is missing: run npm run build first.`);
  // The objects were uploaded when the emulator started.
  const uploaded = new Date().toUTCString();
  const viewer = value && runViewerFunction(readFileSync(functionFile, 'utf8'), value);
  // Every header but the policy, which only the function knows per document.
  const policyHeaders: Headers = Object.fromEntries(
    Object.entries(host.headers)
      .filter(([name]) => name !== 'Content-Security-Policy')
      .map(([name, header]) => [name.toLowerCase(), header]),
  );

  /** From the bucket, with what S3 adds to every answer of this versioned, encrypted bucket. */
  function fromBucket(uri: string): BucketObject | undefined {
    let object: BucketObject | undefined;
    try {
      object = host.object(decodeURIComponent(uri.slice(1)));
    } catch {
      return undefined;
    }
    if (!object) return undefined;
    const version = createHash('sha256').update(object.body).digest('base64url').slice(0, 32);
    const s3 = {
      'last-modified': uploaded,
      'accept-ranges': 'bytes',
      server: 'AmazonS3',
      'x-amz-server-side-encryption': 'AES256',
    };
    return { body: object.body, headers: { ...object.headers, ...s3, 'x-amz-version-id': version } };
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
    const object = fromBucket(answer.uri);
    // The distribution's custom error response: the root's 404 page, which no viewer-response function sees.
    if (!object) {
      const notFound = fromBucket('/404.html');
      if (!notFound) return send(res, method, 403, { ...policyHeaders, 'x-cache': 'Error from cloudfront' });
      const headers = { ...notFound.headers, ...policyHeaders, 'x-cache': 'Error from cloudfront' };
      return send(res, method, 404, headers, notFound.body);
    }
    const fresh = req.headers['if-none-match'] === object.headers.etag;
    const response: ViewerResponse = {
      statusCode: fresh ? 304 : 200,
      headers: Object.fromEntries(Object.entries(object.headers).map(([name, header]) => [name, { value: header }])),
    };
    const final = viewer
      ? ((await viewer({ context: { eventType: 'viewer-response' }, request: answer, response })) as ViewerResponse)
      : response;
    const headers = { ...valuesOf(final.headers), ...policyHeaders, 'x-cache': 'Miss from cloudfront' };
    send(res, method, final.statusCode, headers, fresh ? undefined : object.body);
  }

  return createServer((req, res) =>
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }),
  );
}
