/**
 * @jest-environment node
 */
import { createTranslator } from 'next-intl';
import { locales, type Locale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { messageLeavesOf as files } from '@/test-support/messages';

describe('message files', () => {
  it.each(locales.filter((locale) => locale !== 'en'))('%s has exactly the keys of en', (locale) => {
    expect([...files[locale].keys()].sort()).toEqual([...files.en.keys()].sort());
  });

  it.each(Object.entries(files))('%s has no empty value', (_locale, messages) => {
    const empty = [...messages].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(files))('%s uses the same ICU arguments and tags as en', (_locale, messages) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
    for (const [key, value] of messages)
      expect([key, placeholders(value)]).toEqual([key, placeholders(files.en.get(key)!)]);
  });

  it('Romanian uses ș and ț with comma below, never the cedilla forms', () => {
    const cedilla = [...files.ro].filter(([, value]) => /[şţŞŢ]/.test(value)).map(([key]) => key);
    expect(cedilla).toEqual([]);
    expect([...files.ro.values()].join(' ')).toMatch(/[șț]/);
  });

  it('German uses its umlauts and ß (the copy is not transliterated)', () => {
    expect([...files.de.values()].join(' ')).toMatch(/[äöüß]/);
  });

  // The periods are facts the company may change (lib/company.ts): one month is singular, and a
  // Romanian count from 20 takes "de" ("24 de luni").
  it('writes a number of months as each language counts them', () => {
    const periods = (locale: Locale, months: number) => {
      const t = createTranslator({ locale, messages: messages[locale] }) as unknown as (
        key: string,
        values: Record<string, number>,
      ) => string;
      return ['privacy.storage.text', 'privacy.contact.text'].map((key) =>
        t(key, { months, accountingYears: 10, orderYears: months }),
      );
    };
    const nbsp = '\u00a0';
    expect(periods('ro', 1).join()).toContain(`1${nbsp}lună`);
    expect(periods('ro', 12).join()).toContain(`12${nbsp}luni`);
    expect(periods('ro', 24).join()).toContain(`24${nbsp}de luni`);
    expect(periods('en', 1).join()).toContain(`1${nbsp}month `);
    expect(periods('en', 24).join()).toContain(`24${nbsp}months`);
    expect(periods('de', 1).join()).toContain(`1${nbsp}Monat nach dem`);
    expect(periods('de', 24).join()).toContain(`24${nbsp}Monate nach dem`);
    expect(periods('ro', 1).join()).toContain(`1${nbsp}an de la`);
    expect(periods('ro', 24).join()).toContain(`24${nbsp}de ani`);
    expect(periods('en', 1).join()).toContain(`1${nbsp}year after`);
  });
});
