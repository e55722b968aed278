import type { Page } from '@playwright/test';

/**
 * Stops the page's installed clock: from here its frames, timers and `performance.now()` move only
 * when the test runs them. An installed clock otherwise keeps pace with the machine's own, so on a
 * slow machine an animation is already under way when the test first looks. The clock is stopped a
 * minute ahead of the page's present (it cannot be stopped in its past), firing what falls due.
 */
export async function stopTheClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}
