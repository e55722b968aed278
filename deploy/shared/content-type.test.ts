/**
 * @jest-environment node
 */
import { contentTypeOf } from './content-type';

describe('the Content-Type of the files of the export', () => {
  it.each([
    ['en/about.html', 'text/html; charset=utf-8'],
    ['_next/static/chunks/a1.js', 'text/javascript; charset=utf-8'],
    ['_next/static/chunks/a1.css', 'text/css; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['ro/__next._tree.txt', 'text/plain; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['data.json', 'application/json; charset=utf-8'],
    ['icon.png', 'image/png'],
    ['favicon.ico', 'image/x-icon'],
    ['images/hero.svg', 'image/svg+xml'],
    ['_next/static/media/inter.woff2', 'font/woff2'],
    ['en/opengraph-image.PNG', 'image/png'],
    ['ro/contact.vcf', 'text/vcard; charset=utf-8'],
  ])('%s is %s', (file, type) => expect(contentTypeOf(file)).toBe(type));

  it('sends unknown kinds as plain bytes, never as something a browser would run', () => {
    expect(contentTypeOf('_headers')).toBe('application/octet-stream');
    expect(contentTypeOf('archive.bin')).toBe('application/octet-stream');
  });
});
