/**
 * Subsets the Inter variable font (from @fontsource-variable/inter) to the characters the site
 * prints, keeping the weight axis. Two files: the Latin one every page needs, and a tiny Latin
 * Extended one with the Romanian letters ă ș ț (German needs only Latin-1). fontsource's own
 * latin-ext file is 85 KB for the sake of six letters; ours is about 3 KB.
 * Output: styles/fonts/inter-{latin,latin-ext}.woff2 (generated; not committed).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = (subset) => require.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);

/**
 * The characters of each file, read from the unicode-range of its declaration in styles/fonts.ts,
 * which is the one list of ranges (next/font takes only literals there, so the list cannot live
 * in a module both import).
 */
async function subsetsFromDeclarations() {
  const declarations = await readFile(new URL('./fonts.ts', import.meta.url), 'utf8');
  const fonts = [...declarations.matchAll(/src: '\.\/fonts\/inter-([\w-]+)\.woff2'[\s\S]*?value: '([^']+)'/g)];
  if (fonts.length !== 2) throw new Error('styles/fonts.ts: expected two fonts, each with a unicode-range');
  return Object.fromEntries(
    fonts.map(([, subset, ranges]) => {
      const text = ranges.split(',').map((part) => {
        const [from, to = from] = part
          .trim()
          .replace(/^U\+/, '')
          .split('-')
          .map((hex) => parseInt(hex, 16));
        return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
      });
      return [subset, text.join('')];
    }),
  );
}

const subsets = await subsetsFromDeclarations();
await mkdir(new URL('./fonts/', import.meta.url), { recursive: true });
for (const [subset, text] of Object.entries(subsets)) {
  const font = await subsetFont(await readFile(source(subset)), text, { targetFormat: 'woff2' });
  await writeFile(new URL(`../styles/fonts/inter-${subset}.woff2`, import.meta.url), font);
  console.log(`styles/fonts/inter-${subset}.woff2: ${font.length} bytes`);
}
