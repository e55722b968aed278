import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files the hosts read as configuration from the publish directory; never served or uploaded. */
export const hostConfigFiles: readonly string[] = ['_headers', '_redirects'];

/** Every file of an export folder, as sorted paths relative to it with forward slashes. */
export function exportFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}
