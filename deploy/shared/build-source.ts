import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The commit a build was made from, and whether any file (tracked or new) differed from it. */
export interface BuildSource {
  commit: string;
  dirty: boolean;
}

// Per build id: a second export of the same checkout (the test command's plain build) keeps the first's.
const sourcesFile = resolve(__dirname, '..', 'generated', 'build-sources.json');
const kept = 10;

/** The commit checked out in `cwd`, and whether any file differs from it; nothing outside a git checkout. */
export function sourceOf(cwd = process.cwd()): BuildSource | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    // Untracked files count: a new file in public/ or app/ ships too. The build's output is ignored.
    return { commit: git('rev-parse', 'HEAD').trim(), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return undefined;
  }
}

function readSources(): Record<string, BuildSource> {
  return existsSync(sourcesFile) ? (JSON.parse(readFileSync(sourcesFile, 'utf8')) as Record<string, BuildSource>) : {};
}

/** Run by the build. */
export function recordBuildSource(build: string): void {
  const source = sourceOf();
  if (!source) return;
  const sources = Object.entries({ ...readSources(), [build]: source }).slice(-kept);
  writeFileSync(sourcesFile, `${JSON.stringify(Object.fromEntries(sources), null, 2)}\n`);
}

/** Where `build` came from, if this checkout built it. */
export function buildSourceOf(build: string): BuildSource | undefined {
  return readSources()[build];
}
