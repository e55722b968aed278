import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { exportDir } from '../deploy/shared/export-files';
import { filesUnder } from '../lib/node/files-under';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { parseHtml } from '../test-support/page-bytes';
import { LinkChecker } from 'linkinator';
import { expect, test } from './support/test';
import { allPages, locales } from './support/site';

/** Every HTML file of the export. */
function htmlFiles(dir = exportDir): string[] {
  return filesUnder(dir)
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/'))
    .map((file) => join(dir, file));
}

/**
 * html-validate's recommended rules, less the ones React's attribute style trips on by design:
 * every other finding is a real error in our markup.
 */
const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off', // React writes camelCase attributes it knows the DOM accepts (hrefLang, charSet)
    'attribute-boolean-style': 'off', // React renders boolean attributes as attr=""
    'attribute-empty-style': 'off', // and empty values the same way
    'void-style': 'off', // React closes void elements (<meta/>)
    'no-inline-style': 'off', // the coverage map's aspect-ratio and Next's own hidden helpers
    'valid-id': 'off', // React's useId produces ids such as «R1» / _R_x_ by design
    // It flags every tel: link whose text has a space, button labels ("Call now") included; the
    // numbers themselves use no-break spaces (formatPhone in lib/company-format.ts, tested in lib/company.test.ts).
    'tel-non-breaking': 'off',
    // An accordion's panel is a region labelled by its button, as the WAI-ARIA pattern has it; a
    // <section> there would be a section without a heading, which the W3C checker warns about.
    'prefer-native-element': ['error', { exclude: ['region'] }],
  },
};

/**
 * The document a visitor gets: the 404 page holds a copy per language (its bar, message and footer)
 * and its stylesheet shows one, so it is checked once per language without the others' copies.
 */
function documentsOf(file: string): { name: string; html: string }[] {
  const html = readFileSync(file, 'utf8');
  const copies = DomUtils.findAll((e) => e.attribs['data-locale'] !== undefined, parseHtml(html).children);
  if (copies.length === 0) return [{ name: relative(exportDir, file), html }];
  return locales.map((locale) => ({
    name: `${relative(exportDir, file)} (${locale})`,
    html: copies
      .filter((copy) => copy.attribs['data-locale'] !== locale)
      .reduceRight((text, copy) => text.slice(0, copy.startIndex!) + text.slice(copy.endIndex! + 1), html),
  }));
}

test.describe('the exported HTML @http @shipped', () => {
  test('has no html-validate errors', async () => {
    const validator = new HtmlValidate(config);
    const errors: string[] = [];
    const files = htmlFiles();
    // Every page and the 404 page: no errors in no files would prove nothing.
    expect(files.length, 'HTML files in out/').toBeGreaterThanOrEqual(allPages.length + 1);
    for (const { name, html } of files.flatMap(documentsOf)) {
      const report = await validator.validateString(html, name);
      for (const result of report.results) {
        for (const message of result.messages)
          errors.push(`${name}:${message.line} ${message.ruleId} ${message.message}`);
      }
    }
    expect(errors).toEqual([]);
  });

  test('has no broken internal link or asset (linkinator)', async ({ baseURL }) => {
    const checker = new LinkChecker();
    const broken: string[] = [];
    checker.on('link', (result) => {
      if (result.state === 'BROKEN') broken.push(`${result.status} ${result.url} (from ${result.parent})`);
    });
    const result = await checker.check({
      path: `${baseURL}/ro`,
      recurse: true,
      // Only our own origin: the map embed and search are not reachable here (no internet).
      linksToSkip: (link) => Promise.resolve(!link.startsWith(baseURL!)),
      concurrency: 4,
    });
    expect(broken).toEqual([]);
    expect(result.passed).toBe(true);
    const reached = new Set(result.links.filter((link) => link.state === 'OK').map((link) => link.url));
    expect(allPages.filter(({ path }) => !reached.has(`${baseURL}${path}`))).toEqual([]);
  });
});
