/**
 * The floor for script bytes: a bare page of the same Next.js, built the same way (`next build`,
 * static export, Turbopack), in a scratch app at bench/.tmp/bare: a root layout and a one-line page.
 * Whatever JavaScript that page loads is the cost of Next.js and React themselves; what our pages
 * load beyond it is ours (the budget: floor + 20 KB).
 *
 * The scratch app must be a project of its own: inside /work/main's tree, Turbopack takes the
 * folder of the nearest lockfile (the site's) as its root and compiles the site's proxy.ts into the
 * bare build (it fails on the site's `@/` imports). So the scratch app gets an empty lockfile and
 * `turbopack.root` of its own, and its node_modules is a hard-link copy of the project's (`cp -al`,
 * about 2 s): the very same installed files of next, react and typescript, where Turbopack's
 * resolution (which never leaves its root, and follows symlinks to their real path, so a symlinked
 * node_modules or NODE_PATH does not work) can see them.
 * Run alone (`tsx scripts/bench/floor.ts`) it re-measures and writes bench/floor.json;
 * `npm run bench` does the same as part of its run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyzePage, type Resource } from './bytes';

export interface Floor {
  /** Versions the floor was measured with: a floor is only valid for these versions. */
  next: string;
  react: string;
  /** Script bytes (gzip -9) the bare page's HTML names, `nomodule` polyfill aside (see bytes.ts). */
  jsGzip: number;
  /** The HTML of the bare page, gzip -9. */
  htmlGzip: number;
  scripts: number;
  measuredAt: string;
  how: string;
}

export const installedVersion = (projectDir: string, name: string): string =>
  (JSON.parse(readFileSync(path.join(projectDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const files: Record<string, string> = {
  // No "type" field: with "type": "commonjs" Turbopack rejects ES module files.
  'package.json': JSON.stringify({ name: 'bench-bare-next-page', private: true }, null, 2),
  // An empty lockfile makes this folder the workspace root (see the header comment).
  'package-lock.json': JSON.stringify({ name: 'bench-bare-next-page', lockfileVersion: 3, requires: true, packages: {} }, null, 2),
  'next.config.mjs':
    "/** The site's export settings (next.config.mjs), and this folder as Turbopack's root. */\nexport default { output: 'export', images: { unoptimized: true }, turbopack: { root: import.meta.dirname } };\n",
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'es2023'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: true,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  ),
  'app/layout.tsx':
    "import type { ReactNode } from 'react';\n\nexport default function RootLayout({ children }: { children: ReactNode }) {\n  return (\n    <html lang=\"en\">\n      <body>{children}</body>\n    </html>\n  );\n}\n",
  'app/page.tsx': 'export default function Page() {\n  return <p>Hello</p>;\n}\n',
};

/** Creates and builds the bare app in `bareDir` with the project's Next; returns its measurement. */
export function buildFloor(projectDir: string, bareDir: string, log: (line: string) => void = console.log): Floor & { outDir: string; resources: Resource[] } {
  rmSync(bareDir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(bareDir, name)), { recursive: true });
    writeFileSync(path.join(bareDir, name), content);
  }
  const started = Date.now();
  log(`floor: building a bare Next.js page in ${path.relative(projectDir, bareDir)}`);
  execFileSync('cp', ['-al', path.join(projectDir, 'node_modules'), path.join(bareDir, 'node_modules')]);
  execFileSync(process.execPath, [path.join(bareDir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: bareDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const outDir = path.join(bareDir, 'out');
  const page = analyzePage(outDir, path.join(outDir, 'index.html'));
  log(`floor: built in ${Math.round((Date.now() - started) / 1000)} s, ${page.scripts.length} scripts, ${page.js} B gzip`);
  return {
    next: installedVersion(projectDir, 'next'),
    react: installedVersion(projectDir, 'react'),
    jsGzip: page.js,
    htmlGzip: page.html,
    scripts: page.scripts.length,
    measuredAt: new Date().toISOString().slice(0, 10),
    how: 'gzip -9 of the <script src> files that out/index.html of a one-line app/page.tsx names (nomodule polyfill aside), built by scripts/bench/floor.ts',
    outDir,
    resources: page.scripts,
  };
}

/** bench/floor.json: the floor of the last measurement, with the versions it is valid for. */
export function writeFloorJson(projectDir: string, floor: Floor): void {
  const { next, react, jsGzip, htmlGzip, scripts, measuredAt, how } = floor;
  mkdirSync(path.join(projectDir, 'bench'), { recursive: true });
  writeFileSync(path.join(projectDir, 'bench/floor.json'), `${JSON.stringify({ next, react, jsGzip, htmlGzip, scripts, measuredAt, how }, null, 2)}\n`);
}

if (require.main === module) {
  const projectDir = path.resolve(__dirname, '../..');
  const floor = buildFloor(projectDir, path.join(projectDir, 'bench/.tmp/bare'));
  writeFloorJson(projectDir, floor);
  console.log(`bench/floor.json: Next ${floor.next}, React ${floor.react}, ${floor.jsGzip} B of scripts (gzip -9)`);
}
