import ts from 'typescript';

/** One line of a comment, numbered as the file is. */
export interface CommentLine {
  line: number;
  text: string;
}

/**
 * The comments of a source file, line by line: what a reader of the code reads as prose.
 * TypeScript and JavaScript are parsed, so that a `//` in a string or a regular expression is not
 * taken for a comment; SCSS and JSONC are read by a lexer that steps over quoted strings; shell
 * scripts and YAML comment from a `#` to the end of the line.
 */
export function commentLines(file: string, source: string): CommentLine[] {
  if (/\.(ts|tsx|mjs|cjs)$/.test(file)) return scriptComments(file, source);
  if (/\.(scss|jsonc)$/.test(file)) return lexedComments(source);
  return hashComments(source);
}

/** The lines of the text from `start` to `end`, numbered from the line `start` is on. */
function linesOf(source: string, start: number, end: number): CommentLine[] {
  const first = source.slice(0, start).split('\n').length;
  return source
    .slice(start, end)
    .split('\n')
    .map((text, index) => ({ line: first + index, text }));
}

function scriptComments(file: string, source: string): CommentLine[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  // Every comment lies in the trivia before a token or after one; each is collected once.
  const ranges = new Map<number, number>();
  const visit = (node: ts.Node) => {
    const around = [
      ...(ts.getLeadingCommentRanges(source, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.end) ?? []),
    ];
    for (const range of around) ranges.set(range.pos, range.end);
    node.getChildren(sourceFile).forEach(visit);
  };
  visit(sourceFile);
  return [...ranges].sort(([a], [b]) => a - b).flatMap(([start, end]) => linesOf(source, start, end));
}

function lexedComments(source: string): CommentLine[] {
  const found: CommentLine[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (char === '"' || char === "'") {
      const close = source.indexOf(char, at + 1);
      at = close === -1 ? source.length : close + 1;
    } else if (source.startsWith('//', at) || source.startsWith('/*', at)) {
      const block = source.startsWith('/*', at);
      const close = source.indexOf(block ? '*/' : '\n', at + 2);
      const end = close === -1 ? source.length : close + (block ? 2 : 0);
      found.push(...linesOf(source, at, end));
      at = end;
    } else at++;
  }
  return found;
}

function hashComments(source: string): CommentLine[] {
  return source.split('\n').flatMap((text, index) => {
    const comment = /(?:^|\s)(#(?!!).*)$/.exec(text);
    return comment ? [{ line: index + 1, text: comment[1]! }] : [];
  });
}
