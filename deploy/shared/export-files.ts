import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../lib/node/files-under';

/** Files the hosts read as configuration from the publish directory; never served or uploaded. */
export const hostConfigFiles: readonly string[] = ['_headers', '_redirects'];

/** The files the build compresses (postbuild/precompress/): text, whatever its size. */
export const compressible = (file: string) => /\.(html|txt|js|mjs|css|svg|json|xml|webmanifest)$/i.test(file);

/**
 * The compressed copies the build writes beside text files: `x.html.br` and `x.html.gz` are other
 * encodings of `x.html`, sent by a server that negotiates them, never files of their own (a file
 * that only ends in .gz, `archive.gz`, is one).
 */
export const isPrecompressedCopy = (file: string) => /\.(br|gz)$/.test(file) && compressible(file.slice(0, -3));

/**
 * The files of an export that a host serves at their own URL: all but its configuration files and
 * the compressed copies (an object store would serve those as files, never in place of the original).
 */
export function servedFiles(root: string): string[] {
  return filesUnder(root).filter((file) => !hostConfigFiles.includes(file) && !isPrecompressedCopy(file));
}

/**
 * The build id of an export: the name of the folder Next writes its build manifest into
 * (`_next/static/<id>/_buildManifest.js`), the same id its pages' data carries. Every `next build`
 * draws a new one. The deploy files each build's objects under it.
 */
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
