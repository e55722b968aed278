// Cloudflare Worker serving the site from an R2 bucket (binding SITE): the routing rules of README
// "Routing", the 404 page, and the security headers. GENERATED into
// deploy/generated/cloudflare-worker.js by scripts/postbuild-headers.ts from deploy/edge/: the
// tables come from i18n/pages.ts and the build. Deploy it with the wrangler.toml of README,
// "Hosting". A document's Content Security Policy is the one `npm run deploy` stored with it (R2
// keeps x-amz-meta-* as custom metadata); HEADERS holds the build's site-wide one for the rest.
var LOCALES = __LOCALES__;
var DEFAULT_LOCALE = __DEFAULT_LOCALE__;
// Files of the export outside the language folders and _next/ (anything else there is a redirect).
var FILES = __FILES__;
var HEADERS = __HEADERS__;

__ROUTING__

export default {
  async fetch(request, env) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    var url = new URL(request.url);
    var location = redirectFor(url.pathname, url.search);
    if (location !== null) {
      var redirectHeaders = securityHeaders();
      redirectHeaders.location = location;
      redirectHeaders['cache-control'] = 'public, max-age=3600';
      return new Response(null, { status: 301, headers: redirectHeaders });
    }
    var key;
    try {
      key = decodeURIComponent(url.pathname.slice(1));
    } catch (error) {
      key = '404.html?'; // not a key: an encoding no object name can have
    }
    var status = 200;
    var object = await env.SITE.get(key, { onlyIf: request.headers });
    if (object === null) {
      status = 404;
      object = await env.SITE.get('404.html');
      if (object === null) return new Response('Not found', { status: 404 });
    }
    var headers = new Headers(securityHeaders(object.customMetadata && object.customMetadata['content-security-policy']));
    object.writeHttpMetadata(headers);
    headers.set('etag', object.httpEtag);
    // A matching If-None-Match: R2 returns the object's metadata without a body.
    if (!('body' in object)) return new Response(null, { status: 304, headers: headers });
    return new Response(request.method === 'HEAD' ? null : object.body, { status: status, headers: headers });
  },
};
