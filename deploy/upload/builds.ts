import type { SiteInventory } from '../../i18n/routing/answer';
import { maxKeyValueBytes } from '../shared/key-value-store';
import { buildFolder, isBuildAsset } from '../shared/bucket-keys';
import { Refusal } from './errors';

/** No request reaches it: the viewer function maps only the site's own files into a build's folder. */
export const manifestKey = (build: string) => `${buildFolder(build)}_deploy.json`;
export const isManifestKey = (key: string) => {
  const build = key.split('/')[1];
  return !!build && key === manifestKey(build);
};

/** Written first into a build's folder: what pruning, rollback and the viewer-function check need to know of it. */
export interface Manifest {
  build: string;
  /** When its first upload began (ISO 8601). */
  uploadedAt: string;
  /** SHA-256 of the viewer function it was built with (deploy/generated/cloudfront-function.js). */
  viewerFunction?: string;
  /** The commit it was built from, when this checkout built it. */
  commit?: string;
  /** What the routing rule knows of it, written to `live` with it: its languages and top-level files. */
  site: SiteInventory;
  /** The headers of its responses, written to `headers` with it. */
  headers: Record<string, string>;
  /** How many objects its folder holds once whole, the manifest aside. */
  files: number;
  assets: string[];
}

export interface Retention {
  keepBuilds: number;
  keepDays: number;
}

/** The key value store's record of earlier live builds, beside `live`; the viewer function never reads it. */
export const historyKey = 'history';

export interface History {
  /** The builds a rollback returns to, the latest first: a deploy adds the one it replaces, a rollback takes one. */
  previous: string[];
  /** When each build stopped being live (ISO 8601): the retention window of its open tabs starts then. */
  ended: Record<string, string>;
}

export function parseHistory(text: string | undefined): History {
  if (text === undefined) return { previous: [], ended: {} };
  const history = JSON.parse(text) as Partial<History>;
  if (!Array.isArray(history.previous) || typeof history.ended !== 'object' || history.ended === null)
    throw new Refusal(`The key value store's ${historyKey} key is not one this deploy wrote: delete it.`);
  return history as History;
}

/** The history of the builds still in the bucket: the others cannot come back, and would crowd out the kept ones' entries. */
export function keptHistory(history: History, manifests: readonly Manifest[]): History {
  const kept = new Set(manifests.map((manifest) => manifest.build));
  return {
    previous: history.previous.filter((build) => kept.has(build)),
    ended: Object.fromEntries(Object.entries(history.ended).filter(([build]) => kept.has(build))),
  };
}

/** The history once `next` replaces `live`; a rollback to the previous build (`back`) takes it and what came after it off. */
export function nextHistory(
  history: History,
  live: string | undefined,
  next: string,
  now: Date,
  back = false,
): History {
  if (next === live) return history;
  const rest = history.previous.filter((build) => build !== next);
  const previous = back ? history.previous.slice(history.previous.indexOf(next) + 1) : live ? [live, ...rest] : rest;
  const ended = { ...history.ended, ...(live && { [live]: now.toISOString() }) };
  delete ended[next];
  // Past the key value store's limit on a value, the oldest entries go.
  while (Buffer.byteLength(JSON.stringify({ previous, ended })) > maxKeyValueBytes) {
    previous.pop();
    const [oldest] = Object.entries(ended).sort(([, a], [, b]) => a.localeCompare(b))[0] ?? [];
    if (oldest) delete ended[oldest];
  }
  return { previous, ended };
}

export function parseManifest(key: string, text: string): Manifest {
  const manifest = JSON.parse(text) as Partial<Manifest>;
  const valid =
    manifest.build !== undefined &&
    manifestKey(manifest.build) === key &&
    typeof manifest.uploadedAt === 'string' &&
    typeof manifest.files === 'number' &&
    typeof manifest.site === 'object' &&
    typeof manifest.headers === 'object' &&
    Array.isArray(manifest.assets);
  if (!valid) throw new Refusal(`${key} is not a manifest this deploy wrote: remove its build's folder.`);
  return manifest as Manifest;
}

/** The keys of the build's own files in its folder, its manifest aside. */
const ownKeys = (manifest: Manifest, keys: readonly string[]) =>
  keys.filter((key) => key.startsWith(buildFolder(manifest.build)) && key !== manifestKey(manifest.build));

/** Every file of the build is in the bucket: its upload was not cut short, nor its folder or assets pruned. */
export function isWhole(manifest: Manifest, keys: readonly string[]): boolean {
  const present = new Set(keys);
  return ownKeys(manifest, keys).length === manifest.files && manifest.assets.every((key) => present.has(key));
}

const newestFirst = (a: Manifest, b: Manifest) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt);
const day = 24 * 60 * 60 * 1000;

/** Builds neither live nor among the `keepBuilds` newest, and not live (or, never live, not uploaded) for `keepDays`. */
function expiredBuilds(
  manifests: readonly Manifest[],
  live: string | undefined,
  history: History,
  now: Date,
  retention: Retention,
): Manifest[] {
  const newest = [...manifests].sort(newestFirst).slice(0, retention.keepBuilds);
  const since = (manifest: Manifest) => Date.parse(history.ended[manifest.build] ?? manifest.uploadedAt);
  const old = (manifest: Manifest) => now.getTime() - since(manifest) > retention.keepDays * day;
  return manifests.filter((manifest) => manifest.build !== live && !newest.includes(manifest) && old(manifest));
}

/** What pruning deletes: each expired build's folder, its manifest last, then the build assets no kept build names. */
export function prunedKeys(
  keys: readonly string[],
  manifests: readonly Manifest[],
  live: string | undefined,
  history: History,
  now: Date,
  retention: Retention,
): string[] {
  const expired = expiredBuilds(manifests, live, history, now, retention);
  const folders = expired.flatMap((manifest) => [...ownKeys(manifest, keys), manifestKey(manifest.build)]);
  const used = new Set(manifests.filter((manifest) => !expired.includes(manifest)).flatMap((m) => m.assets));
  return [...folders, ...keys.filter((key) => isBuildAsset(key) && !used.has(key))];
}

/** `--rollback [BUILD]`: BUILD, or the latest build that was live before the live one and is still whole. */
export function rollbackTarget(
  manifests: readonly Manifest[],
  keys: readonly string[],
  live: string | undefined,
  history: History,
  requested?: string,
): Manifest {
  const kept = manifests.map((manifest) => manifest.build).join(', ') || 'none';
  if (requested) {
    const manifest = manifests.find((m) => m.build === requested);
    if (!manifest) throw new Refusal(`The bucket holds no build ${requested}; it keeps ${kept}.`);
    if (requested === live) throw new Refusal(`Build ${requested} is the live build already.`);
    if (!isWhole(manifest, keys))
      throw new Refusal(`Build ${requested} is not whole in the bucket: its upload was cut short. Deploy it again.`);
    return manifest;
  }
  const previous = history.previous
    .map((build) => manifests.find((manifest) => manifest.build === build))
    .find((manifest) => manifest && isWhole(manifest, keys));
  if (!previous)
    throw new Refusal(`No build live before ${live ?? '(none)'} is whole in the bucket: name one (${kept}).`);
  return previous;
}
