import 'server-only';
import { copyFacts } from '@/lib/copy-facts';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ro from '../messages/ro.json';
import { inEachLocale, type Locale } from './locales';

export type Messages = typeof en;
type Tree = { [key: string]: string | Tree };

/** Other arguments (`{months}`) stay for the pages to fill. */
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (argument, name: string) => copyFacts[name] ?? argument);

function withFacts(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? fill(value) : withFacts(value)]),
  );
}

const files: Record<Locale, Messages> = { ro, en, de };
export const messages = inEachLocale((locale) => withFacts(files[locale]) as Messages);
