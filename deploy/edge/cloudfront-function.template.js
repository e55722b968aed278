// CloudFront Function (runtime cloudfront-js-2.0) for the site stored in S3: the routing rules of
// README "Routing" and the security headers. GENERATED into deploy/generated/cloudfront-function.js
// by scripts/postbuild-headers.ts from deploy/edge/: the tables come from i18n/pages.ts and the
// build. Associate it with the default cache behaviour twice, as viewer request and as viewer
// response (README, "Hosting").
// A document's Content Security Policy comes with the document: `npm run deploy` stores each HTML
// object's own policy as metadata (x-amz-meta-content-security-policy), which becomes the header
// here, so that a page and its policy change together. HEADERS holds the build's site-wide policy
// for responses without one.
var LOCALES = __LOCALES__;
var DEFAULT_LOCALE = __DEFAULT_LOCALE__;
// Files of the export outside the language folders and _next/ (anything else there is a redirect).
var FILES = __FILES__;
var HEADERS = __HEADERS__;

__ROUTING__

function handler(event) {
  if (event.context.eventType === 'viewer-response') return withHeaders(event.response);
  var request = event.request;
  var location = redirectFor(request.uri, queryString(request.querystring));
  if (location === null) return request;
  return withHeaders({
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: location }, 'cache-control': { value: 'public, max-age=3600' } },
  });
}

function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue && entry.multiValue.length ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function withHeaders(response) {
  var own = response.headers['x-amz-meta-content-security-policy'];
  delete response.headers['x-amz-meta-content-security-policy'];
  var headers = securityHeaders(own && own.value);
  for (var name in headers) response.headers[name] = { value: headers[name] };
  return response;
}
