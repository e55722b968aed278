/**
 * Lighthouse runs and what the report needs from them.
 *
 * Each run is a separate `lighthouse` CLI process with its own fresh Chromium (Debian's, or
 * CHROMIUM_PATH's; scripts/chromium.ts), so no run inherits another's cache. The settings are Lighthouse's mobile defaults,
 * spelled out: form factor mobile (Moto G Power screen), simulated throttling (slow 4G: 150 ms RTT,
 * 1.6 Mbps; CPU 4x slower). Simulated throttling computes the metrics from a trace of an unthrottled
 * load, so a busy machine still inflates them (its tasks take longer): runs are strictly sequential,
 * and every run records Lighthouse's benchmarkIndex (CPU speed) so the report can show the conditions.
 *
 * Each page is run N times (BENCH_RUNS, default 3); the report gives the median of each number and
 * takes the page's details (LCP element, opportunities, failed audits) from the median run.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '../chromium';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** Lighthouse starts Chromium itself, headless. */
export const chromeFlags = ['--headless=new', ...chromiumFlags];

export interface Audit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

/** What one run contributes to the report. Times in ms, scores out of 100. */
export interface RunSummary {
  scores: Record<Category, number>;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  tti: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Bytes over the wire as Lighthouse saw them (includes chunks loaded later by import()). */
  transfer: { total: number; script: number; document: number; font: number; image: number; stylesheet: number; other: number };
  requests: number;
  lcpElement?: { selector?: string; snippet?: string; label?: string };
  /** TTFB, Load Delay, Load Time, Render Delay (ms). */
  lcpPhases: Record<string, number>;
  /** Audits with estimated savings, largest first. */
  opportunities: { id: string; title: string; ms: number; bytes: number }[];
  /** Scripts by main-thread time (bootup-time), largest first. */
  scripts: { url: string; total: number; scripting: number }[];
  mainThread: { group: string; ms: number }[];
  /** Scored audits below 1 (performance metrics aside), all four categories. */
  failed: (Audit & { category: Category })[];
  consoleErrors: string[];
  warnings: string[];
}

export interface LighthouseOptions {
  lighthouseBin: string;
  outDir: string;
  /** The page answers 404 on purpose (the 404 page): accept the status instead of failing. */
  ignoreStatusCode?: boolean;
  /** How the progress lines name the URL (default: the file name). */
  label?: string;
}

function runCli(url: string, outputPath: string, options: LighthouseOptions): Promise<void> {
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${categories.join(',')}`,
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--chrome-flags=${chromeFlags.join(' ')}`,
    '--quiet',
    ...(options.ignoreStatusCode ? ['--ignore-status-code'] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      options.lighthouseBin,
      args,
      { env: { ...process.env, CHROME_PATH: chromiumPath }, timeout: 240_000, maxBuffer: 16 << 20 },
      (error, _stdout, stderr) => (error ? reject(new Error(`lighthouse ${url}: ${error.message}\n${stderr.slice(-2000)}`)) : resolve()),
    );
  });
}

/** The Lighthouse result or any part of it: a large, loosely typed JSON, read defensively. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every read below guards with ?. and a default
type Lhr = any;

const metricAudits = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

/** The numbers and details of one Lighthouse report. */
export function summarize(lhr: Lhr): RunSummary {
  const audits = lhr.audits as Record<string, Lhr>;
  const num = (id: string) => Number(audits[id]?.numericValue ?? NaN);
  const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])) as Record<Category, number>;

  const transfer = { total: 0, script: 0, document: 0, font: 0, image: 0, stylesheet: 0, other: 0 };
  let requests = 0;
  for (const item of audits['resource-summary']?.details?.items ?? []) {
    if (item.resourceType === 'total') requests = item.requestCount;
    if (item.resourceType in transfer) transfer[item.resourceType as keyof typeof transfer] = item.transferSize;
  }

  // largest-contentful-paint-element: a list of two tables, the element and the LCP phases.
  const lcpTables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcpTables[0]?.items?.[0]?.node;
  const lcpPhases: Record<string, number> = {};
  for (const item of lcpTables[1]?.items ?? []) lcpPhases[item.phase] = Math.round(item.timing);

  const opportunities = Object.entries(audits)
    .filter(([, a]) => (a.details?.overallSavingsMs ?? 0) > 0 || (a.details?.overallSavingsBytes ?? 0) > 0)
    .map(([id, a]) => ({ id, title: a.title as string, ms: Math.round(a.details.overallSavingsMs ?? 0), bytes: Math.round(a.details.overallSavingsBytes ?? 0) }))
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes);

  const failed: RunSummary['failed'] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || metricAudits.has(ref.id) || audit.score === null || audit.score >= 1) continue;
      if (['informative', 'manual', 'notApplicable', 'error'].includes(audit.scoreDisplayMode)) continue;
      failed.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
    }
  }

  return {
    scores,
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    tti: num('interactive'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    transfer,
    requests,
    lcpElement: node ? { selector: node.selector, snippet: node.snippet, label: node.nodeLabel } : undefined,
    lcpPhases,
    opportunities,
    scripts: (audits['bootup-time']?.details?.items ?? []).map((i: Lhr) => ({ url: i.url, total: Math.round(i.total), scripting: Math.round(i.scripting) })),
    mainThread: (audits['mainthread-work-breakdown']?.details?.items ?? []).map((i: Lhr) => ({ group: i.group, ms: Math.round(i.duration) })),
    failed,
    consoleErrors: (audits['errors-in-console']?.details?.items ?? []).map((i: Lhr) => `${i.description} ${i.sourceLocation?.url ?? ''}`.trim()),
    warnings: (lhr.runWarnings ?? []).map(String),
  };
}

export const median = (values: number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Medians of N runs, the run they were closest to, and the audits that failed in any run. */
export interface PageResult {
  url: string;
  runs: number;
  errors: string[];
  median: Pick<RunSummary, 'scores' | 'lcp' | 'fcp' | 'tbt' | 'cls' | 'si' | 'tti' | 'benchmarkIndex' | 'transfer' | 'requests'>;
  /** Details of the run nearest the medians (LCP and TBT): the LCP element, opportunities… */
  representative?: RunSummary;
  /** Failed audit ids with in how many runs they failed. */
  failedAudits: { category: Category; id: string; title: string; runs: number; displayValue?: string }[];
  all: RunSummary[];
}

export function combine(url: string, runs: RunSummary[], errors: string[]): PageResult {
  const m = <K extends 'lcp' | 'fcp' | 'tbt' | 'cls' | 'si' | 'tti' | 'benchmarkIndex' | 'requests'>(key: K) => median(runs.map((r) => r[key]));
  const transferKeys = ['total', 'script', 'document', 'font', 'image', 'stylesheet', 'other'] as const;
  const med: PageResult['median'] = {
    scores: Object.fromEntries(categories.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>,
    lcp: m('lcp'),
    fcp: m('fcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    si: m('si'),
    tti: m('tti'),
    benchmarkIndex: m('benchmarkIndex'),
    requests: m('requests'),
    transfer: Object.fromEntries(transferKeys.map((k) => [k, median(runs.map((r) => r.transfer[k]))])) as RunSummary['transfer'],
  };
  // Representative run: smallest relative distance to the median LCP and TBT (as LHCI does with FCP/TTI).
  const distance = (r: RunSummary) => Math.abs(r.lcp - med.lcp) / (med.lcp || 1) + Math.abs(r.tbt - med.tbt) / (med.tbt || 1);
  const representative = [...runs].sort((a, b) => distance(a) - distance(b))[0];
  const failed = new Map<string, PageResult['failedAudits'][number]>();
  for (const run of runs) {
    for (const audit of run.failed) {
      const key = `${audit.category}/${audit.id}`;
      const entry = failed.get(key) ?? { category: audit.category, id: audit.id, title: audit.title, runs: 0, displayValue: audit.displayValue };
      entry.runs++;
      failed.set(key, entry);
    }
  }
  return { url, runs: runs.length, errors, median: med, representative, failedAudits: [...failed.values()], all: runs };
}

/**
 * Runs Lighthouse `runs` times on `url`, one after the other, keeping each JSON report in
 * `options.outDir/<name>-<n>.json`. A failed run is retried once, then recorded as an error.
 */
export async function measure(url: string, name: string, runs: number, options: LighthouseOptions, log: (line: string) => void): Promise<PageResult> {
  mkdirSync(options.outDir, { recursive: true });
  const summaries: RunSummary[] = [];
  const errors: string[] = [];
  const label = options.label ?? name;
  for (let run = 1; run <= runs; run++) {
    const outputPath = path.join(options.outDir, `${name}-${run}.json`);
    let lastError: unknown;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const started = Date.now();
      try {
        await runCli(url, outputPath, options);
        const lhr = JSON.parse(readFileSync(outputPath, 'utf8'));
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const summary = summarize(lhr);
        summaries.push(summary);
        log(
          `  ${label} run ${run}/${runs}: perf ${summary.scores.performance} LCP ${Math.round(summary.lcp)} ms TBT ${Math.round(summary.tbt)} ms ` +
            `(${Math.round((Date.now() - started) / 1000)} s)`,
        );
        lastError = undefined;
        break;
      } catch (error) {
        lastError = error;
        log(`  ${label} run ${run}/${runs} attempt ${attempt} failed: ${String(error).split('\n')[0]}`);
      }
    }
    if (lastError) errors.push(String(lastError).split('\n')[0]!);
  }
  return combine(url, summaries, errors);
}
