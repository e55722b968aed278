import type { WebsiteConfiguration } from '@aws-sdk/client-s3';

/**
 * What the bucket records of the builds it holds, and which of them it keeps.
 *
 * Each deploy writes a record of its build under the reserved prefix `_deploy/` before it changes
 * any object a visitor can reach: every object of the build with its headers, and the website
 * configuration. Build assets (`_next/static/`) stay under their own keys; every other object
 * (pages, their data, images) is overwritten by the next build, so a copy of its body is kept
 * under `_deploy/files/<sha-256>`. A rollback puts a recorded build back from these alone. Which
 * build went live when is the history's to say (history.ts).
 *
 * Retention: a build keeps its assets, copies and record while it is one of the `keepBuilds`
 * builds shown last (the live one included), or was replaced less than `keepDays` ago: since
 * builds are shown one after another, a build was replaced when the next one began to be shown.
 * A page loaded before a deploy, or kept open in a tab, keeps loading its scripts, its data and
 * its lazily loaded chunks for that long.
 */

export const recordsPrefix = '_deploy/';
const buildsPrefix = `${recordsPrefix}builds/`;

/** The key of a build's record. */
export const recordKey = (build: string) => `${buildsPrefix}${build}.json`;

/** The key of the kept copy of a body, by its SHA-256 (hex): one copy however many keys share it. */
export const copyKey = (sha256: string) => `${recordsPrefix}files/${sha256}`;

/** Whether a key is a build's record. */
export const isRecordKey = (key: string) => key.startsWith(buildsPrefix) && key.endsWith('.json');

/** Build assets: named by their content or their build, never overwritten with other bytes. */
export const isBuildAsset = (key: string) => key.startsWith('_next/static/');

/** One object of a build, as recorded: enough to put it back exactly. */
export interface RecordedObject {
  key: string;
  contentType: string;
  cacheControl: string;
  /** S3 website endpoints answer this key with a 301 to here. */
  websiteRedirect?: string;
  /** MD5 of the body, hex: S3's ETag of a single-part upload. */
  md5: string;
  /** A document's own Content Security Policy, stored with it as user metadata: the CloudFront
   *  function sends it, so a page and its policy change together, in one upload. */
  policy?: string;
  /** SHA-256 of the body (hex) whose copy is kept at copyKey(copy); only outside _next/static/. */
  copy?: string;
}

export interface BuildRecord {
  build: string;
  /** When the build was first recorded: the start of its first deploy (ISO 8601). */
  deployedAt: string;
  /** When a deploy or a rollback last finished putting it live, in records written before the deploy
   *  kept a history (history.ts), which reads it to derive one for their bucket. */
  liveAt?: string;
  website: WebsiteConfiguration;
  objects: RecordedObject[];
}

export class RecordError extends Error {}

/** Reads a record written by recordText, refusing anything else. */
export function parseRecord(key: string, text: string): BuildRecord {
  let record: BuildRecord;
  try {
    record = JSON.parse(text) as BuildRecord;
  } catch {
    throw new RecordError(`The build record ${key} is not JSON: remove it, or restore it from the store's versions.`);
  }
  const valid =
    typeof record?.build === 'string' &&
    recordKey(record.build) === key &&
    typeof record.deployedAt === 'string' &&
    Array.isArray(record.objects) &&
    record.objects.every((o) => typeof o?.key === 'string' && typeof o.md5 === 'string');
  if (!valid) {
    throw new RecordError(`The build record ${key} is not a record of this deploy: remove it, or restore it.`);
  }
  return record;
}

export function recordText(record: BuildRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/** When a build was last shown, in milliseconds (history.ts knows). */
type ShownAt = (record: BuildRecord) => number;

/** Shown last first: the live build, then the one it replaced, and so on. */
export function byRecency(records: readonly BuildRecord[], shownAt: ShownAt): BuildRecord[] {
  const deployed = (record: BuildRecord) => Date.parse(record.deployedAt);
  const byName = (a: BuildRecord, b: BuildRecord) => a.build.localeCompare(b.build);
  return [...records].sort((a, b) => shownAt(b) - shownAt(a) || deployed(b) - deployed(a) || byName(a, b));
}

export interface Retention {
  keepBuilds: number;
  keepDays: number;
}

const day = 24 * 60 * 60 * 1000;

interface Retained {
  kept: BuildRecord[];
  expired: BuildRecord[];
}

/**
 * Splits the builds into those kept and those expired. `records` includes the build going live,
 * shown from now: it is the newest, and always kept.
 */
export function retain(records: readonly BuildRecord[], shownAt: ShownAt, now: Date, retention: Retention): Retained {
  const ordered = byRecency(records, shownAt);
  const kept: BuildRecord[] = [];
  const expired: BuildRecord[] = [];
  ordered.forEach((record, index) => {
    // A build stops being shown when the next one shown begins to be.
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
