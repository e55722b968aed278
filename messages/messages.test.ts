/**
 * @jest-environment node
 */
import { locales } from '@/i18n/locales';
import { messageLeavesOf as files } from '@/test-support/messages';

describe('message files', () => {
  it.each(locales.filter((locale) => locale !== 'en'))('%s has exactly the keys of en', (locale) => {
    expect([...files[locale].keys()].sort()).toEqual([...files.en.keys()].sort());
  });

  it.each(Object.entries(files))('%s has no empty value', (_locale, messages) => {
    const empty = [...messages].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(files))('%s uses the same ICU placeholders as en', (_locale, messages) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
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
});
