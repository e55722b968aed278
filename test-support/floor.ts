/**
 * A one-line page built with the installed Next.js: what Next and React cost by themselves, the floor
 * of the byte budgets (measured by `npm test`) and of the benchmark.
 * The scratch app gets its own lockfile and turbopack.root (else Turbopack takes the site's root and
 * compiles its proxy.ts) and a hard-link copy of node_modules, where Turbopack's resolution finds them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageBytes } from './page-bytes';

const projectDir = path.resolve(__dirname, '..');
const floorFile = path.join(projectDir, 'test-results/floor.json');

export const installedVersion = (name: string, packageDir = projectDir): string =>
  (JSON.parse(readFileSync(path.join(packageDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;
const installed = () => ({ next: installedVersion('next'), react: installedVersion('react') });

const appFiles: Record<string, string> = {
  // No "type" field: with "type": "commonjs" Turbopack rejects ES module files.
  'package.json': '{ "name": "bare-next-page", "private": true }\n',
  'package-lock.json': '{ "name": "bare-next-page", "lockfileVersion": 3, "requires": true, "packages": {} }\n',
  'next.config.mjs':
    "export default { output: 'export', images: { unoptimized: true }, turbopack: { root: import.meta.dirname } };\n",
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <p>Hello</p>;\n}\n',
};

/** Builds the bare page in `bareDir`; its export is `outDir`, its bytes counted as the site's are. */
export function buildFloor(bareDir: string) {
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
  return { outDir, bytes: pageBytes(outDir, path.join(outDir, 'index.html')) };
}

/** The bare page's script bytes (gzip -9), measured with the installed Next.js and React. */
export function floorJs(): number {
  const where = path.relative(projectDir, floorFile);
  const how = 'measure it with `npx tsx test-support/floor.ts` (`npm test` does)';
  if (!existsSync(floorFile)) throw new Error(`${where} is missing: ${how}`);
  const floor = JSON.parse(readFileSync(floorFile, 'utf8')) as ReturnType<typeof installed> & { jsGzip: number };
  const now = installed();
  if (floor.next !== now.next || floor.react !== now.react)
    throw new Error(
      `${where} is of Next ${floor.next} / React ${floor.react}, not Next ${now.next} / React ${now.react}: ${how}`,
    );
  return floor.jsGzip;
}

if (require.main === module) {
  const { bytes } = buildFloor(path.join(projectDir, '.cache/floor'));
  mkdirSync(path.dirname(floorFile), { recursive: true });
  writeFileSync(floorFile, `${JSON.stringify({ ...installed(), jsGzip: bytes.js }, null, 2)}\n`);
  console.log(`${path.relative(projectDir, floorFile)}: ${bytes.scripts.length} scripts, ${bytes.js} B (gzip -9)`);
}
