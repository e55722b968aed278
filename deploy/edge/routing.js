// The routing rules of README "Routing", for the edge functions generated from this folder (the
// CloudFront function, the Cloudflare Worker). Plain ES5 function declarations, because
// CloudFront's runtime is not a module system: the generator puts this file after the tables it
// reads (LOCALES, DEFAULT_LOCALE, FILES) and before the platform's own handler.
var TRAILING_SLASH = new RegExp('^(/(?:' + LOCALES.join('|') + ')(?:/[^/]+)?)/$');

/**
 * Where a request goes: a redirect location (always starting with one "/" and a language, so it
 * can never name another host), or null to serve the key from the bucket (a page, a file, or
 * else the 404 page).
 * @param {string} uri the URL path as received, percent-encoded
 * @param {string} query "" or "?…"
 */
function redirectFor(uri, query) {
  if (uri === '/') return '/' + DEFAULT_LOCALE + query;
  var first = uri.split('/')[1];
  if (LOCALES.indexOf(first) !== -1) {
    var trailing = TRAILING_SLASH.exec(uri);
    return trailing ? trailing[1] + query : null;
  }
  // Build assets and the files of the export outside the language folders are served as they are.
  if (first === '_next' || FILES[uri] === 1) return null;
  // The spec's rule for any other path: /ro followed by the path.
  return '/' + DEFAULT_LOCALE + uri + query;
}

/** The security headers, with the document's own policy when the deploy stored one with it. */
function securityHeaders(ownPolicy) {
  var headers = {};
  for (var name in HEADERS) headers[name.toLowerCase()] = HEADERS[name];
  if (ownPolicy) headers['content-security-policy'] = ownPolicy;
  return headers;
}
