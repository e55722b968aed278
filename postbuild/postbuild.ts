/**
 * After `next build`: rewrites every page of out/ to paint before its scripts run, computes each
 * document's policy for the deploy, writes the CloudFront function and the compressed copies.
 *   tsx postbuild/postbuild.ts [outDir] [--without-first-paint]
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cloudfrontFunction } from '../deploy/cloudfront/function';
import { firstPaintRewrite } from './first-paint/enabled';
import { paintFirst, type FlightFile } from './first-paint/first-paint';
import { pagePaths } from '../i18n/pages';
import { pageFile } from '../i18n/routing/answer';
import { writeDocumentPolicies, type DocumentPolicies } from '../deploy/shared/document-policies';
import { recordBuildSource } from '../deploy/shared/build-source';
import { buildIdOf, exportDir, servedFiles } from '../deploy/shared/export-files';
import { inlineCodeOf } from '../deploy/shared/inline-code';
import { precompress } from './precompress/precompress';
import { contentSecurityPolicy, writeBuiltHeaders, type InlineAllowance } from '../deploy/shared/security-headers';

const args = process.argv.slice(2);
const out = resolve(args.find((arg) => !arg.startsWith('--')) ?? exportDir);
// The test command also checks the build that ships while the rewrite is off.
const firstPaint = firstPaintRewrite && !args.includes('--without-first-paint');
const generated = resolve(__dirname, '../deploy/generated');

function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, '');
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(cleaned) ?? /<head[^>]*>/i.exec(cleaned);
  if (!anchor) throw new Error('a document without <head>');
  const at = anchor.index + anchor[0].length;
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

/** A document's RSC data, read from a copy under its build's folder: a page open during a deploy reads its own build's. */
function flightFileOf(file: string, buildId: string): (FlightFile & { source: string }) | undefined {
  const source = file === '404.html' ? '/_not-found.txt' : `/${file.replace(/\.html$/, '.txt')}`;
  if (!existsSync(join(out, source))) return undefined;
  return { source, url: `/_next/static/${buildId}${source}`, text: readFileSync(join(out, source), 'utf8') };
}

function copyFlightFile(flight: FlightFile & { source: string }) {
  const target = join(out, flight.url);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(out, flight.source), target);
}

/** Returns the new text of each document and how much moved. */
function rewriteForFirstPaint(htmlFiles: string[]) {
  // The same few stylesheets serve every page: each is read once.
  const assets = new Map<string, string>();
  const readAsset = (path: string) =>
    assets.get(path) ?? assets.set(path, readFileSync(join(out, path), 'utf8')).get(path)!;
  const documents = new Map<string, string>();
  const buildId = buildIdOf(out);
  let scripts = 0;
  let stylesheets = 0;
  let flightFiles = 0;
  for (const file of htmlFiles) {
    const path = join(out, file);
    try {
      const flight = flightFileOf(file, buildId);
      const rewrite = paintFirst(readFileSync(path, 'utf8'), readAsset, flight);
      if (flight) copyFlightFile(flight);
      writeFileSync(path, rewrite.html);
      documents.set(file, rewrite.html);
      scripts += rewrite.deferredScripts.length;
      stylesheets += rewrite.inlinedStylesheets.length;
      if (rewrite.flightUrl) flightFiles += 1;
    } catch (error) {
      const way =
        'firstPaintRewrite = false in postbuild/first-paint/enabled.ts ships without it: docs/upgrading-next.md';
      throw new Error(`${file}: ${(error as Error).message} (${way})`);
    }
  }
  return { documents, scripts, stylesheets, flightFiles, buildId };
}

async function main() {
  const htmlFiles = servedFiles(out).filter((f) => f.endsWith('.html'));
  const moved = firstPaint ? rewriteForFirstPaint(htmlFiles) : undefined;
  const pages = moved?.documents ?? new Map(htmlFiles.map((file) => [file, readFileSync(join(out, file), 'utf8')]));
  // After the rewrite, which adds the copies of the pages' data.
  const files = servedFiles(out);
  const documents = new Map<string, InlineAllowance>();
  const problems: string[] = [];
  for (const [file, html] of pages) {
    const code = inlineCodeOf(html);
    problems.push(...code.forbidden.map((problem) => `${file}: ${problem}`));
    documents.set(file, code);
  }
  const missing = pagePaths.filter((path) => !documents.has(pageFile(path)));
  if (missing.length) problems.push(`pages missing from ${out}: ${missing.join(', ')}`);
  if (problems.length) throw new Error(`The export cannot get a strict policy:\n  ${problems.join('\n  ')}`);

  const pageFiles = new Set(pagePaths.map(pageFile));
  const policies: DocumentPolicies = {};
  for (const [file, allow] of documents) {
    policies[file] = contentSecurityPolicy(allow);
    // CloudFront sends the 404 page as an error response, which no viewer-response function sees.
    if (!pageFiles.has(file))
      writeFileSync(join(out, file), withMetaPolicy(pages.get(file)!, contentSecurityPolicy(allow, 'meta')));
  }

  mkdirSync(generated, { recursive: true });
  writeBuiltHeaders();
  writeFileSync(join(generated, 'cloudfront-function.js'), cloudfrontFunction());
  writeDocumentPolicies(policies);
  recordBuildSource(buildIdOf(out));

  // Last: every file is final now.
  const compressed = await precompress(out, files);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

  console.log(
    moved
      ? `First paint: ${moved.scripts} script tags started after the first paint, ${moved.stylesheets} stylesheets inlined, ` +
          `the RSC data of ${moved.flightFiles} documents fetched from their copies under /_next/static/${moved.buildId}/.`
      : "First paint: rewrite off: Next's own script tags and stylesheet links kept, which the first paint waits for.",
  );
  console.log(`Policies of ${documents.size} documents and the CloudFront function written.`);
  const sizes = `${kb(compressed.raw)} → ${kb(compressed.br)} brotli, ${kb(compressed.gz)} gzip`;
  console.log(`Precompressed: ${compressed.files} text files, ${sizes}.`);
}

main().catch((error: unknown) => {
  console.error(`postbuild: ${(error as Error).message}`);
  process.exit(1);
});
