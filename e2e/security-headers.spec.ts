import { test as unguarded } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readDocumentPolicies } from '../deploy/shared/document-policies';
import { builtHeaders, nonDocumentPolicy, removedHeaders } from '../deploy/shared/security-headers';
import { pageFile } from '../i18n/routing/answer';
import { expect, test } from './support/test';
import { allPages } from './support/site';

/**
 * The headers as CloudFront sends them (the suite's server runs the build's function): each
 * document with its own policy, enforced by the browser.
 */
const expected = builtHeaders()!;
const policies = readDocumentPolicies()!;
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test.describe('security headers and the Content Security Policy @shipped', () => {
  test('every response the function sees carries the headers, a document its own policy @http', async ({ request }) => {
    const documents: Record<string, string> = { '/ro': 'ro.html', '/en/about': 'en/about.html' };
    for (const path of ['/ro', '/en/about', '/', '/despre', '/ro/', '/images/hero-routes.svg', '/robots.txt']) {
      const response = await request.get(path, { maxRedirects: 0 });
      const policy = documents[path] ? policies[documents[path]]! : nonDocumentPolicy;
      for (const [name, value] of Object.entries({ ...expected, 'Content-Security-Policy': policy }))
        expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      for (const name of removedHeaders) expect(response.headers()[name], `${name} on ${path}`).toBeUndefined();
    }
  });

  test("each page's policy is strict: hashes only for scripts, one framed origin, nothing else @http", () => {
    for (const { path } of allPages) {
      const policy = policies[pageFile(path)]!;
      expect(directive(policy, 'default-src')).toEqual(["'self'"]);
      const scripts = directive(policy, 'script-src');
      expect(scripts[0]).toBe("'self'");
      expect(scripts.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(policy).not.toMatch(/unsafe-eval/);
      expect(directive(policy, 'frame-src')).toEqual(['https://www.google.com']);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'form-action')).toEqual(["'none'"]);
    }
    expect(expected['Strict-Transport-Security']).toMatch(/max-age=(\d{8,})/);
  });

  test('the inline scripts the browser finds on every page all have their hash in its policy', async ({
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
        expect(directive(policies[pageFile(path)]!, 'script-src'), `${path}: ${text.slice(0, 60)}`).toContain(
          sha256(text),
        );
    }
  });

  test("the 404 page, CloudFront's error response, which no function sees, carries its policy itself @http", async ({
    request,
  }) => {
    const response = await request.get('/de/nicht-da');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toBeUndefined();
    // The rest comes from the distribution's response headers policy.
    expect(response.headers()['cross-origin-opener-policy']).toBe(expected['Cross-Origin-Opener-Policy']);
    const html = await response.text();
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
