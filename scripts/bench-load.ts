/**
 * `npm run bench:load`: a bounded load test of nginx serving the export on loopback, with the
 * production config (deploy/nginx/site.conf and this build's headers). Reports requests per
 * second, latency percentiles and errors; exits 1 if any request failed or answered 5xx.
 *   BENCH_DURATION=10 (seconds)  BENCH_CONNECTIONS=20  BENCH_PORT=8186
 * Needs a build (npm run build) and Debian's nginx. The mix: every page, a redirect, a 404
 * and the page's build assets, as a first visit requests them.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { allPages } from '../i18n/pages';

const port = Number(process.env.BENCH_PORT ?? 8186);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function paths(): string[] {
  const html = readFileSync('out/en.html', 'utf8');
  const assets = [...new Set([...html.matchAll(/(?:href|src)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]!))];
  return [...allPages.map((p) => p.path), '/despre', '/en/missing', ...assets];
}

async function main() {
  const nginx = (command: string) =>
    execFileSync('bash', ['scripts/nginx.sh', command, String(port)], { stdio: 'ignore' });
  nginx('start');
  try {
    const requests = paths().map((path) => ({ method: 'GET' as const, path }));
    console.log(
      `autocannon: ${connections} connections for ${duration} s over ${requests.length} paths on http://127.0.0.1:${port}`,
    );
    const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration, requests, timeout: 10 });
    const { latency } = result;
    console.log(
      `requests/s  average ${result.requests.average}, min ${result.requests.min}, max ${result.requests.max} (total ${result.requests.total})`,
    );
    console.log(`latency ms  p50 ${latency.p50}, p90 ${latency.p90}, p99 ${latency.p99}, max ${latency.max}`);
    console.log(`throughput  ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`);
    console.log(
      `errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${result['5xx']}, 4xx ${result['4xx']} (the 404 of the mix), 3xx ${result['3xx']}`,
    );
    if (result.errors || result.timeouts || result['5xx']) process.exitCode = 1;
  } finally {
    nginx('stop');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
