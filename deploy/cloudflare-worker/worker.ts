import { siteInventory } from '../../i18n/routing/site-inventory';
import { compileCall } from '../../lib/node/inline-script';
import { securityHeaders, type InlineAllowance } from '../shared/security-headers';
import { siteWorkerModule } from './site-worker';

/**
 * The Cloudflare Worker of this build (deploy/generated/cloudflare-worker.js): site-worker.ts with
 * what the routing rule knows of the site and the security headers with the build's site-wide
 * policy, as an ES module whose default export is the Worker. ES2022: Workers run a current V8.
 */
export function cloudflareWorker(files: readonly string[], allow: InlineAllowance): string {
  const banner = `// The Cloudflare Worker of this build, compiled by \`npm run build\` from ${siteWorkerModule.path}.`;
  return compileCall(siteWorkerModule, 'siteWorker', [siteInventory(files), securityHeaders(allow)], {
    target: 'es2022',
    result: 'module',
    banner,
  });
}
