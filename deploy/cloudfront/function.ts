import { compileCall } from '../../lib/node/inline-script';
import { maxKeyValueBytes } from '../shared/key-value-store';
import { viewerHandlerModule, type Live } from './viewer-handler';

/** The keys of the function's key value store: the live build with its routing data, and its headers. */
export const liveKey = 'live';
const headersKey = 'headers';

/** CloudFront refuses a function whose code is larger than this; the function's tests hold it under. */
export const maxCloudfrontFunctionSize = 10_240;

/** What the function reads of a build, by key; each build carries its own, so no build changes the function. */
export function liveValues({ build, site, headers }: Live & { headers: Readonly<Record<string, string>> }) {
  const lowerCase = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const values: Record<string, string> = {
    [liveKey]: JSON.stringify({ build, site }),
    [headersKey]: JSON.stringify(lowerCase),
  };
  for (const [key, value] of Object.entries(values)) {
    const size = Buffer.byteLength(value);
    if (size > maxKeyValueBytes)
      throw new Error(
        `Build ${build}'s ${key} is ${size} bytes, over the key value store's ${maxKeyValueBytes} ` +
          '(each file at the top of public/ adds to it; files in public/images/ do not).',
      );
  }
  return values;
}

/** deploy/generated/cloudfront-function.js, from the code alone. */
export function cloudfrontFunction(): string {
  return compileCall(viewerHandlerModule, 'viewerHandler', [], {
    // cloudfront-js-2.0 runs ES5 with const and let, but not for-of or classes.
    target: 'es5',
    supported: { 'const-and-let': true },
    result: { global: 'viewer' },
    // The runtime reads a key value store through this module, and awaits only in a top-level function.
    banner: `import cf from 'cloudfront';\nconst kvs = cf.kvs();\n// Compiled by \`npm run build\` from ${viewerHandlerModule.path}.`,
    footer: [
      'async function handler(event) {',
      `  const headers = JSON.parse(await kvs.get('${headersKey}'));`,
      "  if (event.context.eventType === 'viewer-response') return viewer(event, headers);",
      `  return viewer(event, headers, JSON.parse(await kvs.get('${liveKey}')));`,
      '}',
    ].join('\n'),
  });
}
