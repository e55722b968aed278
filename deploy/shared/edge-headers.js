// The security headers of an edge function's responses (the CloudFront function, the Cloudflare
// Worker): the build's headers (HEADERS, above it in the generated file), with the document's own
// policy when the deploy stored one with it. Plain ES5, as CloudFront's runtime requires.
function securityHeaders(ownPolicy) {
  var headers = {};
  for (var name in HEADERS) headers[name.toLowerCase()] = HEADERS[name];
  if (ownPolicy) headers['content-security-policy'] = ownPolicy;
  return headers;
}
