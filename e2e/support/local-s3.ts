import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A small S3 for `npm run deploy` in e2e/deploy.spec.ts: one bucket, path-style URLs, and the calls the
 * deploy makes (GetBucketTagging, ListObjectsV2, Get/Put/Copy/DeleteObject) with S3's Content-MD5 check. It checks the
 * access key id, not the signature.
 */
export interface StoredObject {
  body: Buffer;
  etag: string;
  /** content-type, cache-control, content-encoding and x-amz-meta-*, as stored. */
  headers: Record<string, string>;
}

const stored = ['content-type', 'cache-control', 'content-encoding'];
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const md5 = (body: Buffer, encoding: 'hex' | 'base64') => createHash('md5').update(body).digest(encoding);

function fail(response: ServerResponse, status: number, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

function list(bucket: string, objects: Map<string, StoredObject>, query: URLSearchParams, response: ServerResponse) {
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

function tagging(tags: Map<string, string>, response: ServerResponse) {
  if (!tags.size) return fail(response, 404, 'NoSuchTagSet');
  const set = [...tags].map(([key, value]) => `<Tag><Key>${escape(key)}</Key><Value>${escape(value)}</Value></Tag>`);
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Tagging><TagSet>${set.join('')}</TagSet></Tagging>`);
}

/** Answers one request of the deploy to the bucket `objects` holds, tagged with `tags`. */
export function localS3(
  bucket: string,
  accessKeyId: string,
  objects: Map<string, StoredObject>,
  tags: Map<string, string>,
) {
  return (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const url = new URL(request.url!, 'http://s3');
    const [, name, ...path] = url.pathname.split('/');
    const key = decodeURIComponent(path.join('/'));
    if (!String(request.headers.authorization).includes(`Credential=${accessKeyId}/`))
      return fail(response, 403, 'InvalidAccessKeyId');
    if (name !== bucket) return fail(response, 404, 'NoSuchBucket');
    if (request.method === 'GET' && !key && url.searchParams.has('tagging')) return tagging(tags, response);
    if (request.method === 'GET' && !key) return list(bucket, objects, url.searchParams, response);
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    const source = request.headers['x-amz-copy-source'];
    if (request.method === 'PUT' && source) {
      const from = objects.get(decodeURIComponent(String(source)).replace(/^\/?[^/]+\//, ''));
      if (!from) return fail(response, 404, 'NoSuchKey');
      objects.set(key, from);
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(`<CopyObjectResult><ETag>${escape(from.etag)}</ETag></CopyObjectResult>`);
    }
    if (request.method === 'PUT') {
      if (request.headers['content-md5'] !== md5(body, 'base64')) return fail(response, 400, 'BadDigest');
      const headers: Record<string, string> = {};
      for (const [header, value] of Object.entries(request.headers))
        if (stored.includes(header) || header.startsWith('x-amz-meta-')) headers[header] = String(value);
      const etag = `"${md5(body, 'hex')}"`;
      objects.set(key, { body, etag, headers });
      return response.writeHead(200, { etag }).end();
    }
    const object = objects.get(key);
    if (!object) return fail(response, 404, 'NoSuchKey');
    response.writeHead(200, { ...object.headers, etag: object.etag, 'content-length': object.body.length });
    response.end(object.body);
  };
}
