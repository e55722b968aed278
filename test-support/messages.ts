import { inEachLocale } from '../i18n/locales';
import { messages } from '../i18n/messages';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ro from '../messages/ro.json';

type Tree = { [key: string]: string | Tree };

/** Every message of a tree as `a.b.c` → value, in file order. */
function messageLeaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of messageLeaves(value, path)) out.set(k, v);
  }
  return out;
}

/** Each language's messages flattened, so that a check can walk every string of a file. */
export const messageLeavesOf = inEachLocale((locale) => messageLeaves(messages[locale]));

/** Each message file as typed, its arguments ({brand}) not filled. */
export const typedMessageLeavesOf = { ro: messageLeaves(ro), en: messageLeaves(en), de: messageLeaves(de) };
