import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The commit a build was made from, and whether git's tracked files differed from it. */
export interface BuildSource {
  commit: string;
  dirty: boolean;
}

// Per build id: a second export of the same checkout (the test command's plain build) keeps the first's.
const sourcesFile = resolve(__dirname, '..', 'generated', 'build-sources.json');
const kept = 10;

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function readSources(): Record<string, BuildSource> {
  return existsSync(sourcesFile) ? (JSON.parse(readFileSync(sourcesFile, 'utf8')) as Record<string, BuildSource>) : {};
}

/** Run by the build; outside a git checkout it records nothing. */
export function recordBuildSource(build: string): void {
  let source: BuildSource;
  try {
    const changes = git('status', '--porcelain', '--untracked-files=no');
    source = { commit: git('rev-parse', 'HEAD').trim(), dirty: changes !== '' };
  } catch {
    return;
  }
  const sources = Object.entries({ ...readSources(), [build]: source }).slice(-kept);
  writeFileSync(sourcesFile, `${JSON.stringify(Object.fromEntries(sources), null, 2)}\n`);
}

/** Where `build` came from, if this checkout built it. */
export function buildSourceOf(build: string): BuildSource | undefined {
  return readSources()[build];
}
