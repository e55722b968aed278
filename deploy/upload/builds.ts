import { Refusal } from './errors';

/**
 * Each deploy records its build under `_deploy/` before it changes anything a visitor sees: every
 * object with its headers. Bodies outside `_next/static/` are overwritten by the next build, so a copy
 * of each is kept under `_deploy/files/<sha-256>`; a rollback puts a build back from these alone.
 */
export const recordsPrefix = '_deploy/';
const buildsPrefix = `${recordsPrefix}builds/`;

export const recordKey = (build: string) => `${buildsPrefix}${build}.json`;
export const copyKey = (sha256: string) => `${recordsPrefix}files/${sha256}`;
export const isRecordKey = (key: string) => key.startsWith(buildsPrefix) && key.endsWith('.json');
/** Named by their content or their build: never overwritten with other bytes. */
export const isBuildAsset = (key: string) => key.startsWith('_next/static/');

export interface RecordedObject {
  key: string;
  contentType: string;
  cacheControl: string;
  /** A precompressed copy, served by the viewer function in place of the key without its suffix. */
  encoding?: 'br' | 'gzip';
  /** Hex; S3's ETag of a single-part upload. */
  md5: string;
  /** A document's own Content-Security-Policy, stored as metadata for the viewer function to send. */
  policy?: string;
  /** SHA-256 of the body, kept at copyKey(copy); only outside _next/static/. */
  copy?: string;
}

export interface BuildRecord {
  build: string;
  /** When its first deploy began (ISO 8601). */
  deployedAt: string;
  /** SHA-256 of the viewer function the build was made with (deploy/generated/cloudfront-function.js). */
  viewerFunction?: string;
  objects: RecordedObject[];
}

export function parseRecord(key: string, text: string): BuildRecord {
  const record = JSON.parse(text) as Partial<BuildRecord>;
  if (recordKey(record.build ?? '') !== key || !Array.isArray(record.objects) || typeof record.deployedAt !== 'string')
    throw new Refusal(`The build record ${key} is not one this deploy wrote: remove it, or restore it.`);
  return record as BuildRecord;
}

export const recordText = (record: BuildRecord) => `${JSON.stringify(record)}\n`;

export interface Retention {
  keepBuilds: number;
  keepDays: number;
}

const day = 24 * 60 * 60 * 1000;

/**
 * Kept: the `keepBuilds` builds shown last, and any replaced less than `keepDays` ago, so that a page
 * open in a tab still finds its build's files. `records` starts with the build going live, shown from now.
 */
export function retain(
  records: readonly BuildRecord[],
  shownAt: (record: BuildRecord) => number,
  now: Date,
  retention: Retention,
) {
  const [live, ...others] = records;
  const ordered = [live!, ...others.sort((a, b) => shownAt(b) - shownAt(a) || a.build.localeCompare(b.build))];
  const kept: BuildRecord[] = [];
  const expired: BuildRecord[] = [];
  ordered.forEach((record, index) => {
    // A build is replaced when the next one shown begins to be.
    const replacedAt = index === 0 ? now.getTime() : shownAt(ordered[index - 1]!);
    const recent = now.getTime() - replacedAt < retention.keepDays * day;
    (index < retention.keepBuilds || recent ? kept : expired).push(record);
  });
  return { kept, expired };
}

/** Every key a kept build needs to stay: its build assets, the copies of its other bodies, its record. */
export function keysOf(record: BuildRecord): string[] {
  return [
    ...record.objects.filter((o) => isBuildAsset(o.key)).map((o) => o.key),
    ...record.objects.flatMap((o) => (o.copy ? [copyKey(o.copy)] : [])),
    recordKey(record.build),
  ];
}
