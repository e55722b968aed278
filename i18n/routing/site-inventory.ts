import { defaultLocale, locales } from '../locales';
import { fileFolders, type SiteInventory } from './answer';

function rootFiles(files: readonly string[]): string[] {
  return files
    .filter((file) => ![...fileFolders, ...locales].includes(file.split('/')[0]!))
    .map((file) => `/${file}`)
    .sort();
}

/** What the routing rule knows: the languages of i18n/, and `files` (paths relative to the export). */
export function siteInventory(files: readonly string[]): SiteInventory {
  return {
    locales,
    defaultLocale,
    files: Object.fromEntries(rootFiles(files).map((path) => [path, 1 as const])),
  };
}
