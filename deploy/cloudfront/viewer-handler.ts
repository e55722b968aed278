/* eslint-disable no-var -- `var`, not `let`: compiled for CloudFront's runtime, where esbuild cannot lower `let`. */
import { answerFor, type SiteInventory } from '../../i18n/routing/answer';
import { edgeSecurityHeaders } from '../shared/edge-headers';
import type { InlineModule } from '../../lib/node/inline-script';

interface Value {
  value: string;
}
type QueryString = Record<string, Value & { multiValue?: Value[] }>;

export interface ViewerRequest {
  uri: string;
  querystring: QueryString;
  headers: Record<string, Value>;
}

export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, Value>;
}

export interface ViewerEvent {
  context: { eventType: 'viewer-request' | 'viewer-response' };
  request: ViewerRequest;
  /** The response, in a viewer-response event. */
  response?: ViewerResponse;
}

/** The query string as the request had it: "" or "?" and its parameters. */
function queryString(querystring: QueryString): string {
  var parts: string[] = [];
  for (var name in querystring) {
    var entry = querystring[name]!;
    var values = entry.multiValue && entry.multiValue.length ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) parts.push(values[i]!.value === '' ? name : name + '=' + values[i]!.value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}

/**
 * The CloudFront function (runtime cloudfront-js-2.0) in front of the site's S3 bucket: the site's
 * routing rule (i18n/routing/answer.ts) and the security headers. It is associated with the
 * default cache behaviour twice, as viewer request and as viewer response (deploy/README.md). A
 * request the rule does not redirect goes to the bucket, which answers with the file, or with the
 * 404 page where it has none.
 *
 * A document's Content Security Policy comes with the document: `npm run deploy` stores each HTML
 * object's own policy as metadata (x-amz-meta-content-security-policy), which becomes the header
 * here, so that a page and its policy change together. `headers` holds the build's site-wide
 * policy, for responses without one.
 *
 * function.ts compiles it, with this build's site map and headers, for ES5: CloudFront's runtime
 * is ES 5.1 with a few later additions.
 */
export function viewerHandler(site: SiteInventory, headers: Readonly<Record<string, string>>) {
  function withHeaders(response: ViewerResponse): ViewerResponse {
    var own = response.headers['x-amz-meta-content-security-policy'];
    delete response.headers['x-amz-meta-content-security-policy'];
    var security = edgeSecurityHeaders(headers, own && own.value);
    for (var name in security) response.headers[name] = { value: security[name]! };
    return response;
  }

  return function handler(event: ViewerEvent): ViewerRequest | ViewerResponse {
    if (event.context.eventType === 'viewer-response') return withHeaders(event.response!);
    var request = event.request;
    var answer = answerFor(request.uri, queryString(request.querystring), site);
    if (answer.kind !== 'redirect') return request;
    return withHeaders({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: answer.location }, 'cache-control': { value: 'public, max-age=3600' } },
    });
  };
}

/** This module and the function that runs inline, for the code that compiles its call (lib/node/inline-script.ts). */
export var viewerHandlerModule: InlineModule<{ viewerHandler: typeof viewerHandler }> = {
  path: 'deploy/cloudfront/viewer-handler.ts',
};
