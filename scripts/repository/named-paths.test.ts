/**
 * @jest-environment node
 */
import { commentLines } from './comments';
import { identifiersInMarkdown, pathsInComments, pathsInMarkdown, type Tree } from './named-paths';

const folders: Record<string, string[]> = {
  '.': ['lib', 'docs', 'deploy', 'app', 'package.json'],
  docs: ['deploying.md'],
  deploy: ['preview', 'host'],
};
const tree: Tree = (folder) => new Set(folders[folder] ?? []);
const inComment = (text: string) => pathsInComments('lib/x.ts', [{ line: 3, text }], tree).map((named) => named.path);
const inMarkdown = (file: string, source: string) => pathsInMarkdown(file, source, tree).map((named) => named.path);

describe('a path named in a comment', () => {
  it('starts at an entry of the top of the repository', () => {
    expect(inComment('the table (lib/regions.ts), read by app/[locale]/layout.tsx; see docs/')).toEqual([
      'lib/regions.ts',
      'app/[locale]/layout.tsx',
      'docs/',
    ]);
    expect(inComment('next/link, @/lib/x and the regions/ folder are not ours')).toEqual([]);
  });

  it('is a file of the top when it has no slash', () => {
    expect(inComment("package.json's scripts, the lib folder")).toEqual(['package.json']);
  });

  it('leaves out a line number, an anchor and the punctuation of the sentence', () => {
    expect(inComment('lib/inline-script.ts:73, docs/testing.md#running.')).toEqual([
      'lib/inline-script.ts',
      'docs/testing.md',
    ]);
  });

  it('is not a glob, a placeholder or a relative URL', () => {
    expect(inComment('lib/*.ts, docs/<page>.md, lib/…, ../media/x.woff2')).toEqual([]);
  });
});

describe('a path named in Markdown', () => {
  it('is in code or a link target, not in prose', () => {
    const source = ['See `lib/company.ts` and [the guide](../docs/testing.md#running).', 'Plain lib/regions.ts.'];
    expect(inMarkdown('docs/a.md', source.join('\n'))).toEqual(['lib/company.ts', 'docs/testing.md']);
  });

  it('is read in fenced code too', () => {
    expect(inMarkdown('README.md', '```sh\nnpx tsx lib/bench.ts --runs 3\n```')).toEqual(['lib/bench.ts']);
  });

  it("may start in the file's own folder, or with ./ or ../", () => {
    expect(inMarkdown('deploy/notes.md', '`preview/server.ts`, `../lib/`, `./host/site.yaml`')).toEqual([
      'deploy/preview/server.ts',
      'lib/',
      'deploy/host/site.yaml',
    ]);
  });

  it('is not a URL or an anchor', () => {
    expect(inMarkdown('README.md', '[a](https://example.org/lib/x) [b](#routing) [c](mailto:x@y.z)')).toEqual([]);
  });
});

describe('a code identifier named in Markdown', () => {
  const names = (source: string) => identifiersInMarkdown('README.md', source).map((named) => named.name);

  it('is a camelCase, PascalCase or UPPER_SNAKE word of a code span, alone or dotted', () => {
    expect(names('`regionalLocales`, `SiteLink`, `E2E_PORT`, `company.hosting`, `formatPhone()`')).toEqual([
      'regionalLocales',
      'SiteLink',
      'E2E_PORT',
      'formatPhone',
    ]);
  });

  it('is not prose, a command, a path or fenced code', () => {
    expect(names('plainWord `npm run dev` `lib/company.ts` `fr` `aria-selected`\n```sh\nfooBar\n```')).toEqual([]);
  });
});

describe('the comments of a file', () => {
  it('are parsed out of TypeScript, not taken from strings or regular expressions', () => {
    const source = ["const url = 'http://x//y'; // one", 'const slashes = /\\/\\//; /* two', '   lines */'].join('\n');
    expect(commentLines('a.ts', source)).toEqual([
      { line: 1, text: '// one' },
      { line: 2, text: '/* two' },
      { line: 3, text: '   lines */' },
    ]);
  });

  it('are read in SCSS and JSONC around their strings, and after # in shell and YAML', () => {
    expect(commentLines('a.scss', 'a { b: url("//x"); } // c').map((c) => c.text)).toEqual(['// c']);
    expect(commentLines('a.sh', '#!/usr/bin/env bash\necho "$#" # d').map((c) => c.text)).toEqual(['# d']);
  });
});
