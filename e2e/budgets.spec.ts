import { existsSync, readFileSync } from 'node:fs';
import { exportDir } from '../deploy/shared/export-files';
import { filesUnder } from '../lib/node/files-under';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { byteBudgets, KB } from '../test-support/byte-budgets';
import { floorJs } from '../test-support/floor';
import { pageBytes } from '../test-support/page-bytes';
import { responseBytes } from '../test-support/response-bytes';
import { expect, test } from './support/test';
import { allPages } from './support/site';

const outDir = path.resolve(exportDir);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Every exported page: out/*.html and out/*\/*.html (the 404 page is out/404.html). */
function exportedPages(): string[] {
  if (!existsSync(outDir)) return [];
  return filesUnder(outDir).filter(
    (file) => file.endsWith('.html') && !file.startsWith('_next/') && file.split('/').length <= 2,
  );
}

const pages = exportedPages();

test.describe('byte budgets of the export @http @shipped', () => {
  test('the export exists and has its pages', () => {
    expect(pages, 'out/ has no HTML pages: run `npm run build` first').toContain('404.html');
    expect(pages.length).toBeGreaterThanOrEqual(allPages.length + 1); // and the 404 page
  });

  test('each home page shows the coverage map, and its path data is not repeated in the HTML', () => {
    for (const file of ['ro.html', 'en.html', 'de.html']) {
      const b = pageBytes(outDir, path.join(outDir, file));
      expect(b.mapRaw, `${file}: no coverage map found`).toBeGreaterThan(0);
      expect(b.mapCopies, `${file}: the map's path data is in the HTML more than once`).toBeLessThanOrEqual(1);
    }
  });

  test('the 404 page answers in the first round trip, compressed as it goes, as CloudFront sends an error page', async ({
    baseURL,
  }) => {
    const sent = await responseBytes(Number(new URL(baseURL!).port), '/en/no-such-page', 'gzip, deflate, br, zstd');
    expect(sent.status).toBe(404);
    const body = readFileSync(path.join(outDir, '404.html'));
    // zlib's default level and a middling brotli quality: what compressing on the fly spends.
    const gzip = sent.headerBytes + gzipSync(body).length;
    const br = sent.headerBytes + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    expect.soft(gzip, `404 in gzip: ${gzip} B`).toBeLessThanOrEqual(byteBudgets.firstResponseGzip);
    expect.soft(br, `404 in brotli: ${br} B`).toBeLessThanOrEqual(byteBudgets.firstResponseBrotli);
  });

  for (const file of pages) {
    test(`${file}: HTML, map, fonts and images within budget`, () => {
      const b = pageBytes(outDir, path.join(outDir, file));

      const missing = [...b.scripts, ...b.fonts, ...b.images, ...b.css].filter((r) => r.missing).map((r) => r.url);
      expect.soft(missing, 'files the HTML names that are not in out/ (they would count as 0 bytes)').toEqual([]);

      const mapNote =
        b.mapRaw && !b.mapFile
          ? `; the inline map is ${kb(b.map)}` +
            (b.mapCopies > 1
              ? `, and its path data is in the HTML ${b.mapCopies} times (the RSC payload in the inline scripts repeats it)`
              : '')
          : '';
      expect
        .soft(
          b.htmlWithoutMap,
          `HTML (gzip) without the coverage map ${kb(b.htmlWithoutMap)} > ${kb(byteBudgets.htmlWithoutMap)}; inline scripts ${kb(b.inlineScriptsGzip)}${mapNote}`,
        )
        .toBeLessThanOrEqual(byteBudgets.htmlWithoutMap);
      if (b.mapRaw)
        expect
          .soft(b.map, `coverage map ${b.mapFile ?? '<svg>'} (gzip) ${kb(b.map)} > ${kb(byteBudgets.map)}`)
          .toBeLessThanOrEqual(byteBudgets.map);

      expect
        .soft(b.fonts.length, `preloaded fonts: ${b.fonts.map((f) => f.url).join(', ')}`)
        .toBeLessThanOrEqual(byteBudgets.maxFontPreloads);
      for (const font of b.fonts) {
        expect
          .soft(font.bytes, `${font.url} is ${kb(font.bytes)} > ${kb(byteBudgets.fontFile)}`)
          .toBeLessThanOrEqual(byteBudgets.fontFile);
      }

      const unsized = b.imgTags.filter((img) => !img.width || !img.height).map((img) => img.src);
      expect.soft(unsized, '<img> without width and height (the layout moves when they load)').toEqual([]);
      // Every image loads lazily except the hero, which is fetched first (fetchpriority=high).
      const eager = b.imgTags
        .filter((img) => img.loading !== 'lazy' && img.fetchpriority !== 'high')
        .map((img) => img.src);
      expect
        .soft(eager, '<img> without loading="lazy" (only the hero image, fetchpriority="high", may load eagerly)')
        .toEqual([]);
    });
  }

  test(`each page's scripts are at most ${kb(byteBudgets.jsOverFloor)} over a bare Next.js page's`, () => {
    const floor = floorJs();
    const limit = floor + byteBudgets.jsOverFloor;
    for (const file of pages) {
      const { js, scripts } = pageBytes(outDir, path.join(outDir, file));
      const largest = [...scripts]
        .sort((x, y) => y.bytes - x.bytes)
        .slice(0, 3)
        .map((s) => `${path.basename(s.url)} ${kb(s.bytes)}`)
        .join(', ');
      expect
        .soft(
          js,
          `${file}: scripts (gzip) ${kb(js)} > ${kb(floor)} + ${kb(byteBudgets.jsOverFloor)}; largest: ${largest}`,
        )
        .toBeLessThanOrEqual(limit);
    }
  });
});
