import { compileCall } from '../../lib/node/inline-script';
import { securityHeaders } from '../shared/security-headers';
import { viewerHandlerModule, type Live } from './viewer-handler';

/** The key of the function's key value store that holds the live build and its routing data: `npm run deploy` sets it. */
export const liveKey = 'live';

/** CloudFront refuses a function whose code is larger than this, and a key value store's value larger than that. */
export const maxCloudfrontFunctionSize = 10_240;
export const maxLiveValueSize = 1_024;

/** The value of `live`: the routing data comes with the build, so a new language or top-level file needs no new function. */
export function liveValue(live: Live): string {
  const value = JSON.stringify(live);
  const size = Buffer.byteLength(value);
  if (size > maxLiveValueSize) {
    throw new Error(
      `Build ${live.build}'s routing data is ${size} bytes, over the key value store's ${maxLiveValueSize}.`,
    );
  }
  return value;
}

/** deploy/generated/cloudfront-function.js, from the code alone: it reads each build's routing data from `live`. */
export function cloudfrontFunction(): string {
  const headers = Object.fromEntries(
    Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const code = compileCall(viewerHandlerModule, 'viewerHandler', [headers], {
    // cloudfront-js-2.0 runs ES5 with const and let, but not for-of or classes.
    target: 'es5',
    supported: { 'const-and-let': true },
    result: { global: 'viewer' },
    // The runtime reads a key value store through this module, and awaits only in a top-level function.
    banner: `import cf from 'cloudfront';\nconst kvs = cf.kvs();\n// Compiled by \`npm run build\` from ${viewerHandlerModule.path}.`,
    footer: `async function handler(event) {\n  const request = event.context.eventType === 'viewer-request';\n  return viewer(event, request ? JSON.parse(await kvs.get('${liveKey}')) : undefined);\n}`,
  });
  const size = Buffer.byteLength(code);
  if (size > maxCloudfrontFunctionSize) {
    throw new Error(`The CloudFront function is ${size} bytes, over CloudFront's ${maxCloudfrontFunctionSize}.`);
  }
  return code;
}
