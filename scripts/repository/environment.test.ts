/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The machine's and the shell's own variables configure nothing of ours.
const system = new Set(['PATH', 'HOME', 'PWD', 'SECONDS', 'BASH_SOURCE']);

const files = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.sh', '.ci/run'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !/\.test\.tsx?$/.test(file));
const isShell = (file: string) => file.endsWith('.sh') || file === '.ci/run';

/** Names read as `process.env.X`, or as `env.X` in a file that takes its `env` from process.env. */
function readIn(source: string): string[] {
  if (!source.includes('process.env')) return [];
  const written = /^\s*(\?\?=|=(?!=))/;
  return [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)]
    .filter((match) => !written.test(source.slice(match.index + match[0].length)))
    .map((match) => match[1]!);
}

/** Names a shell script reads as `$X` or `${X}` without setting them itself (dpkg's `${Package}` formats are quoted). */
function readInShell(source: string): string[] {
  const set = new Set([...source.matchAll(/^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
  const unquoted = source.replace(/'[^'\n]*'/g, '');
  return [...unquoted.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!).filter((name) => !set.has(name));
}

const read = [
  ...new Set(
    files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return isShell(file) ? readInShell(source) : readIn(source);
    }),
  ),
].filter((name) => !system.has(name));
const readme = readFileSync('README.md', 'utf8');
const table = readme.slice(readme.indexOf('## Environment variables'));
const listed = new Set(
  table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!)),
);

describe("the README's table of environment variables", () => {
  it('lists every variable the code reads', () => {
    expect(read.length).toBeGreaterThan(10);
    expect(read.filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('lists no variable the code no longer reads', () => {
    expect([...listed].filter((name) => !read.includes(name)).sort()).toEqual([]);
  });
});
