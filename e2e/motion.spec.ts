import { expect, test, type Page } from './support/test';
import { messages, hydrated } from './support/site';
import type { Locator } from '@playwright/test';

/**
 * The animations of the menu, the regions accordion and the coverage explorer (framer-motion,
 * loaded after the first paint): each one passes through in-between states, and with reduced
 * motion each one is in its end state from the first frame. Every measurement is taken by the
 * page itself, frame by frame, right after a click.
 */

const t = messages.en;

/** The page, hydrated, with the animations loaded (they arrive at the visitor's first move). */
async function ready(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.mouse.move(10, 10);
  await page.locator('html[data-test-motion="ready"]').waitFor({ state: 'attached' });
}

type Measure = 'height' | 'opacity' | 'left';

/**
 * Clicks `control` and reads `measure` of the element `targetId` (or of the first
 * `[data-marker]`) at each of the next 40 frames; -1 while the element is hidden.
 */
async function framesAfterClick(control: Locator, measure: Measure, targetId?: string): Promise<number[]> {
  return control.evaluate(
    async (element, [what, id]) => {
      const target = () =>
        (id ? document.getElementById(id) : document.querySelector('[data-marker]')) as HTMLElement | null;
      const read = () => {
        const node = target();
        if (!node || node.hidden) return -1;
        if (what === 'opacity') return Number(getComputedStyle(node).opacity);
        const box = node.getBoundingClientRect();
        return what === 'height' ? box.height : box.left;
      };
      (element as HTMLElement).click();
      const values: number[] = [];
      for (let frame = 0; frame < 40; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        values.push(read());
      }
      return values;
    },
    [measure, targetId] as const,
  );
}

/**
 * The values strictly between `from` and `to`. Frames are sparse on a busy machine and the curves
 * ease out, so an in-between value may already be close to the end: the margin only absorbs
 * rounding.
 */
const between = (values: number[], from: number, to: number, margin = 0.05) =>
  values.filter((value) => value > Math.min(from, to) + margin && value < Math.max(from, to) - margin);

/**
 * Frames are sparse on a busy machine: one slow frame (a panel's first layout, another test's work)
 * can outlast a 0.3 s animation, which then seems to jump. An animation that runs shows in-between
 * values within a few tries; one that does not, never. `attempt` measures one try and says whether
 * it saw them.
 */
async function withinTries(attempt: () => Promise<boolean>, tries = 4): Promise<boolean> {
  for (let index = 0; index < tries; index++) if (await attempt()) return true;
  return false;
}

// The animations themselves; each test also checks them under reduced motion.
test.use({ reducedMotion: 'no-preference' });

test.describe('the mobile menu @mobile', () => {
  const button = (page: Page) => page.getByRole('button', { name: t.nav.openMenu });
  const closeButton = (page: Page) => page.getByRole('button', { name: t.nav.closeMenu });

  test('fades in and out, and opens and closes at once with reduced motion', async ({ page }) => {
    await ready(page, '/en');
    const panelId = (await button(page).getAttribute('aria-controls'))!;
    const seen = { opening: [] as number[][], closing: [] as number[][] };
    const fades = await withinTries(async () => {
      const opening = await framesAfterClick(button(page), 'opacity', panelId);
      expect(opening.at(-1), 'fully shown once it has come in').toBe(1);
      const closing = await framesAfterClick(closeButton(page), 'opacity', panelId);
      expect(closing.at(-1), 'hidden once it has gone out').toBe(-1);
      if (between(opening, 0, 1, 0.001).length > 0) seen.opening.push(opening);
      if (between(closing, 0, 1, 0.001).length > 0) seen.closing.push(closing);
      return seen.opening.length > 0 && seen.closing.length > 0;
    });
    expect(fades, `no in-between opacity while opening or closing: ${JSON.stringify(seen)}`).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await framesAfterClick(button(page), 'opacity', panelId)).toEqual(Array(40).fill(1));
    expect(await framesAfterClick(closeButton(page), 'opacity', panelId)).toEqual(Array(40).fill(-1));
  });
});

test.describe('the regions accordion', () => {
  const button = (page: Page, id: 'north' | 'east') =>
    page.getByRole('button', { name: new RegExp(t.regions[id].name) });

  test('a panel grows as it opens and shrinks as it closes; at once with reduced motion', async ({ page }) => {
    await ready(page, '/en/services');
    const panelId = (await button(page, 'north').getAttribute('aria-controls'))!;
    let last = { opening: [] as number[], closing: [] as number[] };
    const animates = await withinTries(async () => {
      const opening = await framesAfterClick(button(page, 'north'), 'height', panelId);
      const full = opening.at(-1)!;
      expect(full).toBeGreaterThan(100);
      expect(
        opening.every((height, frame) => frame === 0 || height >= opening[frame - 1]!),
        `it only grows: ${opening}`,
      ).toBe(true);
      // Opening another region closes this one, animated too.
      const closing = await framesAfterClick(button(page, 'east'), 'height', panelId);
      expect(closing.at(-1), 'hidden once closed').toBe(-1);
      await expect(button(page, 'east')).toHaveAttribute('aria-expanded', 'true');
      await button(page, 'east').click();
      await expect(button(page, 'east')).toHaveAttribute('aria-expanded', 'false');
      last = { opening, closing };
      return between(opening, 0, full).length > 0 && between(closing, 0, full).length > 0;
    });
    expect(animates, `no in-between heights: ${JSON.stringify(last)}`).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const opening = await framesAfterClick(button(page, 'north'), 'height', panelId);
    expect(opening[0]).toBeGreaterThan(100);
    expect(new Set(opening).size, `heights: ${opening}`).toBe(1);
    expect(await framesAfterClick(button(page, 'north'), 'height', panelId)).toEqual(Array(40).fill(-1));
  });
});

// @viewport: on a phone the tabs wrap onto rows; West and North share the first at both sizes.
test.describe('the coverage explorer @viewport', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name });

  /** The left edge of the marker where it rests on `name`'s tab (it covers the tab's border). */
  const restingLeft = async (page: Page, name: string) => (await tab(page, name).boundingBox())!.x;

  test("the selected tab's marker travels to the newly selected tab; it jumps with reduced motion", async ({
    page,
  }) => {
    await ready(page, '/en');
    let last: number[] = [];
    // Back and forth between two tabs until a try has caught the marker on its way.
    const travels = await withinTries(async () => {
      const [fromName, toName] =
        (await tab(page, t.regions.west.name).getAttribute('aria-selected')) === 'true'
          ? [t.regions.west.name, t.regions.north.name]
          : [t.regions.north.name, t.regions.west.name];
      const from = await restingLeft(page, fromName);
      const to = await restingLeft(page, toName);
      last = await framesAfterClick(tab(page, toName), 'left');
      expect(last.at(-1)).toBeCloseTo(to, 0);
      await expect(page.getByRole('tabpanel')).toContainText(t.coverage.countriesIn.replace('{region}', toName));
      return between(last, from, to, 2).length > 0;
    });
    expect(travels, `the marker's left edge never was between the two tabs: ${last}`).toBe(true);

    // With reduced motion it jumps (to a tab the tries above never selected).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const to = await restingLeft(page, t.regions.south.name);
    const lefts = await framesAfterClick(tab(page, t.regions.south.name), 'left');
    for (const left of lefts) expect(left).toBeCloseTo(to, 0);
  });
});

test.describe('loading the animations', () => {
  test('waits for the visitor to use the page, not for an idle moment', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    // Two idle periods after hydration: the moment the animations used to be loaded at.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html'), 'not loaded while the page is only read').not.toHaveAttribute(
      'data-test-motion',
    );
    await page.mouse.wheel(0, 200);
    await expect(page.locator('html'), 'loaded at the first scroll').toHaveAttribute('data-test-motion', 'ready');
  });
});
