// The scanner reads the HSTS preload and TLD lists its disabled install script would download;
// empty lists serve for scanning our own server.
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
