// `npm run serve`: out/ as the deploy stores it, behind the local CloudFront (edge.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { filesUnder } from '../../lib/node/files-under';
import { checkoutSite } from '../../lib/node/top-level-files';
import { liveValues } from '../cloudfront/function';
import { bucketKey } from '../shared/bucket-keys';
import { readDocumentPolicies } from '../shared/document-policies';
import { buildIdOf, exportDir, servedFiles } from '../shared/export-files';
import { builtHeaders } from '../shared/security-headers';
import { exportObjects, objectsOf, storedHeaders } from '../upload/plan';
import { edgeServer } from './edge';
import { defaultPort } from './port';

const root = resolve(exportDir);
const port = Number(process.env.PORT ?? defaultPort);
const host = process.env.HOST ?? '127.0.0.1';
const headers = builtHeaders();
if (!headers) throw new Error('The build wrote no headers: run npm run build first.');

const read = (file: string) => readFileSync(join(root, file));
const present = new Set(filesUnder(root));
// FUNCTION=off: the bucket alone, out/ as it is, for the benchmark's bare Next.js page.
const live = process.env.FUNCTION === 'off' ? undefined : buildIdOf(root);
const objects =
  live === undefined
    ? objectsOf(servedFiles(root), present, read, {})
    : exportObjects(live, servedFiles(root), present, read, readDocumentPolicies() ?? {});
const byKey = new Map(objects.map((object) => [object.key, object]));
// The deploy copies its 404 page to the root, where the distribution's error response reads it.
if (live !== undefined) byKey.set('404.html', byKey.get(bucketKey(live, '404.html'))!);
// The key value store as the deploy leaves it.
const values: Record<string, string> =
  live === undefined ? {} : liveValues({ build: live, site: checkoutSite(), headers });

const server = edgeServer({
  object(key) {
    const object = byKey.get(key);
    return object && { body: read(object.file), headers: storedHeaders(object) };
  },
  value: live === undefined ? undefined : (key) => values[key],
  headers,
});
server.listen(port, host, () => {
  console.log(`CloudFront and the bucket, from ${root}, on http://${host}:${port}/ (Ctrl+C to stop)`);
});
