import { answerFor, type SiteInventory } from '../../i18n/routing/answer';
import { bucketKey } from '../shared/bucket-keys';
import { redirect } from '../shared/cache-control';
import { compressible } from '../shared/compressible';
import { policyMetadataHeader } from '../shared/policy-metadata';
import type { InlineModule } from '../../lib/node/inline-script';

type Value = { value: string };
type QueryString = Record<string, Value & { multiValue?: Value[] }>;
export type ViewerRequest = { uri: string; querystring: QueryString; headers: Record<string, Value> };
export type ViewerResponse = { statusCode: number; statusDescription?: string; headers: Record<string, Value> };
export type ViewerEvent = {
  context: { eventType: 'viewer-request' | 'viewer-response' };
  request: ViewerRequest;
  response?: ViewerResponse;
};

function queryString(querystring: QueryString): string {
  const parts: string[] = [];
  for (const name in querystring) {
    const entry = querystring[name]!;
    const values = entry.multiValue && entry.multiValue.length ? entry.multiValue : [entry];
    for (let i = 0; i < values.length; i++) parts.push(values[i]!.value === '' ? name : `${name}=${values[i]!.value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Whether Accept-Encoding names the coding without refusing it (`q=0`). */
function accepts(acceptEncoding: string, coding: string): boolean {
  const parts = acceptEncoding.split(',');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.split(';')[0]!.trim().toLowerCase() === coding && !/;\s*q=0(\.0*)?\s*(;|$)/i.test(part)) return true;
  }
  return false;
}

/** The build's copy of a text file that the request accepts: `.br`, `.gz` or none. */
function encodedCopy(file: string, acceptEncoding: Value | undefined): string {
  const accepted = acceptEncoding ? acceptEncoding.value : '';
  if (!compressible(file)) return '';
  if (accepts(accepted, 'br')) return '.br';
  return accepts(accepted, 'gzip') ? '.gz' : '';
}

/** The value of the key value store's `live` key: the build visitors get, and what the routing rule knows of it. */
export interface Live {
  build: string;
  site: SiteInventory;
}

/** The headers of every response, by lower-case name: the value of the key value store's `headers` key. */
export type Headers = Readonly<Record<string, string>>;

/** A document's own policy, from its object's metadata, replaces the strict one of `headers`. */
function withHeaders(response: ViewerResponse, headers: Headers): ViewerResponse {
  const own = response.headers[policyMetadataHeader];
  delete response.headers[policyMetadataHeader];
  for (const name in headers) response.headers[name] = { value: headers[name]! };
  if (own) response.headers['content-security-policy'] = { value: own.value };
  return response;
}

/**
 * CloudFront's viewer request and viewer response (runtime cloudfront-js-2.0) over the private bucket:
 * the routing rule, the key of the precompressed copy in the live build's folder, and the headers.
 * The live build's data comes from the key value store, so no build changes this code.
 */
export function viewerHandler() {
  // `live` is read for a request only: a response needs nothing of the build but its headers.
  return function handler(event: ViewerEvent, headers: Headers, live?: Live): ViewerRequest | ViewerResponse {
    if (event.context.eventType === 'viewer-response') {
      event.response!.headers.vary = { value: 'Accept-Encoding' };
      return withHeaders(event.response!, headers);
    }
    const request = event.request;
    const answer = answerFor(request.uri, queryString(request.querystring), live!.site);
    if (answer.kind === 'redirect') {
      const redirectHeaders = { location: { value: answer.location }, 'cache-control': { value: redirect } };
      return withHeaders(
        { statusCode: 301, statusDescription: 'Moved Permanently', headers: redirectHeaders },
        headers,
      );
    }
    // A key no upload writes: the bucket's 403 becomes the 404 page.
    if (answer.kind === 'not-found') {
      request.uri = '/404.html/';
      return request;
    }
    const key = answer.file + encodedCopy(answer.file, request.headers['accept-encoding']);
    request.uri = `/${bucketKey(live!.build, key)}`;
    return request;
  };
}

export const viewerHandlerModule: InlineModule<{ viewerHandler: typeof viewerHandler }> = {
  path: 'deploy/cloudfront/viewer-handler.ts',
};
