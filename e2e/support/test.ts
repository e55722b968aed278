import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test, with one guard on every browser context a test opens: a Content Security
 * Policy violation reported to the console fails the test. The pages come with their production
 * policies, so a script the policy does not allow cannot slip through.
 * A test that only reads files over HTTP opens no context, and starts no browser.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
    });
    context.on('weberror', (error) => {
      if (/Content[ -]Security[ -]Policy/i.test(String(error.error()))) violations.push(String(error.error()));
    });
    await provide(context);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };
export type { Page } from '@playwright/test';
