import de from '../messages/de.json';
import en from '../messages/en.json';
import ro from '../messages/ro.json';
import type { Locale } from '../i18n/locales';

type Tree = { [key: string]: string | Tree };

/** The message files as next-intl reads them. */
export const messageFiles: Record<Locale, Tree> = { ro, en, de };

/** Every message of a tree as `a.b.c` → value, in file order. */
export function messageLeaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of messageLeaves(value, path)) out.set(k, v);
  }
  return out;
}
