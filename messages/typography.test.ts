/**
 * @jest-environment node
 */
import { createTranslator } from 'next-intl';
import { locales, type Locale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { messageLeavesOf as files } from '@/test-support/messages';
import { interLatin, interLatinExt } from '@/styles/fonts';

// next/font/local returns its options here, so that the test reads the fonts' unicode-ranges.
jest.mock('next/font/local', () => (options: unknown) => options);

/** The copy a visitor reads on the page: every message but the titles and descriptions (`meta.*`). */
const displayed = (locale: Locale) => [...files[locale]].filter(([key]) => !key.startsWith('meta.'));

type Accept = (match: RegExpExecArray) => boolean;
const acceptNone: Accept = () => false;

/** Each offending message as `key: …context…`, so that a failure shows where and what. */
function offences(messages: [string, string][], pattern: RegExp, accept: Accept = acceptNone) {
  const found: string[] = [];
  for (const [key, value] of messages) {
    for (const match of value.matchAll(new RegExp(pattern, 'gu'))) {
      if (accept(match)) continue;
      const at = match.index ?? 0;
      found.push(`${key}: …${value.slice(Math.max(0, at - 20), at + match[0].length + 20)}…`);
    }
  }
  return found;
}

const nbsp = '\u00a0';
const noBreakHyphen = '\u2011';
const wordJoiner = '\u2060';

describe('typography of the copy', () => {
  it.each(locales)('%s has no straight apostrophes or quotes', (locale) => {
    expect(offences([...files[locale]], /['"]/)).toEqual([]);
  });

  // Opening and closing quote of each language; any other double quote mark is wrong there.
  const quotes: Record<Locale, [string, string]> = { ro: ['„', '”'], en: ['“', '”'], de: ['„', '“'] };
  it.each(locales)('%s quotes with its own marks, each opened quote closed', (locale) => {
    const [open, close] = quotes[locale];
    const ownMark = (match: RegExpExecArray) => match[0] === open || match[0] === close;
    expect(offences([...files[locale]], /[„“”‟«»]/, ownMark)).toEqual([]);
    const unbalanced = [...files[locale]]
      .filter(([, value]) => {
        let depth = 0;
        for (const char of value) {
          if (char === open) depth += 1;
          else if (char === close) depth -= 1;
          if (depth < 0 || depth > 1) return true;
        }
        return depth !== 0;
      })
      .map(([key]) => key);
    expect(unbalanced).toEqual([]);
  });

  // ICU, next-intl's message syntax, reads a straight apostrophe as an escape before { } < and
  // before another apostrophe; typographic marks are plain text. Each message, formatted with its
  // arguments standing for themselves and its tags given back, must come out exactly as written.
  // A plural ({days, plural, =0 {…} other {…}}) comes out as the branch its number selects, with
  // # as the number: each is checked for 0, 1 and 30, every plural of a message at once.
  it.each(locales)('%s: every message formats to its own text (no character lost to ICU)', (locale) => {
    const t = createTranslator({ locale, messages: messages[locale] }) as unknown as {
      markup: (key: string, values: Record<string, string | number | ((chunks: string) => string)>) => string;
    };
    for (const [key, value] of files[locale]) {
      const values: Record<string, string | number | ((chunks: string) => string)> = {};
      for (const [, name] of value.matchAll(/\{(\w+)\}/g)) values[name!] = `{${name}}`;
      for (const [, tag] of value.matchAll(/<(\w+)>/g)) values[tag!] = (chunks) => `<${tag}>${chunks}</${tag}>`;
      const plurals = [...value.matchAll(/\{(\w+), plural,/g)];
      if (plurals.length === 0) {
        expect([key, t.markup(key, values)]).toEqual([key, value]);
        continue;
      }
      for (const count of [0, 1, 30]) {
        for (const plural of plurals) values[plural[1]!] = count;
        // From the last plural back, so that each one's index still holds.
        const expected = plurals.reduceRight((text, plural) => pluralBranch(text, plural.index, locale, count), value);
        expect([key, count, t.markup(key, values)]).toEqual([key, count, expected]);
      }
    }
  });

  // A number and what it counts or measures stay on one line: "16 ani", "25 de țări", "8:00 Uhr",
  // "25 countries". A time argument ({time}) or the closing time of a range counts as a number.
  // Years are names of a moment, not quantities: "in 2008 in Voluntari" may break after 2008.
  it.each(locales)('%s: a no-break space joins a number to the word after it', (locale) => {
    const numberThenSpace = /(?<![\d.,:])(\d+(?:[.,:]\d+)*\+?|\{time\}|<\/closes>) (?=\p{L})/u;
    const isYear = (match: RegExpExecArray) => /^(1[89]|20)\d\d$/.test(match[1]!);
    const found = offences(displayed(locale), numberThenSpace, isYear);
    expect(found).toEqual([]);
  });

  // A spaced dash stays at the end of its line: a line that starts with "–" reads as a list item.
  it.each(locales)('%s: a no-break space comes before a spaced dash', (locale) => {
    expect(offences(displayed(locale), / [–—]/)).toEqual([]);
  });

  // Romanian joins words with a hyphen: clitics ("într-o", "s-a", "Spuneți-ne", "site-ul") and
  // compounds ("door-to-door", "e-mail"). A line must not start with the part after one, and a
  // visitor's in-page search must find the word as typed with the keyboard's hyphen: the hyphen is
  // the ordinary one, followed by an invisible word joiner (U+2060), which forbids the break and
  // which every browser's find ignores. The no-break hyphen U+2011 is another character: a search
  // for "într-o" would not find "într‑o".
  it('Romanian hyphens are keyboard hyphens, each followed by a word joiner', () => {
    expect(offences([...files.ro], new RegExp(noBreakHyphen))).toEqual([]);
    expect(offences(displayed('ro'), new RegExp(`\\p{L}-(?!${wordJoiner})`))).toEqual([]);
    expect([...files.ro.values()].join(' ')).toContain(`într-${wordJoiner}o`);
  });

  // German "E-Mail" breaks after its hyphen as any compound may ("per E-" / "Mail"); it is joined
  // as Romanian joins its words, so that a search for "E-Mail" still finds it.
  it('German "E-Mail" is a keyboard hyphen followed by a word joiner', () => {
    expect(offences(displayed('de'), new RegExp(`E-(?!${wordJoiner})Mail`))).toEqual([]);
    expect([...files.de.values()].join(' ')).toContain(`E-${wordJoiner}Mail`);
  });

  // Titles and descriptions are read by search engines and shown by other programs in their own
  // fonts: plain spaces and hyphens there.
  it.each(locales)('%s titles and descriptions use plain spaces and hyphens', (locale) => {
    const meta = [...files[locale]].filter(([key]) => key.startsWith('meta.'));
    expect(offences(meta, new RegExp(`[${nbsp}${noBreakHyphen}${wordJoiner}]`))).toEqual([]);
  });

  // The pages print the copy in the subset Inter files (styles/fonts.ts); a character outside their
  // unicode-ranges would be drawn in a fallback font.
  it.each(locales)('%s: every character of the copy is in the subset fonts', (locale) => {
    const ranges = [interLatin, interLatinExt]
      .flatMap((font) => (font as unknown as { declarations: { value: string }[] }).declarations.map((d) => d.value))
      .flatMap((value) => value.split(','))
      .map((range) =>
        range
          .trim()
          .replace(/^U\+/, '')
          .split('-')
          .map((hex) => parseInt(hex, 16)),
      )
      .map(([from, to = from]) => [from!, to!] as const);
    const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);
    // The word joiner is invisible and has no width: browsers draw nothing for it, in any font.
    const drawn = (char: string) => char !== wordJoiner;
    const codes = new Set(
      displayed(locale).flatMap(([, value]) => [...value].filter(drawn).map((char) => char.codePointAt(0)!)),
    );
    const missing = [...codes].filter((code) => !covered(code));
    const name = (code: number) => `U+${code.toString(16).padStart(4, '0')} ${String.fromCodePoint(code)}`;
    expect(missing.map(name)).toEqual([]);
  });
});

/** The end of the brace group that opens at `start`. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in ${text}`);
}

/** `text` with the plural that opens at `start` replaced by the branch `count` selects, # read as the count. */
function pluralBranch(text: string, start: number, locale: string, count: number): string {
  const end = closingBrace(text, start);
  const branches = new Map<string, string>();
  const options = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
  options.lastIndex = text.indexOf(', plural,', start) + ', plural,'.length;
  for (let match = options.exec(text); match; match = options.exec(text)) {
    const open = options.lastIndex - 1;
    const close = closingBrace(text, open);
    branches.set(match[1]!, text.slice(open + 1, close));
    options.lastIndex = close + 1;
  }
  const chosen =
    branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(locale).select(count)) ?? branches.get('other')!;
  return text.slice(0, start) + chosen.replaceAll('#', String(count)) + text.slice(end + 1);
}
