import { siteInventory } from '../../i18n/routing/site-inventory';
import { topLevelFiles } from '../../lib/node/top-level-files';
import { compileCall } from '../../lib/node/inline-script';
import { securityHeaders } from '../shared/security-headers';
import { viewerHandlerModule } from './viewer-handler';

/** The key of the function's key value store that names the live build: `npm run deploy` sets it. */
export const liveKey = 'live';

/** CloudFront refuses a function whose code is larger than this. */
export const maxCloudfrontFunctionSize = 10_240;

/** deploy/generated/cloudfront-function.js, from the source alone: publishing it once serves every build. */
export function cloudfrontFunction(): string {
  const headers = Object.fromEntries(
    Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const code = compileCall(viewerHandlerModule, 'viewerHandler', [siteInventory(topLevelFiles()), headers], {
    // cloudfront-js-2.0 runs ES5 with const and let, but not for-of or classes.
    target: 'es5',
    supported: { 'const-and-let': true },
    result: { global: 'viewer' },
    // The runtime reads a key value store through this module, and awaits only in a top-level function;
    // only a request is routed into the live build's folder, so a response reads no key.
    banner: `import cf from 'cloudfront';\nconst kvs = cf.kvs();\n// Compiled by \`npm run build\` from ${viewerHandlerModule.path}.`,
    footer: `async function handler(event) {\n  const request = event.context.eventType === 'viewer-request';\n  return viewer(event, request ? await kvs.get('${liveKey}') : '');\n}`,
  });
  const size = Buffer.byteLength(code);
  if (size > maxCloudfrontFunctionSize) {
    throw new Error(`The CloudFront function is ${size} bytes, over CloudFront's ${maxCloudfrontFunctionSize}.`);
  }
  return code;
}
