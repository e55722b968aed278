import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files the hosts read as configuration from the publish directory; never served or uploaded. */
export const hostConfigFiles: readonly string[] = ['_headers', '_redirects'];

/** Every file under a folder, as sorted paths relative to it with forward slashes. */
export function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The files of an export that a host serves: all but its configuration files. */
export function servedFiles(root: string): string[] {
  return filesUnder(root).filter((file) => !hostConfigFiles.includes(file));
}
