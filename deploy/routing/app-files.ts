import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Next's metadata routes whose URL is not their file's name.
const metadataRoutes: Record<string, string> = { 'robots.ts': 'robots.txt', 'sitemap.ts': 'sitemap.xml', 'manifest.ts': 'manifest.webmanifest' };

/**
 * The files `next dev` serves outside the language folders, as paths like the export's: every
 * file of public/, and the app's root routes that are files (app/icon.svg, app/robots.ts →
 * robots.txt, the folder app/coverage-map.svg/ → coverage-map.svg). The development proxy lets
 * these through, as the hosts let the export's files through, and redirects anything else.
 */
export function appFiles(root: string = process.cwd()): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(join(root, 'public'), path).split(sep).join('/'));
    }
  };
  walk(join(root, 'public'));
  for (const name of readdirSync(join(root, 'app'))) {
    if (name in metadataRoutes) files.push(metadataRoutes[name]!);
    else if (/\.[a-z0-9]+$/.test(name) && !/\.(tsx?|scss)$/.test(name)) files.push(name);
  }
  return files.sort();
}
