import { siteInventory } from '../../i18n/routing/site-inventory';
import { compileCall } from '../../lib/node/inline-script';
import { securityHeaders, type InlineAllowance } from '../shared/security-headers';
import { viewerHandlerModule } from './viewer-handler';

/** CloudFront refuses a function whose code is larger than this. */
export const maxCloudfrontFunctionSize = 10_240;

/**
 * The CloudFront function of this build (deploy/generated/cloudfront-function.js): viewer-handler.ts
 * with what the routing rule knows of the site (the languages, the pages, the export's files
 * outside the language folders) and the security headers with the build's site-wide policy.
 * CloudFront calls the script's global function `handler`.
 */
export function cloudfrontFunction(files: readonly string[], allow: InlineAllowance): string {
  const code = compileCall(viewerHandlerModule, 'viewerHandler', [siteInventory(files), securityHeaders(allow)], {
    target: 'es5',
    result: { global: 'viewer' },
    banner: `// The CloudFront function of this build, compiled by \`npm run build\` from ${viewerHandlerModule.path}.`,
    footer: 'function handler(event) {\n  return viewer(event);\n}',
  });
  const size = Buffer.byteLength(code);
  if (size > maxCloudfrontFunctionSize) {
    throw new Error(
      `The CloudFront function is ${size} bytes, over CloudFront's ${maxCloudfrontFunctionSize}: fewer top-level files or inline scripts needed.`,
    );
  }
  return code;
}
