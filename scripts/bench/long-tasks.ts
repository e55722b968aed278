/**
 * Where a page's main-thread time goes after its first paint: loads one page in Chromium with the
 * CPU slowed down (8x by default, a low-end phone) at a phone's screen size, records a performance
 * trace until the page has hydrated and gone quiet, and prints its long tasks (over 50 ms) with
 * what runs in them: which script is compiled or evaluated, which timer, frame or event callback
 * runs, style recalculation, layout, garbage collection. Where the export was built with source
 * maps (`productionBrowserSourceMaps`), the script time is also split by the original module
 * (`react-dom`, `next/…/app-index`, `components/stats/…`) from the trace's CPU samples.
 *
 *   npx tsx scripts/bench/long-tasks.ts http://127.0.0.1:8080/en [--cpu 8] [--runs 3] [--trace out.json] [--out DIR] [--bare]
 *
 * With `--tap SELECTOR` it traces a tap instead of the load: once the page has hydrated and gone
 * quiet, the control is brought into view, the CPU slowed down, and the trace covers the tap and
 * the second after it; it prints every task over a frame (16 ms) from the touch on, so that what
 * delays the answer to the tap (input delay, handlers, rendering) shows.
 *
 * Serve out/ first (`PORT=… npm run serve`). The network is not throttled: the scripts
 * arrive as fast as Lighthouse's simulated runs see them arrive, and only the CPU is slow.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type CDPSession } from '@playwright/test';
import { hydratedSelector } from '../../lib/hydrated-mark';
import { chromiumFlags, chromiumPath } from '../chromium';
import { slowCpu } from './lighthouse';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args: {
    data?: Record<string, unknown> & { url?: string; functionName?: string; type?: string };
    [key: string]: unknown;
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** A long task, as Lighthouse and TBT count it: over 50 ms; what passes that is blocking time. */
const longTaskMs = 50;
/** After a tap every task longer than a frame (at 60 Hz) holds back the answer the visitor sees. */
const frameMs = 16;

const categories = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
  'loading',
  'toplevel',
];

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1]!;
}

async function readStream(session: CDPSession, handle: string): Promise<string> {
  let text = '';
  for (;;) {
    const { data, eof, base64Encoded } = await session.send('IO.read', { handle });
    text += base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data;
    if (eof) break;
  }
  await session.send('IO.close', { handle });
  return text;
}

/**
 * One traced load of `url`, or, with a `tap` selector, one traced tap on that control once the page
 * has loaded; returns the trace's events.
 */
async function trace(url: string, cpu: number, bare: boolean, tap: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    // Lighthouse's mobile screen (Moto G Power).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const start = async () => {
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await session.send('Tracing.start', {
        traceConfig: { includedCategories: categories },
        transferMode: 'ReturnAsStream',
      });
    };
    if (!tap) await start();
    await page.goto(url, { waitUntil: 'load' });
    // Our pages mark themselves hydrated; the bare Next page (`--bare`) has no such mark. Asked with
    // a plain evaluate: a locator would inject Playwright's own script into the page, a task of
    // 100 ms at 8x that is no part of the page.
    const isHydrated = () => page.evaluate((selector) => document.querySelector(selector) !== null, hydratedSelector);
    for (let waited = 0; !bare && !(await isHydrated()); waited += 100) {
      if (waited > 60_000) throw new Error(`${url} did not hydrate within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A quiet spell: what runs after hydration (effects, observers, the language offer) is in the trace.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    if (tap) {
      const centre = await page.evaluate((selector) => {
        const control = document.querySelector(selector);
        if (!control) return null;
        control.scrollIntoView({ block: 'center' });
        const box = control.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, tap);
      if (!centre) throw new Error(`no ${tap} on ${url}`);
      // What the scroll started (the animations loading at a first scroll) settles first.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await start();
      // The CPU profiler starts with the next script the page runs, and collecting every
      // function's source position takes a long task: let it happen before the tap.
      await page.evaluate(() => 0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await page.touchscreen.tap(centre.x, centre.y);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const ended = new Promise<string>((resolve) =>
      session.once('Tracing.tracingComplete', (event) => resolve(event.stream!)),
    );
    await session.send('Tracing.end');
    const text = await readStream(session, await ended);
    return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

/** Maps a position in an exported script to its original module, through the build's source map. */
function sourceMapper(outDir: string) {
  const maps = new Map<string, ((line: number, column: number) => string | undefined) | null>();
  return (url: string, line: number, column: number): string | undefined => {
    const file = url.replace(/^https?:\/\/[^/]+/, '');
    if (!file.startsWith('/_next/')) return undefined;
    if (!maps.has(file)) {
      // Turbopack names a chunk's map by its own hash, written in the chunk's last line.
      const script = path.join(outDir, file);
      const named = existsSync(script) && /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(script, 'utf8'));
      const mapFile = named ? path.join(path.dirname(script), named[1]!) : '';
      if (!mapFile || !existsSync(mapFile)) maps.set(file, null);
      else {
        const map = new TraceMap(readFileSync(mapFile, 'utf8'));
        maps.set(file, (l, c) => originalPositionFor(map, { line: l + 1, column: c }).source ?? undefined);
      }
    }
    return maps.get(file)?.(line, column);
  };
}

/** A module's name in a few words: the package, or the project file. */
function moduleName(source: string): string {
  const clean = source.replace(/^.*?\[project\]\//, '').replace(/^(?:turbopack:\/\/\/)?/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  if (clean.startsWith('[turbopack]')) return 'Turbopack runtime';
  // A project file, without Turbopack's " [app-client] (ecmascript)" after it.
  if (!inPackage) return clean.replace(/\s+\[.*$/, '');
  const [, pkg, rest] = inPackage;
  if (pkg === 'next') {
    if (/react-dom/.test(rest!)) return 'react-dom';
    if (/react-server-dom/.test(rest!)) return 'RSC client (react-server-dom)';
    if (/compiled\/react\//.test(rest!)) return 'react';
    if (/scheduler/.test(rest!)) return 'scheduler';
    return `next/${rest!.replace(/^dist\/(?:esm\/)?/, '').replace(/\.js$/, '')}`;
  }
  return pkg!;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace('/_next/static/chunks/', '');

function label(event: TraceEvent): string | undefined {
  const data = event.args.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
      return data.url ? `evaluate ${short(String(data.url))}` : 'evaluate inline script';
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} in ${short(String(data.url ?? '')) || '?'}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'XHRReadyStateChange':
    case 'XHRLoad':
      return 'xhr';
    default:
      return undefined;
  }
}

function kind(event: TraceEvent): string | undefined {
  const { name } = event;
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles') return 'style';
  if (name === 'Layout') return 'layout';
  if (
    [
      'Paint',
      'PrePaint',
      'Layerize',
      'UpdateLayer',
      'CompositeLayers',
      'Commit',
      'PaintImage',
      'Decode Image',
    ].includes(name)
  )
    return 'paint';
  if (/GC|Scavenge|MarkCompact|BlinkGC/.test(name)) return 'GC';
  if (name === 'ParseAuthorStyleSheet') return 'parse CSS';
  if (
    name === 'v8.compile' ||
    name === 'v8.compileModule' ||
    name.startsWith('V8.Compile') ||
    name === 'v8.parseOnBackground'
  )
    return 'compile';
  return undefined;
}

interface Task {
  start: number;
  duration: number;
  /** Self time (ms) by what it was spent on. */
  parts: Map<string, number>;
  /** CPU samples by original module (where source maps exist) or by script. */
  modules: Map<string, number>;
  samples: number;
}

/** The page's main thread in the trace, and the moment the load (or the tap) began. */
function mainThread(events: TraceEvent[], url: string, tap: boolean): { pid: number; tid: number; origin: number } {
  if (tap) {
    const touch = events.find((e) => e.name === 'EventDispatch' && e.args.data?.type === 'pointerdown');
    if (!touch) throw new Error(`no pointerdown on ${url} in the trace`);
    return { pid: touch.pid, tid: touch.tid, origin: touch.ts };
  }
  const parse = events.find(
    (e) =>
      e.name === 'ParseHTML' && String((e.args.beginData as { url?: string } | undefined)?.url ?? '').startsWith(url),
  );
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  const { pid, tid } = parse;
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' && e.pid === pid && String(e.args.data?.documentLoaderURL ?? '').startsWith(url),
    )
    .at(-1);
  return { pid, tid, origin: navigation?.ts ?? parse.ts };
}

/**
 * The tasks over `minTaskMs` on the page's main thread from `origin` on (a task under way at that
 * moment included), with what runs in them.
 */
function analyse(
  events: TraceEvent[],
  { pid, tid, origin }: { pid: number; tid: number; origin: number },
  minTaskMs: number,
  outDir: string,
): { tasks: Task[]; total: number; blocking: number; fcp: number; blockingAfterFcp: number } {
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const topLevel: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of onMain) {
    if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
    if (event.ts >= end) {
      topLevel.push(event);
      end = event.ts + event.dur!;
    }
  }
  const long = topLevel.filter((task) => task.dur! > minTaskMs * 1000 && task.ts + task.dur! >= origin);

  // CPU samples of the main thread: the profile's nodes and each sample's time.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (profile) {
    let ts = Number((profile.args.data as { startTime: number }).startTime);
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
      const data = chunk.args.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      (data.cpuProfile?.samples ?? []).forEach((node, i) => {
        ts += data.timeDeltas?.[i] ?? 0;
        samples.push({ ts, node });
      });
    }
  }
  const mapSource = sourceMapper(outDir);
  const sampleModule = (id: number): string => {
    const node = nodes.get(id);
    if (!node) return '?';
    const { url: frameUrl, functionName, lineNumber, columnNumber } = node.callFrame;
    if (!frameUrl) {
      if (['(garbage collector)', '(program)', '(idle)', '(root)'].includes(functionName)) return functionName;
      return node.parent ? sampleModule(node.parent) : functionName || '(native)';
    }
    const source = mapSource(frameUrl, lineNumber, columnNumber);
    return source ? moduleName(source) : short(frameUrl);
  };

  const tasks = long.map((task): Task => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const parts = new Map<string, number>();
    // Self time of each event, credited to its own kind, else to the nearest labelled ancestor.
    const stack: { event: TraceEvent; label: string; child: number }[] = [];
    const credit = (what: string, us: number) => parts.set(what, (parts.get(what) ?? 0) + us / 1000);
    const close = (upTo: number) => {
      while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= upTo) {
        const { event, label: what, child } = stack.pop()!;
        credit(kind(event) ?? what, event.dur! - child);
        if (stack.length) stack.at(-1)!.child += event.dur!;
      }
    };
    let childOfTask = 0;
    for (const event of inside) {
      close(event.ts);
      if (!stack.length) childOfTask += event.dur!;
      const parentLabel = stack.at(-1)?.label ?? 'other';
      const own = label(event);
      stack.push({ event, label: own ?? parentLabel, child: 0 });
    }
    close(Infinity);
    credit('other', task.dur! - childOfTask);
    const modules = new Map<string, number>();
    let count = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > task.ts + task.dur!) continue;
      count++;
      const name = sampleModule(sample.node);
      modules.set(name, (modules.get(name) ?? 0) + 1);
    }
    return { start: (task.ts - origin) / 1000, duration: task.dur! / 1000, parts, modules, samples: count };
  });
  const afterStart = topLevel.filter((task) => task.ts >= origin);
  // Total Blocking Time counts from the first contentful paint (to the page going quiet).
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= origin)?.ts ?? origin;
  const overFifty = (list: TraceEvent[]) => list.reduce((t, task) => t + Math.max(0, task.dur! / 1000 - longTaskMs), 0);
  return {
    tasks,
    total: afterStart.reduce((t, task) => t + task.dur!, 0) / 1000,
    blocking: overFifty(afterStart),
    fcp: (fcp - origin) / 1000,
    blockingAfterFcp: overFifty(afterStart.filter((task) => task.ts >= fcp)),
  };
}

function describe(task: Task): { what: string; modules: string } {
  const parts = [...task.parts].filter(([, ms]) => ms >= Math.max(3, task.duration * 0.05)).sort((a, b) => b[1] - a[1]);
  const what = parts.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(' · ');
  const modules = [...task.modules]
    .filter(([, n]) => n / task.samples >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${Math.round((100 * n) / task.samples)}%`)
    .join(' · ');
  return { what, modules };
}

async function main() {
  const url = process.argv[2];
  if (!url || url.startsWith('--'))
    throw new Error(
      'usage: long-tasks.ts URL [--cpu 8] [--runs 1] [--trace FILE] [--out DIR] [--bare] [--tap SELECTOR]',
    );
  const cpu = Number(option('cpu', String(slowCpu)));
  const runs = Number(option('runs', '1'));
  const traceFile = option('trace', '');
  const tap = option('tap', '');
  // The export the server serves, where the source maps are looked for.
  const outDir = path.resolve(option('out', path.join(__dirname, '../../out')));
  for (let run = 1; run <= runs; run++) {
    const events = await trace(url, cpu, process.argv.includes('--bare'), tap);
    if (traceFile)
      writeFileSync(
        runs > 1 ? traceFile.replace(/(\.json)?$/, `-${run}$1`) : traceFile,
        JSON.stringify({ traceEvents: events }),
      );
    const thread = mainThread(events, url, !!tap);
    const { tasks, total, blocking, fcp, blockingAfterFcp } = analyse(
      events,
      thread,
      tap ? frameMs : longTaskMs,
      outDir,
    );
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      tap
        ? `\n${url} at ${cpu}x CPU, run ${run}: a tap on ${tap}; tasks over ${frameMs} ms from the touch on ` +
            `(start relative to it)\n`
        : `\n${url} at ${cpu}x CPU, run ${run}: main-thread tasks ${ms(total)}, over ${longTaskMs} ms ${ms(blocking)}; ` +
            `first contentful paint at ${ms(fcp)}, over ${longTaskMs} ms after it ${ms(blockingAfterFcp)} (as TBT counts)\n`,
    );
    console.log(
      '| start | duration | what (self ms) | script time by module (CPU samples) |\n| --- | --- | --- | --- |',
    );
    for (const task of tasks) {
      const { what, modules } = describe(task);
      console.log(`| ${Math.round(task.start)} ms | ${Math.round(task.duration)} ms | ${what} | ${modules || '–'} |`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
