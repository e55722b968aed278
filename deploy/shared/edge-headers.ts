/* eslint-disable no-var -- `var`, not `let`: compiled for CloudFront's runtime, where esbuild cannot lower `let`. */

type HeaderValues = Readonly<Record<string, string>>;

/**
 * The security headers of an edge function's response (the CloudFront function, the Cloudflare
 * Worker): the build's headers (deploy/shared/security-headers.ts), named in lower case, with the
 * document's own Content Security Policy when the deploy stored one with it.
 */
export function edgeSecurityHeaders(headers: HeaderValues, ownPolicy?: string | null): Record<string, string> {
  var result: Record<string, string> = {};
  for (var name in headers) result[name.toLowerCase()] = headers[name]!;
  if (ownPolicy) result['content-security-policy'] = ownPolicy;
  return result;
}
