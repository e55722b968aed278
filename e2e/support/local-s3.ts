import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3 on loopback for `npm run deploy` in e2e/deploy.spec.ts: one bucket, path-style URLs, and
 * the calls the deploy makes (ListObjectsV2, Get/Head/Put/Copy/DeleteObject) with S3's conditional
 * writes and its Content-MD5 check. It checks the access key id, not the signature.
 */
export interface StoredObject {
  body: Buffer;
  etag: string;
  /** content-type, cache-control, content-encoding and x-amz-meta-*, as stored. */
  headers: Record<string, string>;
}

export interface StoreCall {
  method: string;
  key: string;
  query: string;
  contentType: string;
}

/** Runs before the store answers; returns true when it has answered (or dropped) the request itself. */
export type Intercept = (call: StoreCall, response: ServerResponse) => boolean | Promise<boolean>;

const stored = ['content-type', 'cache-control', 'content-encoding'];
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const md5 = (body: Buffer, encoding: 'hex' | 'base64') => createHash('md5').update(body).digest(encoding);

export function fail(response: ServerResponse, status: number, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (stored.includes(name) || name.startsWith('x-amz-meta-')) headers[name] = String(value);
  return headers;
}

export function localS3(bucket: string, accessKeyId: string) {
  const objects = new Map<string, StoredObject>();
  let intercept: Intercept | undefined;
  let server: Server | undefined;

  function list(query: URLSearchParams, response: ServerResponse) {
    const after = query.get('continuation-token') ?? '';
    const max = Number(query.get('max-keys') ?? 1000);
    const keys = [...objects.keys()].sort().filter((key) => key > after);
    const page = keys.slice(0, max);
    const contents = page.map((key) => {
      const { etag, body } = objects.get(key)!;
      return `<Contents><Key>${escape(key)}</Key><ETag>${escape(etag)}</ETag><Size>${body.length}</Size></Contents>`;
    });
    const next = keys.length > max ? `<NextContinuationToken>${escape(page.at(-1)!)}</NextContinuationToken>` : '';
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount>` +
        `<IsTruncated>${keys.length > max}</IsTruncated>${next}${contents.join('')}</ListBucketResult>`,
    );
  }

  function put(request: IncomingMessage, response: ServerResponse, key: string, body: Buffer) {
    const existing = objects.get(key);
    const ifMatch = request.headers['if-match'];
    if (request.headers['if-none-match'] === '*' && existing) return fail(response, 412, 'PreconditionFailed');
    if (ifMatch && !existing) return fail(response, 404, 'NoSuchKey');
    if (ifMatch && ifMatch !== existing!.etag) return fail(response, 412, 'PreconditionFailed');
    const source = request.headers['x-amz-copy-source'];
    if (source) {
      const from = objects.get(decodeURIComponent(String(source)).replace(/^\/?[^/]+\//, ''));
      if (!from) return fail(response, 404, 'NoSuchKey');
      const replace = request.headers['x-amz-metadata-directive'] === 'REPLACE';
      objects.set(key, { ...from, headers: replace ? headersOf(request) : from.headers });
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(`<CopyObjectResult><ETag>${escape(from.etag)}</ETag></CopyObjectResult>`);
    }
    const digest = request.headers['content-md5'];
    if (digest && digest !== md5(body, 'base64')) return fail(response, 400, 'BadDigest');
    const etag = `"${md5(body, 'hex')}"`;
    objects.set(key, { body, etag, headers: headersOf(request) });
    response.writeHead(200, { etag });
    response.end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url!, 'http://s3');
    const [, name, ...path] = url.pathname.split('/');
    const key = decodeURIComponent(path.join('/'));
    const call = {
      method: request.method!,
      key,
      query: url.search,
      contentType: request.headers['content-type'] ?? '',
    };
    if (await intercept?.(call, response)) return;
    if (!String(request.headers.authorization).includes(`Credential=${accessKeyId}/`))
      return fail(response, 403, 'InvalidAccessKeyId');
    if (name !== bucket) return fail(response, 404, 'NoSuchBucket');
    const object = objects.get(key);
    if (request.method === 'GET' && !key) return list(url.searchParams, response);
    if (request.method === 'PUT') return put(request, response, key, Buffer.concat(chunks));
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (!object) return request.method === 'HEAD' ? response.writeHead(404).end() : fail(response, 404, 'NoSuchKey');
    response.writeHead(200, { ...object.headers, etag: object.etag, 'content-length': object.body.length });
    response.end(request.method === 'GET' ? object.body : undefined);
  }

  return {
    objects,
    /** Only one at a time; undefined to stop intercepting. */
    intercept(next: Intercept | undefined) {
      intercept = next;
    },
    /** Resolves with the port it listens on. */
    start(): Promise<number> {
      const listening = createServer((request, response) => {
        handle(request, response).catch(() => response.destroy());
      });
      server = listening;
      return new Promise((resolve) =>
        listening.listen(0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port)),
      );
    },
    stop(): Promise<void> {
      server?.closeAllConnections();
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
