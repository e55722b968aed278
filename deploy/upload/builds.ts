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
  /** How many objects its folder holds once whole, the manifest aside. */
  files: number;
  /** Its build assets' keys. */
  assets: string[];
}

export interface Retention {
  keepBuilds: number;
  keepDays: number;
}

export function parseManifest(key: string, text: string): Manifest {
  const manifest = JSON.parse(text) as Partial<Manifest>;
  const valid =
    manifest.build !== undefined &&
    manifestKey(manifest.build) === key &&
    typeof manifest.uploadedAt === 'string' &&
    typeof manifest.files === 'number' &&
    Array.isArray(manifest.assets);
  if (!valid) throw new Refusal(`${key} is not a manifest this deploy wrote: remove its build's folder.`);
  return manifest as Manifest;
}

/** The keys of the build's own files in its folder, its manifest aside. */
const ownKeys = (manifest: Manifest, keys: readonly string[]) =>
  keys.filter((key) => key.startsWith(buildFolder(manifest.build)) && key !== manifestKey(manifest.build));

/** Every file of the build is in its folder: its upload was not cut short, nor its folder pruned. */
export function isWhole(manifest: Manifest, keys: readonly string[]): boolean {
  return ownKeys(manifest, keys).length === manifest.files;
}

const newestFirst = (a: Manifest, b: Manifest) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt);
const day = 24 * 60 * 60 * 1000;

/** Builds neither live nor among the `keepBuilds` newest, and uploaded more than `keepDays` ago. */
function expiredBuilds(
  manifests: readonly Manifest[],
  live: string | undefined,
  now: Date,
  retention: Retention,
): Manifest[] {
  const newest = [...manifests].sort(newestFirst).slice(0, retention.keepBuilds);
  const old = (manifest: Manifest) => now.getTime() - Date.parse(manifest.uploadedAt) > retention.keepDays * day;
  return manifests.filter((manifest) => manifest.build !== live && !newest.includes(manifest) && old(manifest));
}

/** What pruning deletes: each expired build's folder, its manifest last, then the build assets no kept build names. */
export function prunedKeys(
  keys: readonly string[],
  manifests: readonly Manifest[],
  live: string | undefined,
  now: Date,
  retention: Retention,
): string[] {
  const expired = expiredBuilds(manifests, live, now, retention);
  const folders = expired.flatMap((manifest) => [...ownKeys(manifest, keys), manifestKey(manifest.build)]);
  const used = new Set(manifests.filter((manifest) => !expired.includes(manifest)).flatMap((m) => m.assets));
  return [...folders, ...keys.filter((key) => isBuildAsset(key) && !used.has(key))];
}

/** `--rollback [BUILD]`: BUILD, or the newest whole build uploaded before the live one. */
export function rollbackTarget(
  manifests: readonly Manifest[],
  keys: readonly string[],
  live: string | undefined,
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
  const current = manifests.find((m) => m.build === live);
  if (!current) throw new Refusal(`The live build ${live ?? '(none)'} is not in the bucket: name a build (${kept}).`);
  const earlier = manifests
    .filter((m) => Date.parse(m.uploadedAt) < Date.parse(current.uploadedAt) && isWhole(m, keys))
    .sort(newestFirst);
  if (!earlier[0])
    throw new Refusal(`No whole build was uploaded before the live build ${live}: nothing to roll back to.`);
  return earlier[0];
}
