/**
 * `npm run bench`: Lighthouse on every page, its no-JS copy and a bare Next.js page, interleaved
 * round by round so that the machine's load hits every variant alike. Writes only under runs/
 * (ignored): RESULTS.md, results.json and every Lighthouse report.
 * BENCH_RUNS (default 3), BENCH_PAGES (ids of pages.ts), BENCH_SKIP_BUILD=1, BENCH_PORT (default 8090).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportDir } from '../../deploy/shared/export-files';
import { buildFloor, installedVersion } from '../../test-support/floor';
import { pageBytes } from '../../test-support/page-bytes';
import { chromiumPath } from '../chromium';
import { defaultCpuSlowdown, lighthouseRun, slowCpu, type Run, type RunOptions, type Throttling } from './lighthouse';
import { writeNoJsCopy } from './no-js';
import { devtoolsPageIds, selectPages, slugOf } from './pages';
import { markdown, type PageRuns, type Results } from './report';
import { startPreview, type Server } from './serve';

const projectDir = path.resolve(__dirname, '../..');
const tmpDir = path.join(__dirname, '.tmp');
const runsDir = path.join(__dirname, 'runs');
const started = Date.now();
const log = (line: string) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${line}`);
const output = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: projectDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** One measurement, retried once; a run that fails twice is left out of the medians. */
async function measure(url: string, label: string, into: Run[], options: RunOptions): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const t = Date.now();
    try {
      const result = await lighthouseRun(url, options);
      into.push(result);
      const [lcp, fcp, tbt, seconds] = [result.lcp, result.fcp, result.tbt, (Date.now() - t) / 1000].map(Math.round);
      log(`${label}: perf ${result.performance} LCP ${lcp} FCP ${fcp} TBT ${tbt} ms (${seconds} s)`);
      return;
    } catch (error) {
      log(`${label}: attempt ${attempt} failed: ${String(error).split('\n')[0]}`);
    }
  }
}

async function main() {
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const port = Number(process.env.BENCH_PORT ?? 8090);
  const pages = selectPages();
  const devtoolsPages = pages.filter((p) => devtoolsPageIds.includes(p.id));
  const loadBefore = os.loadavg();
  rmSync(runsDir, { recursive: true, force: true });
  mkdirSync(runsDir, { recursive: true });
  const perRound = 2 + 3 * pages.length + 2 * devtoolsPages.length;
  log(`${pages.length} pages, ${runs} runs: ${runs * perRound} Lighthouse runs`);

  if (process.env.BENCH_SKIP_BUILD) log('BENCH_SKIP_BUILD: measuring the current out/');
  else {
    log('npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: projectDir, stdio: 'inherit' });
  }
  const outDir = path.resolve(projectDir, exportDir);
  log('the bare Next.js page: next build');
  const floor = buildFloor(path.join(tmpDir, 'bare'));
  writeNoJsCopy(outDir, path.join(tmpDir, 'no-js'));
  const servers: Server[] = [];
  const stopAll = () => servers.splice(0).forEach((server) => server.stop());
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });

  const entries: PageRuns[] = pages.map((page) => ({
    page,
    bytes: pageBytes(outDir, path.join(outDir, page.file)),
    ours: [],
    noJs: [],
  }));
  const floorRuns: Run[] = [];
  const floorSlowRuns: Run[] = [];
  try {
    servers.push(await startPreview(outDir, port), await startPreview(path.join(tmpDir, 'no-js'), port + 1));
    servers.push(await startPreview(floor.outDir, port + 2, { siteRules: false }));
    const [ours, noJs, bare] = servers as [Server, Server, Server];
    /**
     * `runs` rounds over `list`: each page, then its no-JS copy; with `slowCpu`, the page again at
     * the slower CPU; and first in each round, with `withBarePage`, the bare page (at both slowdowns).
     */
    const pass = async (throttling: Throttling, list: PageRuns[], { withBarePage = false, withSlowCpu = false }) => {
      const saveTo = (variant: string, id: string, round: number, cpu = defaultCpuSlowdown) => {
        const folder = cpu === defaultCpuSlowdown ? throttling : `${throttling}-${cpu}x`;
        return path.join(runsDir, folder, variant, `${slugOf(id)}-${round}.json`);
      };
      for (let round = 1; round <= runs; round++) {
        const label = `${throttling} ${round}/${runs}`;
        if (withBarePage) {
          const bareUrl = `${bare.origin}/index.html`;
          const options = { throttling, saveTo: saveTo('bare', 'index', round) };
          await measure(bareUrl, `${label} bare page`, floorRuns, options);
          if (withSlowCpu) {
            const slow = { throttling, cpuSlowdown: slowCpu, saveTo: saveTo('bare', 'index', round, slowCpu) };
            await measure(bareUrl, `${label} bare page ${slowCpu}x CPU`, floorSlowRuns, slow);
          }
        }
        for (const entry of list) {
          const { page } = entry;
          const into = throttling === 'simulate' ? entry : (entry.devtools ??= { ours: [], noJs: [] });
          const options = (variant: string) => ({
            throttling,
            notFound: page.notFound,
            saveTo: saveTo(variant, page.id, round),
          });
          const allCategories = throttling === 'simulate';
          await measure(`${ours.origin}${page.url}`, `${label} ${page.id}`, into.ours, {
            ...options('ours'),
            allCategories,
          });
          await measure(`${noJs.origin}${page.url}`, `${label} ${page.id} no-JS`, into.noJs, options('no-js'));
          if (withSlowCpu) {
            const slow = { ...options('ours'), cpuSlowdown: slowCpu, saveTo: saveTo('ours', page.id, round, slowCpu) };
            await measure(`${ours.origin}${page.url}`, `${label} ${page.id} ${slowCpu}x`, (entry.slowCpu ??= []), slow);
          }
        }
      }
    };
    await pass('simulate', entries, { withBarePage: true, withSlowCpu: true });
    await pass(
      'devtools',
      entries.filter((entry) => devtoolsPages.includes(entry.page)),
      {},
    );
  } finally {
    stopAll();
  }

  const loadAfter = os.loadavg();
  const dirty = output('git', ['status', '--porcelain', '--untracked-files=no']) ? ' + uncommitted changes' : '';
  const versions = [
    ...['next', 'react'].map((name) => `${name} ${installedVersion(name)}`),
    `lighthouse ${installedVersion('lighthouse', __dirname)}`,
  ];
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');
  const indexes = entries.flatMap((e) => e.ours.map((r) => r.benchmarkIndex)).sort((a, b) => a - b);
  const results: Results = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: `${output('git', ['rev-parse', '--short', 'HEAD'])}${dirty}`,
    minutes: Math.round((Date.now() - started) / 60_000),
    runs,
    versions: `${versions.join(', ')}, ${output(chromiumPath, ['--version'])}, Node ${process.version}`,
    machine:
      `Machine: ${os.cpus().length} cores, load average ${load(loadBefore)} before and ${load(loadAfter)} after; ` +
      `Lighthouse benchmarkIndex (CPU speed) ${Math.round(indexes[0] ?? NaN)}–${Math.round(indexes.at(-1) ?? NaN)}`,
    floor: { bytes: floor.bytes, runs: floorRuns, slowCpuRuns: floorSlowRuns },
    pages: entries,
  };
  writeFileSync(path.join(runsDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const report = path.join(runsDir, 'RESULTS.md');
  writeFileSync(report, markdown(results));
  log(`wrote ${path.relative(projectDir, report)} in ${results.minutes} min`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
