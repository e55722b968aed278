/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';

describe('the repository', () => {
  it('holds no unresolved merge conflict', () => {
    // git grep exits 1 when nothing matches.
    const found = (() => {
      try {
        return execFileSync('git', ['grep', '-nE', '^(<{7}|={7}|>{7})( |$)', '--', '.'], { encoding: 'utf8' });
      } catch {
        return '';
      }
    })();
    expect(found.split('\n').filter(Boolean)).toEqual([]);
  });
});
