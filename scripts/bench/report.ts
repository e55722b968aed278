/**
 * scripts/bench/runs/RESULTS.md: the targets as pass/fail, then per page the Lighthouse figures beside the same
 * page without scripts and the bare Next.js page, the main thread against the bare page at a 4x and
 * an 8x CPU slowdown, the applied-throttling pass and the bytes. Every figure is the median of the
 * runs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { byteBudgets, KB } from '../../test-support/byte-budgets';
import type { PageBytes } from '../../test-support/page-bytes';
import { defaultCpuSlowdown, medianRun, slowCpu, type Run } from './lighthouse';
import type { BenchPage } from './pages';

/** How much more main-thread blocking than the bare Next.js page a page may cause, at either slowdown. */
const tbtOverFloor = 1.25;

export interface PageRuns {
  page: BenchPage;
  bytes: PageBytes;
  ours: Run[];
  noJs: Run[];
  /** The page at the slower CPU (`slowCpu`), simulated throttling. */
  slowCpu?: Run[];
  /** Applied throttling, on a few pages only. */
  devtools?: { ours: Run[]; noJs: Run[] };
}

export interface Results {
  date: string;
  commit: string;
  minutes: number;
  runs: number;
  versions: string;
  machine: string;
  floor: { bytes: PageBytes; runs: Run[]; slowCpuRuns?: Run[] };
  pages: PageRuns[];
}

/** One page's medians beside what its targets compare them with. */
interface Row {
  id: string;
  ours: Run;
  noJs: Run;
  floor: Run;
  bytes: PageBytes;
  floorJs: number;
  /** The page and the bare page at the slower CPU, where measured. */
  slow?: Run;
  floorSlow?: Run;
}
/** The same for applied throttling. */
type DevtoolsRow = Pick<Row, 'id' | 'ours' | 'noJs'>;

const sec = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const msf = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');
const int = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '–');
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const cls = (value: number) => value.toFixed(3);
const vs = (ours: string, other: string) => `${ours} vs ${other}`;
const name = (id: string) => (id === '404' ? '404 ¹' : id);
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`)
    .join('\n');

/** A target: whether a page meets it (undefined where it does not apply), and the figure shown where it is missed. */
type Target<R> = [label: string, met: (row: R) => boolean | undefined, shown: (row: R) => string];

const targets: Target<Row>[] = [
  [
    'LCP within 5% of the page without scripts',
    (r) => r.ours.lcp <= 1.05 * r.noJs.lcp,
    (r) => ratio(r.ours.lcp, r.noJs.lcp),
  ],
  ['FCP no later than without scripts', (r) => r.ours.fcp <= r.noJs.fcp, (r) => vs(sec(r.ours.fcp), sec(r.noJs.fcp))],
  ['CLS 0', (r) => r.ours.cls < 0.0005, (r) => cls(r.ours.cls)],
  [
    'Performance at least the bare Next.js page’s',
    (r) => r.ours.performance >= r.floor.performance,
    (r) => int(r.ours.performance),
  ],
  [
    `TBT at most ${tbtOverFloor}× the bare Next.js page’s, ${defaultCpuSlowdown}x CPU`,
    (r) => r.ours.tbt <= tbtOverFloor * r.floor.tbt,
    (r) => `${ratio(r.ours.tbt, r.floor.tbt)}: ${vs(msf(r.ours.tbt), msf(r.floor.tbt))}`,
  ],
  [
    `TBT at most ${tbtOverFloor}× the bare Next.js page’s, ${slowCpu}x CPU`,
    (r) => (r.slow && r.floorSlow ? r.slow.tbt <= tbtOverFloor * r.floorSlow.tbt : undefined),
    (r) => `${ratio(r.slow!.tbt, r.floorSlow!.tbt)}: ${vs(msf(r.slow!.tbt), msf(r.floorSlow!.tbt))}`,
  ],
  [
    '100 in all four categories',
    (r) => Math.min(r.ours.performance, r.ours.accessibility, r.ours.bestPractices, r.ours.seo) >= 100,
    (r) => [r.ours.performance, r.ours.accessibility, r.ours.bestPractices, r.ours.seo].map(int).join('/'),
  ],
  ['LCP < 1.5 s', (r) => r.ours.lcp < 1500, (r) => sec(r.ours.lcp)],
  ['TBT < 50 ms', (r) => r.ours.tbt < 50, (r) => msf(r.ours.tbt)],
  [
    `scripts ≤ bare page + ${kb(byteBudgets.jsOverFloor)} KB`,
    (r) => r.bytes.js - r.floorJs <= byteBudgets.jsOverFloor,
    (r) => kb(r.bytes.js),
  ],
  [
    `HTML without the map ≤ ${kb(byteBudgets.htmlWithoutMap)} KB`,
    (r) => r.bytes.htmlWithoutMap <= byteBudgets.htmlWithoutMap,
    (r) => kb(r.bytes.htmlWithoutMap),
  ],
  [
    `map ≤ ${kb(byteBudgets.map)} KB`,
    (r) => (r.bytes.mapRaw ? r.bytes.map <= byteBudgets.map : undefined),
    (r) => kb(r.bytes.map),
  ],
];
const devtoolsTargets: Target<DevtoolsRow>[] = [
  [
    'applied throttling: LCP no later than without scripts',
    (r) => r.ours.lcp <= r.noJs.lcp,
    (r) => vs(sec(r.ours.lcp), sec(r.noJs.lcp)),
  ],
  [
    'applied throttling: FCP no later than without scripts',
    (r) => r.ours.fcp <= r.noJs.fcp,
    (r) => vs(sec(r.ours.fcp), sec(r.noJs.fcp)),
  ],
];
const [lcpTarget, fcpTarget, clsTarget, perfTarget, tbtTarget, slowTbtTarget] = targets as [
  Target<Row>,
  Target<Row>,
  Target<Row>,
  Target<Row>,
  Target<Row>,
  Target<Row>,
];

/** A cell in bold with ✗ when the row misses `target`. */
const mark = (row: Row, [, met]: Target<Row>, text: string) => (met(row) === false ? `**${text}** ✗` : text);

function targetRows<R extends { id: string }>(list: Target<R>[], rows: R[]): string[][] {
  return list.map(([label, met, shown]) => {
    const applicable = rows.filter((r) => met(r) !== undefined);
    const missing = applicable.filter((r) => met(r) === false);
    const missed = missing.map((r) => `${name(r.id)} (${shown(r)})`).join(', ');
    return [label, `${applicable.length - missing.length}/${applicable.length}`, missed || '–'];
  });
}

export function markdown(results: Results): string {
  const floor = medianRun(results.floor.runs)!;
  const floorSlow = medianRun(results.floor.slowCpuRuns ?? []);
  const floorJs = results.floor.bytes.js;
  const measured = results.pages.filter((p) => p.ours.length && p.noJs.length);
  const rows: Row[] = measured.map((p) => {
    const [ours, noJs, slow] = [medianRun(p.ours)!, medianRun(p.noJs)!, medianRun(p.slowCpu ?? [])];
    return { id: p.page.id, ours, noJs, floor, bytes: p.bytes, floorJs, slow, floorSlow };
  });
  const devtoolsRows: DevtoolsRow[] = measured.flatMap(({ page, devtools }) =>
    devtools?.ours.length && devtools.noJs.length
      ? [{ id: page.id, ours: medianRun(devtools.ours)!, noJs: medianRun(devtools.noJs)! }]
      : [],
  );
  const runLists = (p: PageRuns) => {
    const optional = [p.slowCpu, p.devtools?.ours, p.devtools?.noJs];
    return [p.ours, p.noJs, ...optional.filter((list) => list !== undefined)];
  };
  const short = results.pages.filter((p) => runLists(p).some((list) => list.length < results.runs));
  const bytesRow = (label: string, b: PageBytes) => [
    label,
    `${kb(b.js)} (${b.scripts.length})`,
    `${kb(b.cssBytes)} (${kb(b.inlineCss)})`,
    kb(b.html),
    kb(b.htmlWithoutMap),
    b.mapRaw ? `${kb(b.map)}${b.mapFile ? ` (${b.mapFile})` : ''}` : '–',
    `${kb(b.inlineScriptsGzip)} (${b.inlineScripts})`,
    `${kb(b.fonts.reduce((t, f) => t + f.bytes, 0))} (${b.fonts.length})`,
    `${kb(b.images.reduce((t, i) => t + i.bytes, 0))} (${b.images.length})`,
  ];

  const out = [
    '# Performance benchmark',
    '',
    `Generated by \`npm run bench\` (scripts/bench/) on ${results.date} at commit \`${results.commit}\`, in ${results.minutes} min. ` +
      `${results.versions}. ${results.machine}.`,
    '',
    `Lighthouse, mobile (Moto G Power screen, slow 4G, ${defaultCpuSlowdown}x CPU slowdown), ${results.runs} run(s) of each page, of **the same page without ` +
      'scripts** (every `<script>` and script preload removed) and of **the bare Next.js page** (a one-line page of the same Next.js, built ' +
      'the same way), alternating round by round; every figure is the **median**. ' +
      `The page and the bare page are also measured at an ${slowCpu}x CPU slowdown in the same rounds. ` +
      'All three are served by the preview server (deploy/preview/server.ts). ' +
      'Simulated throttling is what PageSpeed Insights shows; applied throttling (`devtools`) slows the network and CPU for real, on a few ' +
      'pages. Bytes: gzip -9 of what the HTML names (test-support/page-bytes.ts; the byte budgets are asserted by e2e/budgets.spec.ts).',
    '',
    '¹ The 404 page, loaded at `/en/this-page-does-not-exist` with its real 404 status; its SEO audits `http-status-code` and ' +
      '`is-crawlable` (noindex) fail by design.',
    ...(short.length
      ? [
          '',
          `Fewer than ${results.runs} runs (some failed, see the log) behind: ${short.map((p) => p.page.id).join(', ')}.`,
        ]
      : []),
    '',
    '## Targets',
    '',
    table(
      ['target', 'pages meeting it', 'pages missing it'],
      [...targetRows(targets, rows), ...targetRows(devtoolsTargets, devtoolsRows)],
    ),
    '',
    `## Lighthouse, simulated throttling (median of ${results.runs})`,
    '',
    table(
      [
        'page',
        'Perf',
        'A11y',
        'BP',
        'SEO',
        'LCP',
        'FCP',
        'TBT',
        'CLS',
        'LCP no-JS',
        'FCP no-JS',
        'LCP ours/no-JS',
        'LCP element',
      ],
      [
        ...rows.map((r) => [
          name(r.id),
          mark(r, perfTarget, int(r.ours.performance)),
          ...[r.ours.accessibility, r.ours.bestPractices, r.ours.seo].map(int),
          sec(r.ours.lcp),
          mark(r, fcpTarget, sec(r.ours.fcp)),
          mark(r, tbtTarget, msf(r.ours.tbt)),
          mark(r, clsTarget, cls(r.ours.cls)),
          sec(r.noJs.lcp),
          sec(r.noJs.fcp),
          mark(r, lcpTarget, ratio(r.ours.lcp, r.noJs.lcp)),
          `\`${r.ours.lcpElement}\``,
        ]),
        [
          'bare Next.js page',
          int(floor.performance),
          '–',
          '–',
          '–',
          sec(floor.lcp),
          sec(floor.fcp),
          msf(floor.tbt),
          cls(floor.cls),
        ].concat('–', '–', '–', `\`${floor.lcpElement}\``),
      ],
    ),
    '',
    ...(floorSlow
      ? [
          `## Main thread against the bare Next.js page: ${defaultCpuSlowdown}x and ${slowCpu}x CPU (simulated, median of ${results.runs})`,
          '',
          'Total Blocking Time of each page and its ratio to the bare page’s, ' +
            `at Lighthouse’s default CPU slowdown and at ${slowCpu}x (a low-end phone), in the same rounds. ` +
            `Target: at most ${tbtOverFloor}× at both, and Performance at ${defaultCpuSlowdown}x at least the bare page’s.`,
          '',
          table(
            [
              'page',
              ...[defaultCpuSlowdown, slowCpu].flatMap((cpu) => [`Perf ${cpu}x`, `TBT ${cpu}x`, `ours/bare ${cpu}x`]),
            ],
            [
              ...rows.map((r) => [
                name(r.id),
                mark(r, perfTarget, int(r.ours.performance)),
                msf(r.ours.tbt),
                mark(r, tbtTarget, ratio(r.ours.tbt, r.floor.tbt)),
                int(r.slow?.performance ?? NaN),
                msf(r.slow?.tbt ?? NaN),
                r.slow ? mark(r, slowTbtTarget, ratio(r.slow.tbt, floorSlow.tbt)) : '–',
              ]),
              [
                'bare Next.js page',
                ...[floor, floorSlow].flatMap((run) => [int(run.performance), msf(run.tbt), '1.00×']),
              ],
            ],
          ),
          '',
        ]
      : []),
  ];
  if (devtoolsRows.length) {
    out.push(
      `## Lighthouse, applied throttling (median of ${results.runs})`,
      '',
      table(
        ['page', 'LCP', 'LCP no-JS', 'FCP', 'FCP no-JS', 'TBT', 'LCP element'],
        devtoolsRows.map((r) => {
          const { ours, noJs } = r;
          return [
            name(r.id),
            sec(ours.lcp),
            sec(noJs.lcp),
            sec(ours.fcp),
            sec(noJs.fcp),
            msf(ours.tbt),
            `\`${ours.lcpElement}\``,
          ];
        }),
      ),
      '',
    );
  }
  out.push(
    '## Bytes per page (KB, gzip -9)',
    '',
    table(
      [
        'page',
        'scripts (files)',
        'CSS (of it inline)',
        'HTML',
        'HTML without the map',
        'map',
        'inline scripts',
        'fonts',
        'images',
      ],
      [...rows.map((r) => bytesRow(name(r.id), r.bytes)), bytesRow('bare Next.js page', results.floor.bytes)],
    ),
    '',
  );
  return `${out.join('\n')}\n`;
}

/** `npx tsx scripts/bench/report.ts [results.json] [RESULTS.md]`: the report again from the figures of a run. */
if (require.main === module) {
  const [from = 'scripts/bench/runs/results.json', to = 'scripts/bench/runs/RESULTS.md'] = process.argv.slice(2);
  writeFileSync(to, markdown(JSON.parse(readFileSync(from, 'utf8')) as Results));
}
