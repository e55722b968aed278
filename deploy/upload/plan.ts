import { createHash } from 'node:crypto';
import { cacheControlOf, revalidate } from '../shared/cache-control';
import { contentTypeOf } from '../shared/content-type';
import type { DocumentPolicies } from '../shared/document-policies';
import { hostConfigFiles } from '../shared/export-files';
import { pageFile, pagePaths } from '../../i18n/routing/routes';
import { websiteRedirects } from '../s3-website/website-configuration';

/**
 * What `npm run deploy` puts in the bucket, and in which order: a pure function of the export's
 * files and the bucket's listing, so that --dry-run prints exactly what a deploy does.
 */
export interface PlannedObject {
  key: string;
  /** The export's file to upload (relative to its folder); none for an empty redirect object. */
  file?: string;
  contentType: string;
  cacheControl: string;
  /** S3 website endpoints answer this key with a 301 to here. */
  websiteRedirect?: string;
  /** MD5 of the body, hex: S3's ETag of a single-part upload. */
  md5: string;
  /** A document's own Content Security Policy, stored with it as user metadata: the CloudFront
   *  function sends it, so a page and its policy change together, in one upload. */
  policy?: string;
}

export interface RemoteObject {
  key: string;
  etag?: string;
}

export interface DeployPlan {
  upload: PlannedObject[];
  unchanged: PlannedObject[];
  remove: string[];
}

export class ExportError extends Error {}

const emptyMd5 = 'd41d8cd98f00b204e9800998ecf8427e';

/** S3 keeps at most 2 KB of user metadata per object; a longer policy stays with the function's. */
const maxMetadataBytes = 2048;

type ReadFile = (file: string) => Buffer;

/**
 * Every object the bucket must hold for this export, given a reader of its files and the policies
 * the build computed for its documents (deploy/shared/document-policies.ts).
 */
export function desiredObjects(files: readonly string[], read: ReadFile, policies: DocumentPolicies): PlannedObject[] {
  const required = ['index.html', '404.html', ...pagePaths.map(pageFile)];
  const missing = required.filter((file) => !files.includes(file));
  if (missing.length) throw new ExportError(`The export is incomplete (missing ${missing.join(', ')}): run npm run build first.`);

  const fileObject = (key: string, file: string, cacheControl: string): PlannedObject => {
    const md5 = createHash('md5').update(read(file)).digest('hex');
    const object: PlannedObject = { key, file, contentType: contentTypeOf(file), cacheControl, md5 };
    if (file.endsWith('.html')) {
      const policy = policies[file];
      if (policy === undefined) throw new ExportError(`No policy for ${file} from the last build: run npm run build.`);
      if (Buffer.byteLength(`content-security-policy${policy}`) <= maxMetadataBytes) object.policy = policy;
    }
    return object;
  };
  const objects = files.filter((file) => !hostConfigFiles.includes(file)).map((file) => fileObject(file, file, cacheControlOf(`/${file}`)));
  // Canonical URLs have no extension and must answer 200 without a redirect: each page is stored a
  // second time under its extensionless key (en/about beside en/about.html), as HTML.
  for (const path of pagePaths) objects.push(fileObject(path.slice(1), pageFile(path), revalidate));
  for (const [key, location] of Object.entries(websiteRedirects)) {
    const existing = objects.find((object) => object.key === key);
    if (existing) existing.websiteRedirect = location;
    else objects.push({ key, contentType: 'text/html; charset=utf-8', cacheControl: revalidate, websiteRedirect: location, md5: emptyMd5 });
  }
  return objects;
}

/** Upload stage: build assets first, then other files, documents last, so that no new page is
 *  ever served before the files it needs. Each stage completes before the next begins. */
export function uploadStage(object: PlannedObject): number {
  if (object.key.startsWith('_next/static/')) return 0;
  return object.contentType.startsWith('text/html') ? 2 : 1;
}

export function planDeploy(desired: readonly PlannedObject[], remote: readonly RemoteObject[], options: { force?: boolean } = {}): DeployPlan {
  const etags = new Map(remote.map(({ key, etag }) => [key, etag?.replace(/"/g, '')]));
  const wanted = new Set(desired.map(({ key }) => key));
  // Only hashed assets are skipped when present: their name is their content, and so are their
  // headers. Everything else is small and uploaded every time, headers included.
  const isUnchanged = (object: PlannedObject) => !options.force && object.key.startsWith('_next/static/') && etags.get(object.key) === object.md5;
  const upload = desired.filter((object) => !isUnchanged(object)).sort((a, b) => uploadStage(a) - uploadStage(b) || a.key.localeCompare(b.key));
  return {
    upload,
    unchanged: desired.filter(isUnchanged),
    remove: remote
      .map(({ key }) => key)
      .filter((key) => !wanted.has(key))
      .sort(),
  };
}
