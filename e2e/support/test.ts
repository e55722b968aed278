import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test, with a guard on every browser context a test opens: a Content Security Policy
 * violation, or an error no code of the page caught, fails the test. A test that means to break a
 * page says so with `test.use({ allowPageErrors: true })`.
 */
export const test = base.extend<{ allowPageErrors: boolean }>({
  allowPageErrors: [false, { option: true }],
  context: async ({ context, allowPageErrors }, provide) => {
    const violations: string[] = [];
    const errors: string[] = [];
    const isViolation = (text: string) => /Content[ -]Security[ -]Policy/i.test(text);
    context.on('console', (message) => {
      if (isViolation(message.text())) violations.push(message.text());
    });
    context.on('weberror', (error) => {
      const text = String(error.error());
      (isViolation(text) ? violations : errors).push(text);
    });
    await provide(context);
    expect(violations, 'Content Security Policy violations').toEqual([]);
    if (!allowPageErrors) expect(errors, 'errors the page did not catch').toEqual([]);
  },
});

export { expect };
export type { Page } from '@playwright/test';
