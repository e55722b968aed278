// Cloudflare Worker serving the site from an R2 bucket (binding SITE): the site's routing rule
// (i18n/routing/answer.ts), the 404 page, and the security headers. GENERATED into
// deploy/generated/cloudflare-worker.js by deploy/postbuild.ts: what the rule knows of the site
// comes from i18n/ and the build. Deploy it with the wrangler.toml of deploy/README.md. A
// document's Content Security Policy is the one `npm run deploy` stored with it (R2 keeps
// x-amz-meta-* as custom metadata); HEADERS holds the build's site-wide one for the rest.
// The deploy stores each page under its URL path too (en/about beside en/about.html), so a file
// the rule names is read from the key of the request's own path.
var SITE = __SITE__;
var HEADERS = __HEADERS__;

__ANSWER_FOR__;

__SECURITY_HEADERS__;

export default {
  async fetch(request, env) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    var url = new URL(request.url);
    var answer = answerFor(url.pathname, url.search, SITE);
    if (answer.kind === 'redirect') {
      var redirectHeaders = securityHeaders();
      redirectHeaders.location = answer.location;
      redirectHeaders['cache-control'] = 'public, max-age=3600';
      return new Response(null, { status: 301, headers: redirectHeaders });
    }
    var status = 200;
    var object = null;
    if (answer.kind === 'file') {
      var key;
      try {
        key = decodeURIComponent(url.pathname.slice(1));
      } catch (error) {
        key = null; // an encoding no object name can have
      }
      if (key !== null) object = await env.SITE.get(key, { onlyIf: request.headers });
    }
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
