import { expect, test, type Page } from './support/test';
import { messages, hydrated } from './support/site';
import type { Locator } from '@playwright/test';

/**
 * How soon a tap is answered on a low-end phone (the CPU 8x slower), once the page has hydrated:
 * the Event Timing API's duration of the interaction (input delay, handlers, the next frame), as
 * INP counts it. The figure is reported, in the test's annotations and its output, and not
 * asserted: it depends on the machine. What is asserted is that the tap did what it should.
 * It is a visitor's first tap: the animations are at most on their way (a scroll or touch starts them).
 */

const t = messages.en;
const slowPhone = 8;
/** The smallest duration the Event Timing API reports an interaction at. */
const threshold = 16;

/** Starts recording the page's Event Timing entries. */
async function recordInteractions(page: Page) {
  await page.evaluate((durationThreshold) => {
    const seen: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
    observer.observe({ type: 'event', durationThreshold, buffered: false } as PerformanceObserverInit);
    Object.assign(window, { interactionsSeen: seen, interactionsObserver: observer });
  }, threshold);
}

/** An Event Timing entry with its interaction (TypeScript's DOM types lack interactionId). */
type EventTimingEntry = PerformanceEntry & {
  interactionId: number;
  processingStart: number;
  processingEnd: number;
};

/** What an interaction's time went on: waiting for the main thread, the handlers, the next frame. */
type Latency = { duration: number; inputDelay: number; processing: number; presentation: number; type: string };

/**
 * The longest event of the interactions recorded so far, once the frames after it have been
 * painted; undefined when every one was under the threshold.
 */
async function longestInteraction(page: Page): Promise<Latency | undefined> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { interactionsSeen: seen, interactionsObserver: observer } = window as unknown as {
      interactionsSeen: PerformanceEntry[];
      interactionsObserver: PerformanceObserver;
    };
    // Those delivered and those not yet delivered; only the events of a tap have an interactionId.
    const interactions = [...seen, ...observer.takeRecords()] as EventTimingEntry[];
    const longest = interactions
      .filter((entry) => entry.interactionId)
      .reduce<EventTimingEntry | undefined>((a, b) => (a && a.duration >= b.duration ? a : b), undefined);
    if (!longest) return undefined;
    const { duration, startTime, processingStart, processingEnd, name } = longest;
    return {
      duration,
      inputDelay: processingStart - startTime,
      processing: processingEnd - processingStart,
      presentation: startTime + duration - processingEnd,
      type: name,
    };
  });
}

/** Loads `path`, waits for hydration, slows the CPU down, taps `control` and reports the latency. */
async function tapOnSlowPhone(page: Page, path: string, control: (page: Page) => Locator, what: string) {
  await page.goto(path);
  await hydrated(page);
  await recordInteractions(page);
  // Where to touch, found at full speed: a locator's tap would also run Playwright's own checks in
  // the page on every touch and pointer event, at 8x, and count them in the tap's latency.
  await control(page).scrollIntoViewIfNeeded();
  const box = (await control(page).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const latency = await longestInteraction(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const ms = (value: number) => `${Math.round(value)} ms`;
  const figure = latency
    ? `${ms(latency.duration)} (${latency.type}: input delay ${ms(latency.inputDelay)}, handlers ` +
      `${ms(latency.processing)}, to the next frame ${ms(latency.presentation)})`
    : `under ${threshold} ms`;
  test.info().annotations.push({ type: `tap latency at ${slowPhone}x CPU`, description: `${what}: ${figure}` });
  console.log(`tap latency at ${slowPhone}x CPU, ${what}: ${figure}`);
}

test.describe(`a first tap at ${slowPhone}x CPU, once hydrated @mobile`, () => {
  test('on the menu button opens the menu', async ({ page }) => {
    const button = (p: Page) => p.getByRole('button', { name: t.nav.openMenu });
    await tapOnSlowPhone(page, '/en', button, 'menu button, /en');
    await expect(page.getByRole('button', { name: t.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  });

  test('on a region tab selects it', async ({ page }) => {
    const tab = (p: Page) => p.getByRole('tab', { name: t.regions.north.name });
    await tapOnSlowPhone(page, '/en', tab, 'region tab, /en');
    await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
  });

  test('on an accordion header opens its region', async ({ page }) => {
    const header = (p: Page) => p.getByRole('button', { name: new RegExp(t.regions.north.name) });
    await tapOnSlowPhone(page, '/en/services', header, 'accordion header, /en/services');
    await expect(header(page)).toHaveAttribute('aria-expanded', 'true');
  });
});
