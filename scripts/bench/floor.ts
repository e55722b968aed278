/**
 * The floor: a bare page of the same Next.js, built the same way in a scratch app, is what Next and
 * React cost by themselves. `npm run bench:floor` rewrites the committed floor.json beside it that the
 * byte budgets read; `npm run bench` keeps its own measure under runs/.
 * The scratch app gets its own lockfile and turbopack.root (else Turbopack takes the site's root and
 * compiles its proxy.ts) and a hard-link copy of node_modules, where Turbopack's resolution finds them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageBytes } from '../../test-support/page-bytes';

export const installedVersion = (projectDir: string, name: string): string =>
  (JSON.parse(readFileSync(path.join(projectDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

const appFiles: Record<string, string> = {
  // No "type" field: with "type": "commonjs" Turbopack rejects ES module files.
  'package.json': '{ "name": "bench-bare-next-page", "private": true }\n',
  'package-lock.json': '{ "name": "bench-bare-next-page", "lockfileVersion": 3, "requires": true, "packages": {} }\n',
  'next.config.mjs':
    "export default { output: 'export', images: { unoptimized: true }, turbopack: { root: import.meta.dirname } };\n",
  // JavaScript rather than TypeScript: the same bundles, without a tsconfig and a type check.
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <p>Hello</p>;\n}\n',
};

export function buildFloor(projectDir: string, bareDir: string) {
  rmSync(bareDir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(appFiles)) {
    mkdirSync(path.dirname(path.join(bareDir, name)), { recursive: true });
    writeFileSync(path.join(bareDir, name), content);
  }
  execFileSync('cp', ['-al', path.join(projectDir, 'node_modules'), path.join(bareDir, 'node_modules')]);
  try {
    execFileSync(process.execPath, [path.join(bareDir, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: bareDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    // A second node_modules inside the project would be walked by tools such as Jest's crawler.
    rmSync(path.join(bareDir, 'node_modules'), { recursive: true, force: true });
  }
  const outDir = path.join(bareDir, 'out');
  const bytes = pageBytes(outDir, path.join(outDir, 'index.html'));
  const floor = {
    next: installedVersion(projectDir, 'next'),
    react: installedVersion(projectDir, 'react'),
    jsGzip: bytes.js,
    htmlGzip: bytes.html,
    scripts: bytes.scripts.length,
    measuredAt: new Date().toISOString().slice(0, 10),
    how: 'gzip -9 of the scripts that out/index.html of a one-line page starts (test-support/page-bytes.ts), built by scripts/bench/floor.ts',
  };
  return { outDir, bytes, floor };
}

export const writeFloor = (file: string, floor: object) => writeFileSync(file, `${JSON.stringify(floor, null, 2)}\n`);

if (require.main === module) {
  const projectDir = path.resolve(__dirname, '../..');
  const { bytes, floor } = buildFloor(projectDir, path.join(__dirname, '.tmp/bare'));
  writeFloor(path.join(__dirname, 'floor.json'), floor);
  console.log(`scripts/bench/floor.json: ${bytes.scripts.length} scripts, ${bytes.js} B (gzip -9)`);
}
