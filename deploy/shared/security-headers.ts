import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mapEmbedOrigin } from '../../lib/maps';
import { stagingBuild, stagingHeaders } from '../../lib/staging';

/** What a document's policy allows inline: hashes of scripts and <style> elements, and style="" attributes. */
export interface InlineAllowance {
  scripts: readonly string[];
  styles: readonly string[];
  styleAttributes: boolean;
}

/**
 * A document's policy: its own inline code by hash, never 'unsafe-inline' for scripts; style=""
 * through style-src-attr, which cannot hold selectors. A <meta> policy cannot hold frame-ancestors.
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

/** The policy of every response that is not a document: redirects, files, scripts. */
export const nonDocumentPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Headers S3 sends that tell a visitor nothing: the distribution removes them, and their bytes, from every response. */
export const removedHeaders = ['server', 'x-amz-version-id', 'x-amz-server-side-encryption'] as const;

/** The headers of every response; a document's own policy replaces the Content-Security-Policy. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': nonDocumentPolicy,
  // Two years; `includeSubDomains; preload` only once every subdomain is served over HTTPS.
  'Strict-Transport-Security': 'max-age=63072000',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // For browsers older than frame-ancestors.
  'X-Frame-Options': 'DENY',
  ...(stagingBuild ? stagingHeaders : {}),
};

// A staging build's headers differ: the deploy and the preview take the ones its build wrote.
const builtHeadersFile = resolve(__dirname, '..', 'generated', 'security-headers.json');

export function writeBuiltHeaders(): void {
  writeFileSync(builtHeadersFile, `${JSON.stringify(securityHeaders, null, 2)}\n`);
}

export function builtHeaders(): Record<string, string> | undefined {
  return existsSync(builtHeadersFile)
    ? (JSON.parse(readFileSync(builtHeadersFile, 'utf8')) as Record<string, string>)
    : undefined;
}
