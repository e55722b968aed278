import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test, with one guard on every page a spec opens: a Content Security Policy
 * violation reported to the console fails the test. The pages are served with the production
 * headers (deploy/nginx), so a script the policy does not allow cannot slip through.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
      });
      context.on('weberror', (error) => {
        if (/Content[ -]Security[ -]Policy/i.test(String(error.error()))) violations.push(String(error.error()));
      });
      await use();
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
