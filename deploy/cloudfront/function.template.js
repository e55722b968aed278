// CloudFront Function (runtime cloudfront-js-2.0) for the site stored in S3: the site's routing rule
// (i18n/routing/answer.ts) and the security headers. GENERATED into
// deploy/generated/cloudfront-function.js by deploy/postbuild.ts: what the rule knows of the site
// comes from i18n/ and the build. Associate it with the default cache behaviour twice, as viewer
// request and as viewer response (deploy/README.md). A request the rule does not redirect goes to
// the bucket, which answers with the file, or with the 404 page where it has none.
// A document's Content Security Policy comes with the document: `npm run deploy` stores each HTML
// object's own policy as metadata (x-amz-meta-content-security-policy), which becomes the header
// here, so that a page and its policy change together. HEADERS holds the build's site-wide policy
// for responses without one.
var SITE = __SITE__;
var HEADERS = __HEADERS__;

__ANSWER_FOR__;

__SECURITY_HEADERS__;

function handler(event) {
  if (event.context.eventType === 'viewer-response') return withHeaders(event.response);
  var request = event.request;
  var answer = answerFor(request.uri, queryString(request.querystring), SITE);
  if (answer.kind !== 'redirect') return request;
  return withHeaders({
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: answer.location }, 'cache-control': { value: 'public, max-age=3600' } },
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
