import type { WebsiteConfiguration } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { cacheControlOf, revalidate } from '../shared/cache-control';
import { contentTypeOf } from '../shared/content-type';
import type { DocumentPolicies } from '../shared/document-policies';
import { hostConfigFiles } from '../shared/export-files';
import { pageFile, pagePaths } from '../../i18n/routing/routes';
import { websiteRedirects } from '../s3-website/website-configuration';
import {
  copyKey,
  isBuildAsset,
  isRecordKey,
  keysOf,
  recordKey,
  recordsPrefix,
  retain,
  type BuildRecord,
  type RecordedObject,
  type Retention,
} from './builds';
import { begun, finished, historyKey, lastShown, rollbackTarget, type History, type Way } from './history';

/**
 * What `npm run deploy` puts in the bucket, and in which order: a pure function of the export's
 * files, the bucket's listing and its build records, so that --dry-run prints exactly what a
 * deploy (or a rollback) does.
 */
export interface PlannedObject extends RecordedObject {
  /** The export's file to upload (relative to its folder); for a rollback, the body is the kept copy. */
  file?: string;
}

export interface RemoteObject {
  key: string;
  etag?: string;
  lastModified?: Date;
}

/** What the bucket holds: its objects, the records of its builds and how they went live. */
export interface BucketState {
  objects: readonly RemoteObject[];
  records: readonly BuildRecord[];
  history: History;
}

export interface DeployPlan {
  kind: 'deploy' | 'rollback';
  /** The build going live: for a deploy, the record written before anything a visitor reaches changes. */
  record: BuildRecord;
  /** For a rollback, why this build, in words: which build it was live before. */
  reason?: string;
  /** The history written as the upload begins (the build unfinished), and once the build is live. */
  history: { begin: History; finish: History };
  /** Copies of the bodies outside _next/static/, kept under _deploy/files/ for a rollback. */
  copies: PlannedObject[];
  upload: PlannedObject[];
  unchanged: PlannedObject[];
  /** The builds kept besides the one going live, and those whose objects go. */
  kept: BuildRecord[];
  expired: BuildRecord[];
  /** Deleted once the build is live: objects first, then the records of expired builds. */
  remove: string[];
  removeRecords: string[];
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
  if (missing.length)
    throw new ExportError(`The export is incomplete (missing ${missing.join(', ')}): run npm run build first.`);
  const reserved = files.find((file) => file.startsWith(recordsPrefix));
  if (reserved) {
    const where = `under ${recordsPrefix}, where the deploy keeps its records`;
    throw new ExportError(`The export has ${reserved}, ${where}: rename it.`);
  }

  const fileObject = (key: string, file: string, cacheControl: string): PlannedObject => {
    const body = read(file);
    const md5 = createHash('md5').update(body).digest('hex');
    const object: PlannedObject = { key, file, contentType: contentTypeOf(file), cacheControl, md5 };
    if (file.endsWith('.html')) {
      const policy = policies[file];
      if (policy === undefined) throw new ExportError(`No policy for ${file} from the last build: run npm run build.`);
      if (Buffer.byteLength(`content-security-policy${policy}`) <= maxMetadataBytes) object.policy = policy;
    }
    if (!isBuildAsset(key)) object.copy = createHash('sha256').update(body).digest('hex');
    return object;
  };
  const objects = files
    .filter((file) => !hostConfigFiles.includes(file))
    .map((file) => fileObject(file, file, cacheControlOf(`/${file}`)));
  // Canonical URLs have no extension and must answer 200 without a redirect: each page is stored a
  // second time under its extensionless key (en/about beside en/about.html), as HTML.
  for (const path of pagePaths) objects.push(fileObject(path.slice(1), pageFile(path), revalidate));
  for (const [key, location] of Object.entries(websiteRedirects)) {
    const existing = objects.find((object) => object.key === key);
    if (existing) existing.websiteRedirect = location;
    else
      objects.push({
        key,
        contentType: 'text/html; charset=utf-8',
        cacheControl: revalidate,
        websiteRedirect: location,
        md5: emptyMd5,
      });
  }
  return objects;
}

/** Upload stage: build assets first, then other files, documents last, so that no new page is
 *  ever served before the files it needs. Each stage completes before the next begins. */
export function uploadStage(object: RecordedObject): number {
  if (isBuildAsset(object.key)) return 0;
  return object.contentType.startsWith('text/html') ? 2 : 1;
}

const day = 24 * 60 * 60 * 1000;

/** What the deploy keeps of its own: the builds' records and the history, never deleted as leftovers. */
const isBookkeeping = (key: string) => isRecordKey(key) || key === historyKey;

interface PlanOptions extends Retention {
  now: Date;
}

/** The object as the record keeps it: without the path of the export's file. */
function recorded(object: PlannedObject): RecordedObject {
  const kept: PlannedObject = { ...object };
  delete kept.file;
  return kept;
}

/** Uploads, deletions, retention and history for putting `record`'s objects live over the bucket's state. */
function planLive(
  way: Way,
  record: BuildRecord,
  desired: readonly PlannedObject[],
  copies: PlannedObject[],
  bucket: BucketState,
  options: PlanOptions & { force?: boolean },
): DeployPlan {
  const etags = new Map(bucket.objects.map(({ key, etag }) => [key, etag?.replace(/"/g, '')]));
  const others = bucket.records.filter((other) => other.build !== record.build);
  const begin = begun(bucket.history, record.build, way, options.now);
  const { kept, expired } = retain([record, ...others], lastShown(begin), options.now, options);
  // Only build assets are skipped when present: their name is their content, and so are their
  // headers. Everything else is small and uploaded every time, headers included.
  const isThere = (object: PlannedObject) => etags.get(object.key) === object.md5;
  const isUnchanged = (object: PlannedObject) => !options.force && isBuildAsset(object.key) && isThere(object);
  const upload = desired
    .filter((object) => !isUnchanged(object))
    .sort((a, b) => uploadStage(a) - uploadStage(b) || a.key.localeCompare(b.key));

  const stays = new Set([...desired.map(({ key }) => key), ...kept.flatMap(keysOf)]);
  const recordedAnywhere = new Set(bucket.records.flatMap(keysOf));
  // Build assets no record names (an earlier deploy tool's, or uploaded by hand): their age is all
  // there is to go by.
  const recentlyUploaded = (object: RemoteObject) =>
    isBuildAsset(object.key) &&
    !recordedAnywhere.has(object.key) &&
    (!object.lastModified || options.now.getTime() - object.lastModified.getTime() < options.keepDays * day);
  return {
    kind: way === 'deploy' ? 'deploy' : 'rollback',
    record,
    history: { begin, finish: finished(begin, new Set(kept.map(({ build }) => build))) },
    copies,
    upload,
    unchanged: desired.filter(isUnchanged),
    kept: kept.filter((other) => other.build !== record.build),
    expired,
    remove: bucket.objects
      .filter((object) => !stays.has(object.key) && !isBookkeeping(object.key) && !recentlyUploaded(object))
      .map(({ key }) => key)
      .sort(),
    removeRecords: expired.map((other) => recordKey(other.build)).filter((key) => etags.has(key)),
  };
}

/** Putting a new export live: its copies and record first, then its objects. */
export function planDeploy(
  build: string,
  desired: readonly PlannedObject[],
  website: WebsiteConfiguration,
  bucket: BucketState,
  options: PlanOptions & { force?: boolean },
): DeployPlan {
  const existing = bucket.records.find((record) => record.build === build);
  const record: BuildRecord = {
    build,
    deployedAt: existing?.deployedAt ?? options.now.toISOString(),
    website,
    objects: desired.map(recorded),
  };
  const present = new Set(bucket.objects.map(({ key }) => key));
  const copies = new Map<string, PlannedObject>();
  for (const object of desired) {
    if (!object.copy || !object.file || present.has(copyKey(object.copy)) || copies.has(object.copy)) continue;
    copies.set(object.copy, {
      key: copyKey(object.copy),
      file: object.file,
      contentType: object.contentType,
      cacheControl: revalidate,
      md5: object.md5,
    });
  }
  return planLive('deploy', record, desired, [...copies.values()], bucket, options);
}

export class RollbackError extends Error {}

/** Putting a recorded build back live: every object from the bucket itself, nothing from a folder. */
export function planRollback(bucket: BucketState, options: PlanOptions & { to?: string }): DeployPlan {
  const { record: target, way, reason } = rollbackTarget(bucket.history, bucket.records, options.to);
  const etags = new Map(bucket.objects.map(({ key, etag }) => [key, etag?.replace(/"/g, '')]));
  const gone = (object: RecordedObject) => {
    if (isBuildAsset(object.key)) return etags.get(object.key) !== object.md5;
    return object.copy !== undefined && !etags.has(copyKey(object.copy));
  };
  const missing = target.objects.filter(gone);
  if (missing.length) {
    const count = `${missing.length} of its objects are gone from the bucket`;
    throw new RollbackError(`Build ${target.build} cannot be put back: ${count} (the first: ${missing[0]!.key}).`);
  }
  return { ...planLive(way, target, target.objects, [], bucket, options), reason };
}
