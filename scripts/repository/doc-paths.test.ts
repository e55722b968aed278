/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { commentLines } from './comments';
import { identifiersInMarkdown, pathsInComments, pathsInMarkdown, type NamedPath, type Tree } from './named-paths';

// A moved file or a renamed identifier fails here, naming each doc and line still citing the old one.
// Ignored paths are what the build and the tools write: they exist only after a run.
const root = path.join(__dirname, '../..');

/** Files a guide has the reader create. */
const toBeCreated = [
  { file: 'docs/adding-a-language.md', path: 'messages/fr.json' },
  { file: 'docs/adding-a-language.md', path: 'messages/spelling/fr.txt' },
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(path.join(root, file)));
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const entries = new Map<string, Set<string>>();
for (const entry of [...files, ...folders]) {
  const folder = path.posix.dirname(entry);
  entries.set(folder, (entries.get(folder) ?? new Set()).add(path.posix.basename(entry)));
}
const tree: Tree = (folder) => entries.get(folder) ?? new Set();

const docs = files.filter((file) => /^(README\.md|docs\/[^/]+\.md)$/.test(file));
const sources = files.filter((file) => /\.(ts|tsx|mjs|cjs|scss|sh|jsonc|conf|ya?ml)$/.test(file) || file === '.ci/run');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const named: NamedPath[] = [
  ...docs.flatMap((file) => pathsInMarkdown(file, read(file), tree)),
  ...sources.flatMap((file) => pathsInComments(file, commentLines(file, read(file)), tree)),
];

const exists = ({ path: name }: NamedPath) => {
  const bare = name.replace(/\/$/, '');
  return (
    folders.has(bare) || ['', '.ts', '.tsx', '.mjs', '.cjs', '/index.ts'].some((end) => files.includes(bare + end))
  );
};
const isToBeCreated = ({ file, path: name }: NamedPath) => toBeCreated.some((c) => c.file === file && c.path === name);
const absent = named.filter((named) => !exists(named) && !isToBeCreated(named));
const ignored = spawnSync('git', ['check-ignore', '--stdin'], {
  cwd: root,
  encoding: 'utf8',
  input: absent.map((named) => named.path).join('\n'),
}).stdout.split('\n');

describe('the paths the docs and comments name', () => {
  it('are read from every doc and from the comments of the code', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/testing.md', 'docs/deploying.md']));
    expect(new Set(named.map((named) => named.file)).size).toBeGreaterThan(50);
  });

  it('exist', () => {
    const missing = absent.filter((named) => !ignored.includes(named.path));
    expect(missing.map(({ file, line, written }) => `${file}:${line} names ${written}, which does not exist`)).toEqual(
      [],
    );
  });

  it('include the files a guide has the reader create, until the guide names them no more', () => {
    const stillNamed = toBeCreated.filter((c) => named.some((named) => named.file === c.file && named.path === c.path));
    expect(stillNamed).toEqual(toBeCreated);
  });
});

describe('the code identifiers the docs cite', () => {
  const cited = docs.flatMap((file) => identifiersInMarkdown(file, read(file)));
  const names = [...new Set(cited.map((named) => named.name))];
  const otherSystems = ['CachingOptimized']; // AWS's names, cited in the deploy guide
  const inCode = (name: string) =>
    otherSystems.includes(name) ||
    spawnSync('git', ['grep', '-q', '-w', '-F', name, '--', ':!*.md', ':!scripts/repository/'], { cwd: root })
      .status === 0;

  it('exist in the code', () => {
    expect(names.length).toBeGreaterThan(20);
    const missing = names.filter((name) => !inCode(name));
    expect(
      cited.filter((named) => missing.includes(named.name)).map((n) => `${n.file}:${n.line} cites ${n.name}`),
    ).toEqual([]);
  });
});
