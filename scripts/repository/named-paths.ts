/**
 * Which words of the docs and the comments name a path of the repository.
 *
 * A word of a comment, or of Markdown's code (in backticks or a fenced block), names a path when it
 * is made of path characters only (letters, digits, `_ . - @ [ ]` and `/`) and its first segment
 * is an entry at the top of the repository (`lib/company.ts`, `docs/`, `app/[locale]/layout.tsx`;
 * without a slash, only a file: `package.json`). In Markdown it may also start with an entry of
 * the file's own folder (`preview/server.ts` in deploy/README.md), or with `./` or `../`: it is
 * then read from that folder, as is the target of a Markdown link that is not a URL or an anchor.
 * Punctuation around a word, a possessive `'s`, a line number (`answer.ts:73`) and an anchor
 * (`architecture.md#routing`) are not part of the path. Globs and placeholders (`e2e/*.spec.ts`,
 * `components/pages/<id>/`, `lib/…`) contain characters no path here has, and so name no single
 * path. Prose outside Markdown's code is prose, and so is a relative URL in a comment.
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
