/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { locales } from '@/i18n/locales';

// The 404 page carries every language's copy and its stylesheet shows the one matching html[lang];
// a language missing from that list would get a 404 page with nothing on it.
describe('the 404 page stylesheet', () => {
  it('shows the copy of exactly the languages of i18n/locales.ts', () => {
    const scss = readFileSync(`${__dirname}/global-not-found.module.scss`, 'utf8');
    const list = /@each \$locale in ([a-z, ]+) \{/.exec(scss)?.[1];
    expect(list?.split(', ')).toEqual([...locales]);
  });
});
