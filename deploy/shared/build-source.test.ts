/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceOf } from './build-source';

describe('the source a build records', () => {
  const repo = mkdtempSync(join(tmpdir(), 'source-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('is the commit checked out, dirty with a changed or a new file, and nothing outside git', () => {
    expect(sourceOf(repo)).toBeUndefined();
    git('init', '-q');
    writeFileSync(join(repo, 'page.txt'), 'a');
    git('add', '.');
    git('commit', '-qm', 'first');
    const commit = git('rev-parse', 'HEAD').trim();
    expect(sourceOf(repo)).toEqual({ commit, dirty: false });
    writeFileSync(join(repo, 'page.txt'), 'b');
    expect(sourceOf(repo)).toEqual({ commit, dirty: true });
    git('checkout', '-q', 'page.txt');
    writeFileSync(join(repo, 'new.txt'), 'c');
    expect(sourceOf(repo)).toEqual({ commit, dirty: true });
  });
});
