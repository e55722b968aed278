import { createHash } from 'node:crypto';
import { cacheControlOf, revalidate } from '../shared/cache-control';
import { contentTypeOf } from '../shared/content-type';
import type { DocumentPolicies } from '../shared/document-policies';
import { pagePaths } from '../../i18n/pages';
import { pageFile } from '../../i18n/routing/answer';
import { copyKey, isBuildAsset, isRecordKey, keysOf, recordKey, retain } from './builds';
import type { BuildRecord, RecordedObject, Retention } from './builds';
import { Refusal } from './errors';
import { begun, checkDeploy, finished, historyKey, lastShown, rollbackTarget, type History, type Way } from './history';

/** A pure function of the export and the bucket, so that --dry-run prints exactly what a run does. */
export interface PlannedObject extends RecordedObject {
  /** The export's file (relative to its folder); a rollback copies the kept body instead. */
  file?: string;
}

export interface RemoteObject {
  key: string;
  etag?: string;
}

export interface BucketState {
  objects: readonly RemoteObject[];
  records: readonly BuildRecord[];
  history: History;
}

export interface DeployPlan {
  kind: 'deploy' | 'rollback';
  record: BuildRecord;
  /** For a rollback: which build it was live before. */
  reason?: string;
  history: { begin: History; finish: History };
  /** Bodies outside _next/static/ kept under _deploy/files/ for a rollback. */
  copies: PlannedObject[];
  upload: PlannedObject[];
  unchanged: PlannedObject[];
  kept: BuildRecord[];
  expired: BuildRecord[];
  /** Deleted once the build is live: objects first, then the records of expired builds. */
  remove: string[];
  removeRecords: string[];
}

/** S3 keeps at most 2 KB of user metadata per object. */
const maxMetadataBytes = 2048;

const encodings = { '.br': 'br', '.gz': 'gzip' } as const;

/** Every file of the export, each `.br`/`.gz` copy under its original's key with its headers; `present` lists the copies too. */
export function desiredObjects(
  served: readonly string[],
  present: ReadonlySet<string>,
  read: (file: string) => Buffer,
  policies: DocumentPolicies,
): PlannedObject[] {
  const missing = ['index.html', '404.html', ...pagePaths.map(pageFile)].filter((file) => !present.has(file));
  if (missing.length) throw new Refusal(`The export is incomplete (missing ${missing.join(', ')}): run npm run build.`);
  const objects: PlannedObject[] = [];
  const add = (key: string) => {
    const file = key;
    const cacheControl = cacheControlOf(`/${file}`);
    let policy: string | undefined;
    if (file.endsWith('.html')) {
      policy = policies[file];
      if (policy === undefined) throw new Refusal(`No policy for ${file} from the last build: run npm run build.`);
      if (Buffer.byteLength(`content-security-policy${policy}`) > maxMetadataBytes)
        throw new Refusal(`The policy of ${file} is over S3's ${maxMetadataBytes} bytes of metadata.`);
    }
    for (const [suffix, encoding] of [['', undefined], ...Object.entries(encodings)]) {
      if (encoding && !present.has(file + suffix)) continue;
      const body = read(file + suffix);
      objects.push({
        key: key + suffix,
        file: file + suffix,
        contentType: contentTypeOf(file),
        cacheControl,
        ...(encoding && { encoding: encoding as RecordedObject['encoding'] }),
        md5: createHash('md5').update(body).digest('hex'),
        ...(policy !== undefined && { policy }),
        ...(!isBuildAsset(key) && { copy: createHash('sha256').update(body).digest('hex') }),
      });
    }
  };
  served.forEach(add);
  return objects;
}

/** Build assets first, other files next, documents last: no page is served before the files it needs. */
export function uploadStage(object: RecordedObject): number {
  if (isBuildAsset(object.key)) return 0;
  return object.contentType.startsWith('text/html') ? 2 : 1;
}

const etagsOf = (bucket: BucketState) => new Map(bucket.objects.map(({ key, etag }) => [key, etag?.replace(/"/g, '')]));

function recorded(object: PlannedObject): RecordedObject {
  const kept = { ...object };
  delete kept.file;
  return kept;
}

function planLive(
  way: Way,
  record: BuildRecord,
  desired: readonly PlannedObject[],
  copies: PlannedObject[],
  bucket: BucketState,
  options: Retention & { now: Date },
): DeployPlan {
  const etags = etagsOf(bucket);
  const others = bucket.records.filter((other) => other.build !== record.build);
  const begin = begun(bucket.history, record.build, way, options.now);
  const { kept, expired } = retain([record, ...others], lastShown(begin), options.now, options);
  // Build assets are named by their content: one already there is skipped.
  const isUnchanged = (object: PlannedObject) => isBuildAsset(object.key) && etags.get(object.key) === object.md5;
  const stays = new Set([...desired.map(({ key }) => key), ...kept.flatMap(keysOf)]);
  const isBookkeeping = (key: string) => isRecordKey(key) || key === historyKey;
  return {
    kind: way === 'deploy' ? 'deploy' : 'rollback',
    record,
    history: { begin, finish: finished(begin, new Set(kept.map(({ build }) => build))) },
    copies,
    upload: desired
      .filter((o) => !isUnchanged(o))
      .sort((a, b) => uploadStage(a) - uploadStage(b) || a.key.localeCompare(b.key)),
    unchanged: desired.filter(isUnchanged),
    kept: kept.slice(1),
    expired,
    remove: bucket.objects
      .map(({ key }) => key)
      .filter((key) => !stays.has(key) && !isBookkeeping(key))
      .sort(),
    removeRecords: expired.map((other) => recordKey(other.build)).filter((key) => etags.has(key)),
  };
}

export function planDeploy(
  build: string,
  desired: readonly PlannedObject[],
  bucket: BucketState,
  options: Retention & { now: Date; viewerFunction?: string },
): DeployPlan {
  checkDeploy(bucket.history, build);
  const existing = bucket.records.find((record) => record.build === build);
  const record: BuildRecord = {
    build,
    deployedAt: existing?.deployedAt ?? options.now.toISOString(),
    ...(options.viewerFunction && { viewerFunction: options.viewerFunction }),
    objects: desired.map(recorded),
  };
  const present = new Set(bucket.objects.map(({ key }) => key));
  const copies = new Map<string, PlannedObject>();
  for (const { copy, file, contentType, md5 } of desired) {
    if (!copy || !file || present.has(copyKey(copy)) || copies.has(copy)) continue;
    copies.set(copy, { key: copyKey(copy), file, contentType, cacheControl: revalidate, md5 });
  }
  return planLive('deploy', record, desired, [...copies.values()], bucket, options);
}

/** Every object from the bucket's own copies and build assets, nothing from a folder. */
export function planRollback(bucket: BucketState, options: Retention & { now: Date; to?: string }): DeployPlan {
  const { record, way, reason } = rollbackTarget(bucket.history, bucket.records, options.to);
  const etags = etagsOf(bucket);
  const gone = (object: RecordedObject) =>
    isBuildAsset(object.key) ? etags.get(object.key) !== object.md5 : !object.copy || !etags.has(copyKey(object.copy));
  const missing = record.objects.filter(gone);
  if (missing.length) {
    const count = `${missing.length} of its objects are gone from the bucket`;
    throw new Refusal(`Build ${record.build} cannot be put back: ${count} (the first: ${missing[0]!.key}).`);
  }
  return { ...planLive(way, record, record.objects, [], bucket, options), reason };
}
