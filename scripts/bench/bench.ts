/**
 * `npm run bench`: builds the export, serves it with the shipped nginx config and measures every
 * page with Lighthouse against two floors, then writes bench/RESULTS.md and bench/results.json.
 *
 *   1. `npm run build` (out/), unless BENCH_SKIP_BUILD=1 (reuse the current out/).
 *   2. The floor for JS: a bare Next.js page built the same way (floor.ts); bench/floor.json.
 *   3. Bytes of every page, read from out/ (bytes.ts).
 *   4. The floor for LCP: every page with its scripts stripped (no-js.ts).
 *   5. Three nginx servers with deploy/nginx/site.conf (serve.ts): ours on BENCH_PORT (default
 *      8090), no-JS on +1, the bare page on +2.
 *   6. Lighthouse, strictly one run at a time (parallel runs skew timings on 2 cores): the bare
 *      page, then for each page its runs and its no-JS runs back to back, so that a change in the
 *      machine's load hits both alike. BENCH_RUNS runs each (default 3), medians reported.
 *   7. The report (report.ts). With BENCH_PAGES (a filter, see pages.ts) the run is partial and
 *      writes to bench/.tmp/ instead, so the committed results always cover every page.
 * With 3 runs: about 20 min on an idle 2-core machine, 45 min on a busy one (each Lighthouse run
 * takes 12 s to 40 s). Scratch files go to bench/.tmp/ (git-ignored).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../chromium';
import { analyzePage, type PageBytes } from './bytes';
import { byteBudgets, KB } from './budgets';
import { buildFloor, installedVersion, writeFloorJson } from './floor';
import { measure, type PageResult } from './lighthouse';
import { writeNoJsCopy } from './no-js';
import { selectPages, slugOf } from './pages';
import { checks, writeReport, type PageEntry, type Results } from './report';
import { makeSiteDir, startNginx, waitFor, type Server } from './serve';

const projectDir = path.resolve(__dirname, '../..');
const tmpDir = path.join(projectDir, 'bench/.tmp');
const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: projectDir, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function chromiumVersion(): string {
  try {
    const text = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return text.trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg();
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const port = Number(process.env.BENCH_PORT ?? 8090);
  const pages = selectPages();
  const partial = pages.length !== selectPages('').length;
  if (pages.length === 0) throw new Error(`BENCH_PAGES=${process.env.BENCH_PAGES} matches no page`);
  log(`${pages.length} pages, ${runs} runs each, ours and no-JS, plus the bare page: ${(pages.length * 2 + 1) * runs} Lighthouse runs`);
  mkdirSync(tmpDir, { recursive: true });

  // 1. The export.
  const outDir = path.join(projectDir, 'out');
  if (process.env.BENCH_SKIP_BUILD) log('BENCH_SKIP_BUILD: using the current out/');
  else {
    log('npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: projectDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  // 2. The JS floor. Its node_modules (a hard-link copy, see floor.ts) goes once built, so that
  //    no tool walking the project (Jest's crawler) meets a second node_modules.
  const bareDir = path.join(tmpDir, 'bare');
  const floor = buildFloor(projectDir, bareDir, log);
  rmSync(path.join(bareDir, 'node_modules'), { recursive: true, force: true });
  writeFloorJson(projectDir, floor);

  // 3. Bytes, from the files.
  const bytes = new Map<string, PageBytes>();
  for (const page of pages) {
    const b = analyzePage(outDir, path.join(outDir, page.file));
    bytes.set(page.id, b);
    log(
      `${page.id.padEnd(22)} JS ${kb(b.js)} (floor ${kb(floor.jsGzip)}, ×${(b.js / floor.jsGzip).toFixed(2)}), HTML ${kb(b.html)}` +
        `${b.mapRaw ? ` (${kb(b.htmlWithoutMap)} without the ${kb(b.map)} map)` : ''}, fonts ${kb(b.fontBytes)}, images ${kb(b.imageBytes)}`,
    );
  }

  // 4. The no-JS copy, in a project-shaped folder for scripts/nginx.sh (serve.ts).
  const noJsSite = makeSiteDir(projectDir, path.join(tmpDir, 'site-no-js'));
  log(`no-JS copy: ${writeNoJsCopy(outDir, path.join(noJsSite, 'out'))} pages without scripts`);
  // The bare page without our Content Security Policy, which would block its inline scripts (serve.ts).
  const bareSite = makeSiteDir(projectDir, path.join(tmpDir, 'site-bare'), path.join(bareDir, 'out'), { securityHeaders: false });

  // 5. Servers; stopped however the run ends.
  const servers: Server[] = [];
  const stopAll = () => {
    for (const server of servers.splice(0)) {
      try {
        server.stop();
      } catch {
        // Already stopped.
      }
    }
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  try {
    const ours = startNginx(projectDir, port);
    servers.push(ours);
    const noJs = startNginx(noJsSite, port + 1);
    servers.push(noJs);
    const bare = startNginx(bareSite, port + 2);
    servers.push(bare);
    for (const server of servers) await waitFor(`${server.origin}/`);

    // 6. Lighthouse, one run at a time.
    const lighthouseBin = path.join(projectDir, 'node_modules/.bin/lighthouse');
    const reports = path.join(tmpDir, 'lighthouse');
    rmSync(reports, { recursive: true, force: true });
    log('Lighthouse: the bare Next.js page');
    const bareResult = await measure(`${bare.origin}/index.html`, 'bare', runs, { lighthouseBin, outDir: path.join(reports, 'bare'), label: 'bare page' }, log);
    const entries: PageEntry[] = [];
    for (const [index, page] of pages.entries()) {
      log(`Lighthouse ${index + 1}/${pages.length}: ${page.id} (${page.url})`);
      const options = { lighthouseBin, ignoreStatusCode: page.notFound };
      const oursResult: PageResult = await measure(`${ours.origin}${page.url}`, slugOf(page), runs, { ...options, outDir: path.join(reports, 'ours'), label: page.id }, log);
      const noJsResult: PageResult = await measure(`${noJs.origin}${page.url}`, slugOf(page), runs, { ...options, outDir: path.join(reports, 'no-js'), label: `${page.id} no-JS` }, log);
      entries.push({ page, bytes: bytes.get(page.id)!, ours: oursResult, noJs: noJsResult });
    }

    // 7. The report.
    const results: Results = {
      generatedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      commit: `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain', '--untracked-files=no']) ? ' + uncommitted changes' : ''}`,
      versions: {
        next: floor.next,
        react: floor.react,
        lighthouse: installedVersion(projectDir, 'lighthouse'),
        chromium: chromiumVersion(),
        node: process.version,
      },
      machine: { cores: os.cpus().length, loadBefore, loadAfter: os.loadavg() },
      runs,
      partial,
      durationSeconds: Math.round((Date.now() - started) / 1000),
      floor: { jsGzip: floor.jsGzip, htmlGzip: floor.htmlGzip, scripts: floor.resources, lighthouse: bareResult },
      pages: entries,
    };
    const target = partial ? tmpDir : path.join(projectDir, 'bench');
    writeReport(results, path.join(target, 'RESULTS.md'), path.join(target, 'results.json'));
    printSummary(results);
    log(`wrote ${path.relative(projectDir, path.join(target, 'RESULTS.md'))} and results.json in ${Math.round(results.durationSeconds / 60)} min${partial ? ' (partial run: BENCH_PAGES)' : ''}`);
  } finally {
    stopAll();
  }
}

/** The per-page numbers on the terminal: what RESULTS.md details. */
function printSummary(results: Results) {
  const floorJs = results.floor.jsGzip;
  const pad = (text: string, n: number) => text.padEnd(n);
  console.log(
    `\n${pad('page', 22)} ${pad('perf/a11y/bp/seo', 17)} ${pad('LCP', 8)} ${pad('no-JS', 8)} ${pad('TBT', 7)} ${pad('CLS', 6)} ${pad('JS KB', 7)} ${pad('JS/floor', 9)} ${pad('HTML KB', 8)} ${pad('-map', 6)} ${pad('fonts', 6)} ${pad('images', 6)}`,
  );
  for (const e of results.pages) {
    const m = e.ours.median;
    const c = checks(e, floorJs);
    const flag = (ok: boolean | undefined, text: string) => (ok === false ? `${text}!` : text);
    console.log(
      [
        pad(e.page.id, 22),
        pad([m.scores.performance, m.scores.accessibility, m.scores['best-practices'], m.scores.seo].join('/'), 17),
        pad(flag(c.lcp, `${Math.round(m.lcp)}`), 8),
        pad(flag(c.lcpVsNoJs, `${Math.round(e.noJs.median.lcp)}`), 8),
        pad(flag(c.tbt, `${Math.round(m.tbt)}`), 7),
        pad(flag(c.cls, m.cls.toFixed(3)), 6),
        pad(flag(c.js, (e.bytes.js / KB).toFixed(1)), 7),
        pad((e.bytes.js / floorJs).toFixed(2), 9),
        pad((e.bytes.html / KB).toFixed(1), 8),
        pad(flag(c.html, (e.bytes.htmlWithoutMap / KB).toFixed(1)), 6),
        pad((e.bytes.fontBytes / KB).toFixed(1), 6),
        pad((e.bytes.imageBytes / KB).toFixed(1), 6),
      ].join(' '),
    );
  }
  console.log(`(ms; "!" misses its target; JS budget floor + ${byteBudgets.jsOverFloor / KB} KB = ${((floorJs + byteBudgets.jsOverFloor) / KB).toFixed(1)} KB)\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

