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

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

// Must match the unicode-range declarations in styles/fonts.ts.
const subsets = {
  latin: range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + '€',
  'latin-ext': 'ĂăȘșȚț',
};

await mkdir(new URL('../styles/fonts/', import.meta.url), { recursive: true });
for (const [subset, text] of Object.entries(subsets)) {
  const font = await subsetFont(await readFile(source(subset)), text, { targetFormat: 'woff2' });
  await writeFile(new URL(`../styles/fonts/inter-${subset}.woff2`, import.meta.url), font);
  console.log(`styles/fonts/inter-${subset}.woff2: ${font.length} bytes`);
}
