/**
 * After `next build` (part of `npm run build`): rewrites every HTML file of out/ to paint before its
 * scripts run (postbuild/first-paint/), then hashes its inline scripts and styles, and writes the
 * hosting configuration of this build, all from the same data:
 *   out/_headers, out/_redirects               Netlify and Cloudflare Pages
 *   deploy/generated/security-headers.conf     nginx (included by deploy/nginx/site.conf)
 *   deploy/generated/document-policies.conf    nginx: each document's own policy (a map, idem)
 *   deploy/generated/security-headers.json     the preview server and the tests
 *   deploy/generated/cloudfront-function.js    CloudFront in front of S3 (routing and headers)
 *   deploy/generated/cloudflare-worker.js      a Cloudflare Worker in front of R2 (the same)
 *   deploy/generated/document-policies.json    each document's own policy, which the upload stores with it
 * Last, each text file gets its brotli (quality 11) and gzip copies beside it (postbuild/precompress/),
 * which nginx sends as they are.
 * Documents that are not pages (404.html, index.html) get their policy as a <meta> element too,
 * for the hosts that serve them at any URL without a header rule. The build fails on inline code
 * no hash can allow (an onclick="…" attribute, a javascript: URL).
 *   tsx postbuild/postbuild.ts [outDir]
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { cloudflareWorker } from '../deploy/cloudflare-worker/worker';
import { cloudfrontFunction } from '../deploy/cloudfront/function';
import { paintFirst, type FlightFile } from './first-paint/first-paint';
import { headersFile } from '../deploy/netlify/headers-file';
import { redirectsFile, type RedirectsDialect } from '../deploy/netlify/redirects-file';
import { nginxDocumentPolicies, nginxSecurityHeaders } from '../deploy/nginx/security-headers';
import { pageFile, pagePaths } from '../i18n/routing/routes';
import { writeDocumentPolicies, type DocumentPolicies } from '../deploy/shared/document-policies';
import { contentTypeOf, typesToDeclare } from '../deploy/shared/content-type';
import { buildIdOf, servedFiles } from '../deploy/shared/export-files';
import { inlineCodeOf } from './inline-code';
import { precompress } from './precompress/precompress';
import {
  contentSecurityPolicy,
  mergeAllowances,
  securityHeaders,
  type InlineAllowance,
} from '../deploy/shared/security-headers';

const out = resolve(process.argv[2] ?? 'out');
const generated = resolve(__dirname, '../deploy/generated');

/** Puts a document's own policy in a <meta> element right after its charset (replacing an older one). */
function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, '');
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(cleaned) ?? /<head[^>]*>/i.exec(cleaned);
  if (!anchor) throw new Error('a document without <head>');
  const at = anchor.index + anchor[0].length;
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

/**
 * The RSC data of a document: the text of the file Next exports beside it (en/about.txt; the 404
 * page's is _not-found.txt), at the URL of its copy in the build's own folder,
 * /_next/static/<build id>/en/about.txt. The loader fetches the copy: a page open while a newer
 * build is uploaded still reads the data of its own build, and the copy, named by its build, is
 * cached as immutable. The file beside the page stays for Next's client navigation.
 */
function flightFileOf(file: string, buildId: string): (FlightFile & { source: string }) | undefined {
  const source = file === '404.html' ? '/_not-found.txt' : `/${file.replace(/\.html$/, '.txt')}`;
  if (!existsSync(join(out, source))) return undefined;
  return { source, url: `/_next/static/${buildId}${source}`, text: readFileSync(join(out, source), 'utf8') };
}

/** Writes the copy a rewritten page names: the bytes of the file its data was checked against. */
function copyFlightFile(flight: FlightFile & { source: string }) {
  const target = join(out, flight.url);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(out, flight.source), target);
}

/**
 * Rewrites every HTML document of the export in place; returns the new text of each (for the
 * hashing that follows) and how much moved out of the way.
 */
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
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
  return { documents, scripts, stylesheets, flightFiles, buildId };
}

async function main() {
  const moved = rewriteForFirstPaint(servedFiles(out).filter((f) => f.endsWith('.html')));
  // After the rewrite, which adds the copies of the pages' data.
  const files = servedFiles(out);
  const documents = new Map<string, InlineAllowance>();
  const problems: string[] = [];
  for (const [file, html] of moved.documents) {
    const code = inlineCodeOf(html);
    problems.push(...code.forbidden.map((problem) => `${file}: ${problem}`));
    documents.set(file, { scripts: code.scripts, styles: code.styles, styleAttributes: code.hasStyleAttributes });
  }
  const missing = pagePaths.filter((path) => !documents.has(pageFile(path)));
  if (missing.length) problems.push(`pages missing from ${out}: ${missing.join(', ')}`);
  if (problems.length) throw new Error(`The export cannot get a strict policy:\n  ${problems.join('\n  ')}`);

  const site = mergeAllowances([...documents.values()]);
  const pages = pagePaths.map((path) => ({ path, allow: documents.get(pageFile(path))! }));
  const pageFiles = new Set(pagePaths.map(pageFile));
  // Each document's own policy, computed here once: the upload stores it with the document.
  const policies: DocumentPolicies = {};
  for (const [file, allow] of documents) {
    policies[file] = contentSecurityPolicy(allow);
    if (pageFiles.has(file)) continue;
    writeFileSync(join(out, file), withMetaPolicy(moved.documents.get(file)!, contentSecurityPolicy(allow, 'meta')));
  }

  const dialect: RedirectsDialect =
    process.env.REDIRECTS_DIALECT === 'netlify' || (!process.env.REDIRECTS_DIALECT && process.env.NETLIFY === 'true')
      ? 'netlify'
      : 'portable';
  const typedFiles = files
    .filter((file) => typesToDeclare.includes(extname(file)))
    .map((file) => ({ path: `/${file}`, contentType: contentTypeOf(file) }));
  writeFileSync(join(out, '_headers'), headersFile(pages, typedFiles));
  writeFileSync(join(out, '_redirects'), redirectsFile(dialect));

  mkdirSync(generated, { recursive: true });
  writeFileSync(join(generated, 'security-headers.conf'), nginxSecurityHeaders(site));
  writeFileSync(
    join(generated, 'document-policies.conf'),
    nginxDocumentPolicies(contentSecurityPolicy(site), policies),
  );
  writeFileSync(join(generated, 'security-headers.json'), `${JSON.stringify(securityHeaders(site), null, 2)}\n`);
  writeFileSync(join(generated, 'cloudfront-function.js'), cloudfrontFunction(files, site));
  writeFileSync(join(generated, 'cloudflare-worker.js'), cloudflareWorker(files, site));
  writeDocumentPolicies(policies);

  // Last: every file is final now.
  const compressed = await precompress(out, files);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

  console.log(
    `First paint: ${moved.scripts} script tags started after the first paint, ${moved.stylesheets} stylesheets inlined, ` +
      `the RSC data of ${moved.flightFiles} documents fetched from their copies under /_next/static/${moved.buildId}/.`,
  );
  const written = `_redirects (${dialect}), _headers, nginx, CloudFront, Worker and the documents' policies written`;
  console.log(
    `Security headers: ${documents.size} documents, ${site.scripts.length} inline script hashes, ` +
      `policy of ${contentSecurityPolicy(site).length} characters; ${written}.`,
  );
  const sizes = `${kb(compressed.raw)} → ${kb(compressed.br)} brotli, ${kb(compressed.gz)} gzip`;
  console.log(`Precompressed: ${compressed.files} text files, ${sizes}.`);
}

main().catch((error: unknown) => {
  console.error(`postbuild: ${(error as Error).message}`);
  process.exit(1);
});
