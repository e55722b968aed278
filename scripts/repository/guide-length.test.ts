/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';

// One person reads every guide in a day: the README and docs/ stay within 8,000 words together.
it('keeps the Markdown guides within 8,000 words', () => {
  const guides = ['README.md', ...readdirSync('docs').map((file) => `docs/${file}`)].filter((file) =>
    file.endsWith('.md'),
  );
  const words = guides.map((file) => readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).length);
  expect(words.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(8000);
});
