import { answerFor, type SiteInventory } from '../../i18n/routing/answer';
import { edgeSecurityHeaders } from '../shared/edge-headers';
import type { InlineModule } from '../../lib/node/inline-script';

/** What the Worker uses of an R2 object (R2ObjectBody, or R2Object when a condition failed). */
export interface StoredObject {
  httpEtag: string;
  customMetadata?: Record<string, string>;
  writeHttpMetadata(headers: Headers): void;
  body?: BodyInit;
}

/** What the Worker uses of its R2 binding. */
export interface SiteBucket {
  get(key: string, options?: { onlyIf?: Headers }): Promise<StoredObject | null>;
}

/**
 * The Cloudflare Worker that serves the site from an R2 bucket (binding SITE): the site's routing
 * rule (i18n/routing/answer.ts), the 404 page, and the security headers. Deployed with the
 * wrangler.toml of deploy/README.md. A document's Content Security Policy is the one `npm run
 * deploy` stored with it (R2 keeps x-amz-meta-* as custom metadata); `headers` holds the build's
 * site-wide one for the rest. The deploy stores each page under its URL path too (en/about beside
 * en/about.html), so a file the rule names is read from the key of the request's own path.
 *
 * worker.ts compiles it, with this build's site map and headers, into an ES module.
 */
export function siteWorker(site: SiteInventory, headers: Readonly<Record<string, string>>) {
  return {
    async fetch(request: Request, env: { SITE: SiteBucket }): Promise<Response> {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
      }
      const url = new URL(request.url);
      const answer = answerFor(url.pathname, url.search, site);
      if (answer.kind === 'redirect') {
        const redirectHeaders = edgeSecurityHeaders(headers);
        redirectHeaders.location = answer.location;
        redirectHeaders['cache-control'] = 'public, max-age=3600';
        return new Response(null, { status: 301, headers: redirectHeaders });
      }
      let status = 200;
      let object: StoredObject | null = null;
      if (answer.kind === 'file') {
        let key: string | null;
        try {
          key = decodeURIComponent(url.pathname.slice(1));
        } catch {
          key = null; // an encoding no object name can have
        }
        if (key !== null) object = await env.SITE.get(key, { onlyIf: request.headers });
      }
      if (object === null) {
        status = 404;
        object = await env.SITE.get('404.html');
        if (object === null) return new Response('Not found', { status: 404 });
      }
      const ownPolicy = object.customMetadata?.['content-security-policy'];
      const responseHeaders = new Headers(edgeSecurityHeaders(headers, ownPolicy));
      object.writeHttpMetadata(responseHeaders);
      responseHeaders.set('etag', object.httpEtag);
      // A matching If-None-Match: R2 returns the object's metadata without a body.
      if (!('body' in object)) return new Response(null, { status: 304, headers: responseHeaders });
      return new Response(request.method === 'HEAD' ? null : object.body, { status, headers: responseHeaders });
    },
  };
}

/** This module and the function that runs inline, for the code that compiles its call (lib/node/inline-script.ts). */
export const siteWorkerModule: InlineModule<{ siteWorker: typeof siteWorker }> = {
  path: 'deploy/cloudflare-worker/site-worker.ts',
};
