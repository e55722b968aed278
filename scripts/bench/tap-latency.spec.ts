import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../i18n/messages';
import { hydratedSelector } from '../../lib/hydrated-mark';

// A first tap's Event Timing duration at 8x CPU, reported not asserted (it is the machine's);
// asserted is only that the tap did what it should.

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

/**
 * Where the centre of `control` is on `path`, and how far the page is scrolled to show it: found by
 * role and name in a page of its own, so that the tap can be measured in a page Playwright's own
 * script has never entered. Once a locator has been used in a page, that script listens to every
 * pointer, touch and mouse event (to check the targets of its actions): at 8x, tens of
 * milliseconds more in every tap, which no visitor's browser has.
 */
async function whereToTouch(page: Page, path: string, control: (page: Page) => Locator) {
  const finder = await page.context().newPage();
  await finder.goto(path);
  await finder.locator(hydratedSelector).waitFor({ state: 'attached' });
  await control(finder).scrollIntoViewIfNeeded();
  const box = (await control(finder).boundingBox())!;
  const scrollY = await finder.evaluate(() => window.scrollY);
  await finder.close();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, scrollY };
}

/** Waits for hydration with plain evaluates (a locator would bring Playwright's script in). */
async function hydratedWithoutLocator(page: Page) {
  await expect.poll(() => page.evaluate((mark) => !!document.querySelector(mark), hydratedSelector)).toBe(true);
}

/**
 * How the finger touches: Playwright's tap puts it down and lifts it at once, so the click's work
 * runs before the frame that answers the touch and both count in one interaction; a finger rests on
 * the glass for about a tenth of a second, in which the touch's own work is done.
 */
const touches = [
  { name: 'instant', holdMs: 0 },
  { name: 'held 100 ms', holdMs: 100 },
] as const;
type Touch = (typeof touches)[number];

/** Loads `path`, waits for hydration, slows the CPU down, taps `control` and reports the latency. */
async function tapOnSlowPhone(page: Page, path: string, control: (page: Page) => Locator, what: string, how: Touch) {
  const touch = await whereToTouch(page, path, control);
  await page.goto(path);
  await hydratedWithoutLocator(page);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), touch.scrollY);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  await recordInteractions(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone });
  if (how.holdMs === 0) await page.touchscreen.tap(touch.x, touch.y);
  else {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: touch.x, y: touch.y }] });
    await new Promise((resolve) => setTimeout(resolve, how.holdMs));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  const latency = await longestInteraction(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const ms = (value: number) => `${Math.round(value)} ms`;
  const figure = latency
    ? `${ms(latency.duration)} (${latency.type}: input delay ${ms(latency.inputDelay)}, handlers ` +
      `${ms(latency.processing)}, to the next frame ${ms(latency.presentation)})`
    : `under ${threshold} ms`;
  const label = `tap latency at ${slowPhone}x CPU, ${how.name}`;
  test.info().annotations.push({ type: label, description: `${what}: ${figure}` });
  console.log(`${label}, ${what}: ${figure}`);
}

for (const how of touches) {
  test.describe(`a first tap at ${slowPhone}x CPU, ${how.name}, once hydrated`, () => {
    test('on the menu button opens the menu', async ({ page }) => {
      const button = (p: Page) => p.getByRole('button', { name: t.nav.openMenu });
      await tapOnSlowPhone(page, '/en', button, 'menu button, /en', how);
      await expect(page.getByRole('button', { name: t.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    });

    test('on a region tab selects it', async ({ page }) => {
      const tab = (p: Page) => p.getByRole('tab', { name: t.regions.north.name });
      await tapOnSlowPhone(page, '/en', tab, 'region tab, /en', how);
      await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
    });

    test('on an accordion header opens its region', async ({ page }) => {
      const header = (p: Page) => p.getByRole('button', { name: new RegExp(t.regions.north.name) });
      await tapOnSlowPhone(page, '/en/services', header, 'accordion header, /en/services', how);
      await expect(header(page)).toHaveAttribute('aria-expanded', 'true');
    });
  });
}
