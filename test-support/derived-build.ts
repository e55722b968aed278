import { createHash } from 'node:crypto';
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeDocumentPolicies, type DocumentPolicies } from '../deploy/shared/document-policies';
import { buildIdOf } from '../deploy/shared/export-files';
import { documentPolicy } from '../deploy/shared/inline-code';
import { filesUnder } from '../lib/node/files-under';

/**
 * A later build made from the export of the first, for the deploy spec (e2e/deploy.spec.ts):
 * what a `next build` of changed code gives, written consistently through every file.
 *   - a new build id (the folder of Next's build manifest and of the pages' data copies, and the
 *     `b` every page's data carries);
 *   - new names for the script chunks that no inline script names, so that the first build's
 *     pages need chunks the second build does not have (the chunks named inline keep theirs: the
 *     pages' policies hash that code);
 *   - one sentence of the copy changed on every English page (`changeText`), in the HTML and in
 *     the data, so that a page reading the other build's data would not hydrate quietly;
 *   - new brotli and gzip copies of the files it changes or renames.
 * Why not a second `next build`: of the same source it gives the same chunks (Turbopack names
 * them by their content), only another build id; changed code would need a second copy of the
 * project and a build of a minute or more inside the spec.
 */
export interface DerivedBuild {
  dir: string;
  buildId: string;
  label: string;
  /** Its pages' own policies, which the deploy reads from DOCUMENT_POLICIES: their inline data changes without the rewrite. */
  policies?: string;
}

const textFile = /\.(html|txt|js|json|css|xml|webmanifest)$|^[^.]+$/;

/** The same text as it appears in HTML text, in a JSON string, and as is. */
function spellings(text: string): string[] {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
  const html = text.replace(/[&<>"']/g, (character) => entities[character]!);
  return [...new Set([text, html, JSON.stringify(text).slice(1, -1)])];
}

/** A name of the same length and alphabet, different for each label. */
function renamed(name: string, label: string): string {
  const hash = createHash('sha256').update(`${label}:${name}`).digest('hex');
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const at = (index: number) => parseInt(hash.slice(index % 60, (index % 60) + 2), 16) % alphabet.length;
  return name.replace(/[a-z0-9]/g, (_character, index: number) => alphabet[at(index)]!);
}

export function deriveBuild(source: string, target: string, label: string, changeText: { from: string; to: string }) {
  if (changeText.from.length !== changeText.to.length) {
    throw new Error('the changed sentence keeps its length (the data counts some texts)');
  }
  cpSync(source, target, { recursive: true });
  const oldId = buildIdOf(target);
  const newId = renamed(oldId, label);
  const files = filesUnder(target);
  const compressed = files.filter((file) => /\.(br|gz)$/.test(file));

  const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
  const inlineCode = (html: string) => [...html.matchAll(inlineScript)].map(([, code]) => code!);
  const inlineScripts = files
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => inlineCode(readFileSync(join(target, file), 'utf8')))
    .join('\n');
  const chunks = files
    .filter((file) => /^_next\/static\/chunks\/[^/]+\.js$/.test(file))
    .map((file) => basename(file, '.js'))
    .filter((name) => !inlineScripts.includes(name));
  const replacements: [string, string][] = [
    [oldId, newId],
    ...chunks.map((name): [string, string] => [`${name}.js`, `${renamed(name, label)}.js`]),
    ...spellings(changeText.from).map((from, index): [string, string] => [from, spellings(changeText.to)[index]!]),
  ];

  let changed = 0;
  const rewritten = new Set<string>();
  for (const file of files.filter((f) => textFile.test(basename(f)))) {
    const path = join(target, file);
    const before = readFileSync(path, 'utf8');
    const after = replacements.reduce((text, [from, to]) => text.split(from).join(to), before);
    if (after !== before) {
      writeFileSync(path, after);
      rewritten.add(file);
    }
    if (before.includes(changeText.from)) changed++;
  }
  if (changed === 0) throw new Error(`"${changeText.from}" is on no page: choose a sentence of the copy`);
  const chunk = (name: string) => join(target, `_next/static/chunks/${name}.js`);
  for (const name of chunks) renameSync(chunk(name), chunk(renamed(name, label)));
  renameSync(join(target, '_next/static', oldId), join(target, '_next/static', newId));
  const newName = (file: string) =>
    chunks.reduce((name, old) => name.replace(`/${old}.js`, `/${renamed(old, label)}.js`), file.replace(oldId, newId));
  const fast = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
  // The copies of changed files only: the others stay byte for byte the first build's, as a build gives.
  for (const copy of compressed) {
    if (!rewritten.has(copy.slice(0, -3)) && newName(copy) === copy) continue;
    if (newName(copy) !== copy) rmSync(join(target, copy), { force: true });
    const body = readFileSync(join(target, newName(copy.slice(0, -3))));
    writeFileSync(join(target, newName(copy)), copy.endsWith('.br') ? brotliCompressSync(body, fast) : gzipSync(body));
  }
  const policies: DocumentPolicies = {};
  for (const file of filesUnder(target).filter((f) => f.endsWith('.html'))) {
    policies[file] = documentPolicy(readFileSync(join(target, file), 'utf8'));
  }
  writeDocumentPolicies(policies, `${target}.policies.json`);
  const build: DerivedBuild = { dir: target, buildId: newId, label, policies: `${target}.policies.json` };
  return build;
}

/**
 * Every file a page names, as root-relative paths: what its HTML loads (scripts in the loader,
 * its data, stylesheets, fonts, images, icons, the web manifest), the url()s of its inline CSS,
 * and the build assets its data names (chunks, stylesheets and fonts of client navigation).
 */
export function filesNamedBy(html: string, data = ''): string[] {
  const urls = new Set<string>();
  const loader = /<script data-deferred-scripts="([^"]*)"/.exec(html);
  const loaded = loader ? (JSON.parse(loader[1]!.replace(/&quot;/g, '"')) as string[]) : [];
  for (const source of loaded) urls.add(source);
  for (const [, url] of html.matchAll(/\b(?:src|href|data-flight)="(\/[^"/][^"]*)"/g)) {
    // Links to pages are pages, checked as such; files have an extension or live under /_next/.
    const isFile = url!.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(url!.split(/[?#]/)[0]!);
    if (isFile) urls.add(url!.replace(/&amp;/g, '&'));
  }
  for (const [, url] of html.matchAll(/url\((\/[^)'"]+)\)/g)) urls.add(url!);
  for (const [url] of data.matchAll(/\/_next\/static\/[^"\\\s)]+/g)) urls.add(url);
  return [...urls].sort();
}
