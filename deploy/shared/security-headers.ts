import { mapEmbedOrigin } from '../../lib/maps';
import { stagingBuild, stagingHeaders } from '../../lib/staging';

/**
 * The security headers of the site, the same on every host (nginx, Netlify/Cloudflare `_headers`,
 * the CloudFront function, the preview server). Only the Content Security Policy depends on the
 * build: its script hashes are those of the inline scripts the export contains.
 */

/** What a policy allows inline: the hashes of scripts and <style> elements, and style="" attributes. */
export interface InlineAllowance {
  scripts: readonly string[];
  styles: readonly string[];
  styleAttributes: boolean;
}

/**
 * The Content Security Policy for documents with the given inline code.
 * - Scripts: same-origin files and the exact inline scripts of the export, nothing else (no
 *   'unsafe-inline', no 'unsafe-eval'): an injected script has no hash and does not run.
 * - Styles: same-origin style sheets and hashed <style> elements. style="" attributes (React
 *   writes a few, such as the coverage map's aspect ratio) are allowed through style-src-attr,
 *   which cannot hold selectors and so cannot read the page the way an injected <style> can.
 * - Frames: only the office map embed. Forms: none (the site has none).
 * `delivery: 'meta'` leaves out frame-ancestors, which browsers ignore (with a warning) in a
 * <meta> element.
 */
export function contentSecurityPolicy(allow: InlineAllowance, delivery: 'header' | 'meta' = 'header'): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...allow.scripts],
    ['style-src', "'self'", ...allow.styles],
    ...(allow.styleAttributes ? [['style-src-attr', "'unsafe-inline'"] as [string, string]] : []),
    ['img-src', "'self'", 'data:'],
    ['frame-src', mapEmbedOrigin],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ...(delivery === 'header' ? [['frame-ancestors', "'none'"] as [string, string]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The headers that do not depend on the build. */
export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  // Two years; browsers ignore it over plain HTTP. Add `includeSubDomains; preload` only once every
  // subdomain of the company's domain is served over HTTPS (see deploy/README.md, "Security headers").
  'Strict-Transport-Security': 'max-age=63072000',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Powerful features the site never uses, refused for it and for the map frame.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // For browsers older than CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
  // A staging copy keeps search engines out (lib/staging.ts).
  ...(stagingBuild ? stagingHeaders : {}),
};

/** Every security header for documents with the given inline code, CSP first. */
export function securityHeaders(allow: InlineAllowance): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(allow), ...staticSecurityHeaders };
}

/** The union of several documents' inline code: one policy that serves them all. */
export function mergeAllowances(all: readonly InlineAllowance[]): InlineAllowance {
  return {
    scripts: [...new Set(all.flatMap((a) => a.scripts))].sort(),
    styles: [...new Set(all.flatMap((a) => a.styles))].sort(),
    styleAttributes: all.some((a) => a.styleAttributes),
  };
}
