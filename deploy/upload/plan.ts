import { createHash } from 'node:crypto';
import { cacheControlOf } from '../shared/cache-control';
import { copyEncodings } from '../shared/compressible';
import { contentTypeOf } from '../shared/content-type';
import type { DocumentPolicies } from '../shared/document-policies';
import { documentPolicy } from '../shared/inline-code';
import { pagePaths } from '../../i18n/pages';
import { pageFile } from '../../i18n/routing/answer';
import { bucketKey, isBuildAsset } from '../shared/bucket-keys';
import { policyMetadataHeader, policyMetadataKey } from '../shared/policy-metadata';
import type { Manifest } from './builds';
import { Refusal } from './errors';

/** An object of the bucket with the headers a visitor gets; pure functions of the export, so --dry-run prints what a run does. */
export interface StoredObject {
  key: string;
  contentType: string;
  cacheControl: string;
  /** A precompressed copy, served by the viewer function in place of the key without its suffix. */
  encoding?: 'br' | 'gzip';
  /** Hex; S3's ETag of a single-part upload. */
  md5: string;
  /** A document's own Content-Security-Policy, stored as metadata for the viewer function to send. */
  policy?: string;
}

export interface ExportObject extends StoredObject {
  /** Relative to the export's folder. */
  file: string;
}

export interface Listed {
  key: string;
  etag?: string;
}

/** S3 keeps at most 2 KB of user metadata per object. */
const maxMetadataBytes = 2048;

/** Every file of the export under its key, each `.br`/`.gz` copy with its original's headers; `present` lists the copies too. */
export function exportObjects(
  build: string,
  served: readonly string[],
  present: ReadonlySet<string>,
  read: (file: string) => Buffer,
  policies: DocumentPolicies,
): ExportObject[] {
  const missing = ['index.html', '404.html', ...pagePaths.map(pageFile)].filter((file) => !present.has(file));
  if (missing.length) throw new Refusal(`The export is incomplete (missing ${missing.join(', ')}): run npm run build.`);
  for (const file of served.filter((file) => file.endsWith('.html'))) {
    const policy = policies[file];
    if (policy === undefined) throw new Refusal(`No policy for ${file} from the last build: run npm run build.`);
    // Another build's policies would block this one's inline scripts: no page would start.
    if (policy !== documentPolicy(read(file).toString('utf8')))
      throw new Refusal(`The policy of ${file} is another export's: DOCUMENT_POLICIES must be this export's.`);
    if (Buffer.byteLength(`${policyMetadataKey}${policy}`) > maxMetadataBytes)
      throw new Refusal(`The policy of ${file} is over S3's ${maxMetadataBytes} bytes of metadata.`);
  }
  return objectsOf(served, present, read, policies, (file) => bucketKey(build, file));
}

/** The files as objects under `keyOf(file)`, unchecked: the benchmark's bare page has no policies, and no build folder. */
export function objectsOf(
  served: readonly string[],
  present: ReadonlySet<string>,
  read: (file: string) => Buffer,
  policies: DocumentPolicies,
  keyOf = (file: string) => file,
): ExportObject[] {
  return served.flatMap((file) => {
    const policy = file.endsWith('.html') ? policies[file] : undefined;
    const copies = Object.entries(copyEncodings).filter(([suffix]) => present.has(file + suffix));
    return [['', undefined] as const, ...copies].map(([suffix, encoding]) => ({
      key: keyOf(file) + suffix,
      file: file + suffix,
      contentType: contentTypeOf(file),
      cacheControl: cacheControlOf(`/${file}`),
      ...(encoding && { encoding }),
      md5: createHash('md5')
        .update(read(file + suffix))
        .digest('hex'),
      ...(policy !== undefined && { policy }),
    }));
  });
}

/** The headers S3 answers a GET of a stored object with, as `putObject` stores them. */
export function storedHeaders(object: StoredObject): Record<string, string> {
  return {
    'content-type': object.contentType,
    'cache-control': object.cacheControl,
    ...(object.encoding && { 'content-encoding': object.encoding }),
    ...(object.policy !== undefined && { [policyMetadataHeader]: object.policy }),
    etag: `"${object.md5}"`,
  };
}

/** What a build is, beside its files: where it came from, and what the viewer function reads of it. */
export type BuildFacts = Pick<Manifest, 'viewerFunction' | 'commit' | 'site' | 'headers'>;

export function manifestOf(build: string, objects: readonly ExportObject[], now: Date, facts: BuildFacts): Manifest {
  return {
    build,
    uploadedAt: now.toISOString(),
    ...facts,
    files: objects.filter((object) => !isBuildAsset(object.key)).length,
    assets: objects.filter((object) => isBuildAsset(object.key)).map((object) => object.key),
  };
}

/** What is not in the bucket yet, build assets first; a build's folder is written once, never with other bytes. */
export function toUpload(objects: readonly ExportObject[], listed: readonly Listed[]): ExportObject[] {
  const etags = new Map(listed.map(({ key, etag }) => [key, etag?.replace(/"/g, '')]));
  const changed = objects.filter((o) => !isBuildAsset(o.key) && etags.has(o.key) && etags.get(o.key) !== o.md5);
  if (changed.length)
    throw new Refusal(`${changed[0]!.key} is in the bucket with other bytes: a build is uploaded once, never changed.`);
  const missing = objects.filter((object) => etags.get(object.key) !== object.md5);
  return [...missing.filter((o) => isBuildAsset(o.key)), ...missing.filter((o) => !isBuildAsset(o.key))];
}
