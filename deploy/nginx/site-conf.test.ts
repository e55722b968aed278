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

  it('redirects the root and unprefixed paths to the default locale with relative Location headers', () => {
    expect(conf).toMatch(/location = \/ \{\s*return 301 \/ro\$is_args\$args;/);
    expect(conf).toMatch(/return 301 \/ro\$request_uri;/);
    expect(conf).toMatch(/absolute_redirect off;/);
  });

  it('sends the copies the build compressed, and gzips on the fly only what has none', () => {
    expect(conf).toMatch(/^\s*brotli_static on;$/m);
    expect(conf).toMatch(/^\s*gzip_static on;$/m);
    expect(conf).toMatch(/^\s*gzip_comp_level 9;$/m);
  });
});
