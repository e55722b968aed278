/**
 * One Lighthouse run in a fresh headless Chromium (no shared cache), with its mobile defaults.
 * 'simulate' models the network and CPU as PageSpeed Insights does; 'devtools' throttles them for real.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium';

export type Throttling = 'simulate' | 'devtools';

/** Lighthouse's default CPU slowdown of its mobile runs. */
export const defaultCpuSlowdown = 4;

/** The slower CPU the benchmark also measures at: a low-end phone, twice as slow as Lighthouse's default. */
export const slowCpu = 8;

/** What the report takes from one run. Times in ms, scores out of 100 (NaN when not measured). */
export interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The largest-contentful-paint-element audit: the element's text and the end of its selector. */
  lcpElement: string;
}

export interface RunOptions {
  throttling: Throttling;
  /** How many times slower than this machine the CPU is taken to be (default 4, Lighthouse's). */
  cpuSlowdown?: number;
  /** All four categories, or Performance alone (faster, and enough for the variants we compare with). */
  allCategories?: boolean;
  /** The page answers 404 on purpose (the 404 page): accept the status instead of failing. */
  notFound?: boolean;
  /** Where the full Lighthouse report (JSON) of the run is written. */
  saveTo: string;
}

/** The details of the largest-contentful-paint-element audit: its first table holds the element. */
interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[];
}

/** The LCP element in a few words: `"Danubia Freight" span.uNgcfq_name`. */
function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '–';
  const label = String(node.nodeLabel ?? '')
    .replace(/\s+/g, ' ')
    .slice(0, 40);
  const selector = String(node.selector ?? '')
    .split(' > ')
    .pop();
  return `${label ? `"${label}" ` : ''}${selector}`;
}

export async function lighthouseRun(url: string, options: RunOptions): Promise<Run> {
  // Lighthouse and chrome-launcher are ES modules: loaded with import() from this CommonJS script.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: options.allCategories
        ? ['performance', 'accessibility', 'best-practices', 'seo']
        : ['performance'],
      throttlingMethod: options.throttling,
      // Merged into the mobile defaults: only the CPU differs.
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdown ?? defaultCpuSlowdown },
      ignoreStatusCode: options.notFound,
      // Both only lengthen a run (the back/forward cache check loads the page a second time); no score depends on them.
      skipAudits: ['bf-cache'],
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    mkdirSync(path.dirname(options.saveTo), { recursive: true });
    writeFileSync(options.saveTo, JSON.stringify(lhr));
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
    const metric = (audit: string) => Number(lhr.audits[audit]?.numericValue ?? NaN);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      lcpElement: lcpElementOf(lhr),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const numbers = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'fcp',
  'tbt',
  'cls',
  'benchmarkIndex',
] as const;

/** The median of each number over the runs, and the LCP element of the run nearest the median LCP. */
export function medianRun(runs: Run[]): Run | undefined {
  if (runs.length === 0) return undefined;
  const medians = Object.fromEntries(numbers.map((key) => [key, median(runs.map((r) => r[key]))])) as Omit<
    Run,
    'lcpElement'
  >;
  const nearest = runs.reduce((a, b) => (Math.abs(b.lcp - medians.lcp) < Math.abs(a.lcp - medians.lcp) ? b : a));
  return { ...medians, lcpElement: nearest.lcpElement };
}
