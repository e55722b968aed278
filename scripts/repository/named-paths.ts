/**
 * Which words of the docs and the comments name a path (`lib/company.ts`, `docs/`, `package.json`)
 * or, in Markdown, a code identifier (`regionalLocales`, `SiteLink`, `E2E_PORT`).
 * A path's first segment is an entry at the top of the repository, or in Markdown of the file's own
 * folder, or `./` and `../`. Line numbers, anchors and punctuation are not part of it; globs and
 * placeholders (`e2e/*.spec.ts`, `components/pages/<id>/`) name no single path.
 */
import path from 'node:path';

/** A path a doc or a comment names: where (file, line), as written, and from the repository's root. */
export interface NamedPath {
  file: string;
  line: number;
  written: string;
  path: string;
}

/** The names in each folder of the repository (`.` is its top). */
export type Tree = (folder: string) => ReadonlySet<string>;

const pathWord = /^[\w.@[\]-]+(\/[\w.@[\]-]+)*\/?$/;
const opening = /^[([{'"`‘“«]+/;
const closing = /[)}'"`’”».,;:!?]+$/;

/** A word without what surrounds a path in a sentence, or undefined if it is not made like one. */
function pathOf(word: string): string | undefined {
  let bare = word.replace(opening, '');
  for (let before = ''; before !== bare;) {
    before = bare;
    bare = bare
      .replace(closing, '')
      .replace(/['’]s$/, '')
      .replace(/:\d+(-\d+)?$/, '')
      .replace(/#[\w-]*$/, '');
    // A closing bracket belongs to the path only when the path opened it: `app/[locale]`.
    if (bare.endsWith(']') && bare.split('[').length < bare.split(']').length) bare = bare.slice(0, -1);
  }
  return pathWord.test(bare) ? bare : undefined;
}

/** The path a word names, from the repository's root, if it names one. */
function resolve(written: string, folder: string, tree: Tree, markdown: boolean): string | undefined {
  const [first] = written.split('/') as [string];
  if (markdown && (first === '.' || first === '..')) return path.posix.join(folder, written);
  if (!written.includes('/') && !written.includes('.')) return undefined;
  if (tree('.').has(first)) return path.posix.normalize(written);
  if (markdown && folder !== '.' && written.includes('/') && tree(folder).has(first))
    return path.posix.join(folder, written);
  return undefined;
}

function namedIn(file: string, line: number, text: string, tree: Tree, markdown: boolean): NamedPath[] {
  const folder = path.posix.dirname(file);
  return text.split(/\s+/).flatMap((word) => {
    const written = pathOf(word);
    const resolved = written && resolve(written, folder, tree, markdown);
    return written && resolved ? [{ file, line, written, path: resolved }] : [];
  });
}

/** The paths the lines of the comments of `file` name. */
export function pathsInComments(file: string, lines: { line: number; text: string }[], tree: Tree): NamedPath[] {
  return lines.flatMap(({ line, text }) => namedIn(file, line, text, tree, false));
}

/** The paths a Markdown file names in its code and its links. */
export function pathsInMarkdown(file: string, source: string, tree: Tree): NamedPath[] {
  const folder = path.posix.dirname(file);
  let fenced = false;
  return source.split('\n').flatMap((text, index) => {
    const line = index + 1;
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return [];
    }
    if (fenced) return namedIn(file, line, text, tree, true);
    const spans = [...text.matchAll(/(`+)(.+?)\1/g)].flatMap((match) => namedIn(file, line, match[2]!, tree, true));
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^([a-z][\w+.-]*:|#)/i.test(target))
      .map((target) => ({ file, line, written: target, path: path.posix.join(folder, target.replace(/[#?].*$/, '')) }));
    return [...spans, ...links];
  });
}

/** A code identifier cited in a Markdown code span: where, and the name. */
export interface NamedIdentifier {
  file: string;
  line: number;
  name: string;
}

const identifier = /^([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/;

/** camelCase, PascalCase and UPPER_SNAKE words of a code span, alone or dotted (`company.hosting`), with or without `()`. */
export function identifiersInMarkdown(file: string, source: string): NamedIdentifier[] {
  let fenced = false;
  return source.split('\n').flatMap((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced || /^\s*```/.test(text)) return [];
    return [...text.matchAll(/(`+)(.+?)\1/g)].flatMap((match) =>
      /^[\w.]+(\(\))?$/.test(match[2]!)
        ? match[2]!
            .replace(/\(\)$/, '')
            .split('.')
            .filter((part) => identifier.test(part))
            .map((name) => ({ file, line: index + 1, name }))
        : [],
    );
  });
}
