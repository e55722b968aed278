/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';

it('the weekly run without the first-paint rewrite switches it off as the upgrade guide says', () => {
  const [, from, to] = /sed -i 's\/(.+?)\/(.+?)\/' postbuild\/first-paint\/enabled\.ts/.exec(
    readFileSync('.github/workflows/test.yml', 'utf8'),
  )!;
  const switched = readFileSync('postbuild/first-paint/enabled.ts', 'utf8').replace(from!, to!);
  expect(switched).toMatch(/^export const firstPaintRewrite: boolean = false;$/m);
});
