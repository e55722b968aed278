/**
 * Makes @mdn/mdn-http-observatory usable offline. Its install scripts (disabled through
 * package.json "allowScripts") download the HSTS preload list and the TLD list; the scanner reads
 * the first even when the site is not on it. Empty lists are enough for scanning our own server.
 * Run by scripts/test-all.sh and by e2e/security-headers.spec.ts; harmless when the files exist.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const conf = join(dirname(require.resolve('@mdn/mdn-http-observatory/package.json')), 'conf');
for (const [file, empty] of [
  ['hsts-preload.json', '{}'],
  ['tld-list.json', '[]'],
]) {
  const path = join(conf, file);
  if (!existsSync(path)) writeFileSync(path, `${empty}\n`);
}
console.log(`observatory lists ready in ${conf}`);
