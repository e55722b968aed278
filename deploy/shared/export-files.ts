import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../lib/node/files-under';
import { isPrecompressedCopy } from './compressible';

/** Where `next build` writes the static export; OUT_DIR points the preview and the specs at another. */
export const exportDir = process.env.OUT_DIR ?? 'out';

/** The files of an export, without the compressed copies. */
export function servedFiles(root: string): string[] {
  return filesUnder(root).filter((file) => !isPrecompressedCopy(file));
}

/** The build id of an export: the folder of `_next/static/<id>/_buildManifest.js`, new with every build. */
export function buildIdOf(root: string): string {
  const staticDir = join(root, '_next', 'static');
  const ids = existsSync(staticDir)
    ? readdirSync(staticDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(staticDir, entry.name, '_buildManifest.js')))
        .map((entry) => entry.name)
    : [];
  if (ids.length !== 1) {
    throw new Error(`${root} has ${ids.length} build manifests under _next/static/ (expected one): not a single build`);
  }
  return ids[0]!;
}
