import { test as unguarded } from '@playwright/test';
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readDocumentPolicies } from '../deploy/shared/document-policies';
import { expect, test } from './support/test';
import { allPages } from './support/site';
import { waitForPort } from './support/processes';

/**
 * The production headers on nginx (the suite's server): present on every response, a policy that
 * allows exactly the export's inline scripts, enforced by the browser; and the MDN HTTP
 * Observatory's grade over TLS (a second nginx with a self-signed certificate, on port 8182).
 * Every other spec runs under the same headers and fails on any CSP violation (support/test.ts).
 */
const expected: Record<string, string> = JSON.parse(readFileSync('deploy/generated/security-headers.json', 'utf8'));
const csp = expected['Content-Security-Policy']!;
const directive = (name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test.describe('security headers and the Content Security Policy', () => {
  // A document comes with its own policy, the hashes of its own inline code (as the CDN hosts send
  // it); a redirect or a file with the site's.
  test('every kind of response carries the headers @http', async ({ request }) => {
    const policies = readDocumentPolicies()!;
    const documents: Record<string, string> = {
      '/ro': 'ro.html',
      '/en/about': 'en/about.html',
      '/de/nicht-da': '404.html',
    };
    for (const path of ['/ro', '/en/about', '/', '/despre', '/ro/', '/de/nicht-da', '/images/hero-routes.svg']) {
      const response = await request.get(path, { maxRedirects: 0 });
      const file = documents[path];
      const policy = file ? policies[file]! : csp;
      if (file) expect(policy, file).not.toBe(csp);
      for (const [name, value] of Object.entries({ ...expected, 'Content-Security-Policy': policy }))
        expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  });

  test('the policy is strict: hashes only for scripts, one framed origin, nothing else @http', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('script-src')[0]).toBe("'self'");
    expect(
      directive('script-src')
        .slice(1)
        .every((source) => source.startsWith("'sha256-")),
    ).toBe(true);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('frame-src')).toEqual(['https://www.google.com']);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('form-action')).toEqual(["'none'"]);
    expect(expected['Strict-Transport-Security']).toMatch(/max-age=(\d{8,})/);
  });

  test('the inline scripts the browser finds on every page all have their hash in the policy', async ({
    page,
    request,
  }) => {
    const documents = await Promise.all(
      allPages.map(async ({ path }) => ({ path, html: await (await request.get(path)).text() })),
    );
    // The browser's own HTML parser finds the scripts (not the build step's patterns).
    const found = await page.evaluate(
      (docs) =>
        docs.map(({ path, html }) => ({
          path,
          inline: [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script:not([src])')]
            .filter((s) => ['', 'text/javascript', 'module'].includes((s.getAttribute('type') ?? '').toLowerCase()))
            .map((s) => s.textContent ?? ''),
        })),
      documents,
    );
    for (const { path, inline } of found) {
      expect(inline.length, path).toBeGreaterThan(0);
      for (const text of inline)
        expect(directive('script-src'), `${path}: ${text.slice(0, 60)}`).toContain(sha256(text));
    }
  });

  test('the 404 page also carries its own policy, for hosts that serve it at any URL @http', () => {
    const html = readFileSync('out/404.html', 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeDefined();
    expect(meta).not.toContain('frame-ancestors'); // ignored, with a warning, in a <meta>
    for (const [, text] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) expect(meta).toContain(sha256(text!));
  });
});

unguarded('an injected inline script is blocked by the browser', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/en');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test.describe('the MDN HTTP Observatory over TLS @http', () => {
  const port = 8182;
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    execFileSync('node', ['scripts/prepare-observatory.mjs']);
    execFileSync('bash', ['scripts/nginx.sh', 'start', String(port), 'tls'], { stdio: 'ignore' });
    await waitForPort(port);
  });
  test.afterAll(() => {
    execFileSync('bash', ['scripts/nginx.sh', 'stop', String(port)], { stdio: 'ignore' });
  });

  test('grades the nginx-served site A+ (120 or more)', async () => {
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        'node',
        ['node_modules/@mdn/mdn-http-observatory/src/scan.js', `127.0.0.1:${port}`],
        { env: { ...process.env, NODE_EXTRA_CA_CERTS: '.cache/tls/cert.pem' }, timeout: 60_000 },
        (error, stdout) => (error && !stdout ? reject(error) : resolve(stdout)),
      ),
    );
    const result = JSON.parse(output) as {
      error?: string;
      scan: { grade: string; score: number };
      tests: Record<string, { pass: boolean; result: string }>;
    };
    expect(result.error).toBeUndefined();
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    expect(failed).toEqual([]);
    console.log(`MDN HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}`);
    expect(result.scan.grade).toBe('A+');
    expect(result.scan.score).toBeGreaterThanOrEqual(120);
  });
});
