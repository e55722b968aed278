import { defaultLocale, locales } from '../locales';
import { allPages } from '../pages';
import type { SiteInventory } from './answer';

/** URL paths of the files outside the language folders and `_next/`, from paths relative to the export. */
function rootFiles(files: readonly string[]): string[] {
  return files
    .filter((file) => !['_next', ...locales].includes(file.split('/')[0]!))
    .map((file) => `/${file}`)
    .sort();
}

/**
 * What the routing rule knows of the site: the languages and pages of i18n/, and the files a host
 * serves (paths relative to the export; a host's configuration files are not among them).
 */
export function siteInventory(files: readonly string[]): SiteInventory {
  return {
    locales,
    defaultLocale,
    pages: Object.fromEntries(allPages.map(({ path }) => [path, 1 as const])),
    files: Object.fromEntries(rootFiles(files).map((path) => [path, 1 as const])),
  };
}
