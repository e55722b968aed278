import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, locales } from '../hosting/routes';
import { securityHeaders, type InlineAllowance } from '../hosting/security-headers';

/** CloudFront refuses a function whose code is larger than this. */
export const maxCloudfrontFunctionSize = 10_240;

const source = (file: string) => readFileSync(join(__dirname, '..', 'edge', file), 'utf8');

/**
 * An edge function for this build: its template (deploy/edge/) with the shared routing code, the
 * languages, the URL paths of the files outside the language folders, and the security headers
 * (the build's site-wide policy included) filled in.
 */
function fill(template: string, files: readonly string[], allow: InlineAllowance): string {
  const values: Record<string, string> = {
    __LOCALES__: JSON.stringify(locales),
    __DEFAULT_LOCALE__: JSON.stringify(defaultLocale),
    __FILES__: JSON.stringify(Object.fromEntries([...files].sort().map((file) => [file, 1]))),
    __HEADERS__: JSON.stringify(securityHeaders(allow)),
    __ROUTING__: source('routing.js'),
  };
  return source(template).replace(/__[A-Z_]+__/g, (name) => {
    if (!(name in values)) throw new Error(`${template}: unknown placeholder ${name}`);
    return values[name]!;
  });
}

export function cloudfrontFunction(files: readonly string[], allow: InlineAllowance): string {
  const code = fill('cloudfront-function.template.js', files, allow);
  const size = Buffer.byteLength(code);
  if (size > maxCloudfrontFunctionSize) {
    throw new Error(`The CloudFront function is ${size} bytes, over CloudFront's ${maxCloudfrontFunctionSize}: fewer top-level files or inline scripts needed.`);
  }
  return code;
}

export function cloudflareWorker(files: readonly string[], allow: InlineAllowance): string {
  return fill('cloudflare-worker.template.js', files, allow);
}
