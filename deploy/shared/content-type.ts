import { extname } from 'node:path';

/**
 * The Content-Type of every kind of file the export holds, for the hosts that do not guess it
 * themselves (an object store stores what the upload says; the preview server has no table).
 * Text types carry their charset so that ă, ș and ț never depend on a browser's guess.
 */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.vcf': 'text/vcard; charset=utf-8',
};

/**
 * Kinds whose type the hosts' own tables get wrong, so their configuration names it: nginx's
 * mime.types has no .vcf (deploy/nginx/site.conf), and Netlify's table says text/x-vcard
 * (deploy/netlify/headers-file.ts). An object store and the edge functions in front of it send
 * what the upload stored (contentTypeOf).
 */
export const typesToDeclare: readonly string[] = ['.vcf'];

/** The Content-Type of a file of the export by its name; unknown kinds are plain bytes. */
export function contentTypeOf(path: string): string {
  return types[extname(path).toLowerCase()] ?? 'application/octet-stream';
}
