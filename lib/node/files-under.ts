import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under a folder, as sorted paths relative to it with forward slashes. */
export function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
