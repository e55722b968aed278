/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { locales } from '@/i18n/locales';

describe('the shipped nginx config', () => {
  const conf = readFileSync(`${__dirname}/site.conf`, 'utf8');

  it('knows exactly the locales of i18n/locales.ts', () => {
    const alternations = [...conf.matchAll(/\(\?:?([a-z|]+)\)|\(([a-z]{2}(?:\|[a-z]{2})+)\)/g)].map(
      (m) => (m[1] ?? m[2])!,
    );
    expect(alternations.length).toBeGreaterThan(0);
    for (const alternation of alternations) expect(alternation.split('|').sort()).toEqual([...locales].sort());
  });
});
