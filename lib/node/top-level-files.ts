import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../../i18n/locales';
import type { SiteInventory } from '../../i18n/routing/answer';
import { siteInventory } from '../../i18n/routing/site-inventory';
import { filesUnder } from './files-under';

// Next's metadata routes whose URL is not their file's name.
const metadataRoutes: Record<string, string> = {
  'robots.ts': 'robots.txt',
  'sitemap.ts': 'sitemap.xml',
  'manifest.ts': 'manifest.webmanifest',
};

/**
 * The top-level files of every build, as paths of the export: public/'s, app/'s (app/robots.ts →
 * robots.txt), and each home page's data (`ro.txt`), which Next's router fetches.
 */
export function topLevelFiles(root: string = process.cwd()): string[] {
  const files = filesUnder(join(root, 'public'));
  for (const name of readdirSync(join(root, 'app'))) {
    if (name in metadataRoutes) files.push(metadataRoutes[name]!);
    else if (/\.[a-z0-9]+$/.test(name) && !/\.(tsx?|scss)$/.test(name)) files.push(name);
  }
  return [...files, ...locales.map((locale) => `${locale}.txt`)].sort();
}

/** What the routing rule knows of this checkout's build. */
export const checkoutSite = (): SiteInventory => siteInventory(topLevelFiles());
