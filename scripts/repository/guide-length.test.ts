/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// One person reads every guide in a day: the README and docs/ stay within 8,000 words together.
it('keeps the Markdown guides within 8,000 words', () => {
  const guides = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' }).trim().split('\n');
  const words = guides.map((file) => readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).length);
  expect(words.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(8000);
});
