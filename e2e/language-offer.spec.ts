import { languageStorageKey } from '../lib/language-preference';
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { choseEarlier, hydrated, messages, storedChoice, type Locale } from './support/site';

const storageKey = languageStorageKey;

/** The offer of `locale`: a region named in that language. */
function offerOf(page: Page, locale: Locale) {
  return page.getByRole('complementary', { name: messages[locale].languageOffer.label });
}

/**
 * Waits until the page has decided (once the browser is idle) to make no offer, and sees none. An
 * offer once decided on comes later, after its words have been fetched: only the decision proves
 * that none is coming.
 */
async function decidedOnNoOffer(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-test-language-offer', 'none');
  await expect(page.getByRole('complementary')).toHaveCount(0);
}

/** A layout shift as the page recorded it: its score, when, and what moved from where to where. */
type Shift = { value: number; at: number; moved: string[] };

/**
 * Records the page's layout shifts from its start, as CLS counts them (shifts right after an input
 * aside). The returned function reads their sum and the shifts themselves, whose sources name the
 * elements that moved: a failure then says what moved, not only by how much.
 */
async function recordLayoutShifts(page: Page): Promise<() => Promise<{ total: number; shifts: Shift[] }>> {
  await page.addInitScript(() => {
    type Entry = {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`
        : String(node?.nodeName ?? 'a removed node');
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Entry[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
  };
}

test.describe('a visitor who chose German earlier, on a Romanian page', () => {
  // The offer slides in: with motion.
  test.use({ storageState: choseEarlier('de'), reducedMotion: 'no-preference' });

  // @viewport: where it rests and whether anything moves depend on the window: both projects run this one.
  test('is offered the German page, in German, nothing moves; closing it is remembered @viewport', async ({ page }) => {
    const copy = messages.de.languageOffer;
    const layoutShift = await recordLayoutShifts(page);
    // Inter arriving late still moves the bar's text a few pixels (its fallback is close, not equal):
    // the fonts are held back, so that only the offer could move anything.
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto('/ro/servicii');
    const offer = offerOf(page, 'de');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'de');
    await expect(offer).toContainText(copy.text);
    await expect(offer.getByRole('link', { name: copy.link })).toHaveAttribute('href', '/de/dienstleistungen');
    await expect(offer.getByRole('button', { name: copy.dismiss })).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(1);
    // It fades in right under the bar, in the space the page keeps free for it, and nothing moves.
    await expect(offer).toHaveCSS('animation-name', /offer-enter/);
    await offer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = (await offer.boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(Math.round(box.y)).toBe(64);
    expect(heading.y).toBeGreaterThan(box.y + box.height);
    const { total, shifts } = await layoutShift();
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBe(0);

    // The keyboard reaches it last, after the footer's last link: the page comes first.
    await page.locator('footer a').last().focus();
    await page.keyboard.press('Tab');
    await expect(offer.getByRole('link', { name: copy.link })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(offer.getByRole('button', { name: copy.dismiss })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL('/ro/servicii');

    await page.reload();
    await decidedOnNoOffer(page);
    await page.goto('/ro/despre');
    await decidedOnNoOffer(page);
  });

  test('following the offer opens the German page and is remembered as the choice', async ({ page }) => {
    await page.goto('/ro/servicii');
    await offerOf(page, 'de').getByRole('link', { name: messages.de.languageOffer.link }).click();
    await expect(page).toHaveURL('/de/dienstleistungen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await storedChoice(page, storageKey)).toBe('de');
    await page.goto('/de/kontakt');
    await decidedOnNoOffer(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('there is no offer', async ({ page }) => {
      await page.goto('/ro/servicii');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary')).toHaveCount(0);
      await expect(page.getByText(messages.de.languageOffer.text)).toHaveCount(0);
    });
  });

  test('the offer is not in any page’s HTML or data, for crawlers to index @http', async ({ request }) => {
    for (const path of ['/ro/servicii', '/ro/servicii.txt', '/en', '/de']) {
      const body = await (await request.get(path)).text();
      for (const { languageOffer } of Object.values(messages)) expect(body, path).not.toContain(languageOffer.text);
    }
  });
});

test.describe('a visitor who chose English earlier, on a German page', () => {
  test.use({ storageState: choseEarlier('en') });

  test('is offered the English page, in English; once closed, a reload shows nothing', async ({ page }) => {
    const copy = messages.en.languageOffer;
    await page.goto('/de');
    const offer = offerOf(page, 'en');
    await expect(offer).toContainText(copy.text);
    await expect(offer.getByRole('link', { name: copy.link })).toHaveAttribute('href', '/en');
    await offer.getByRole('button', { name: copy.dismiss }).click();
    await expect(offer).toHaveCount(0);

    await page.reload();
    await decidedOnNoOffer(page);
  });
});

test.describe('a visitor who chose Romanian earlier', () => {
  test.use({ storageState: choseEarlier('ro') });

  test('sees no offer on a Romanian page; is offered Romanian, in Romanian, on an English one', async ({ page }) => {
    const copy = messages.ro.languageOffer;
    await page.goto('/ro/servicii');
    await decidedOnNoOffer(page);

    await page.goto('/en/contact');
    const offer = offerOf(page, 'ro');
    await expect(offer).toHaveAttribute('lang', 'ro');
    await expect(offer).toContainText(copy.text);
    await expect(offer.getByRole('link', { name: copy.link })).toHaveAttribute('href', '/ro/contact');
    await expect(offer.getByRole('button', { name: copy.dismiss })).toBeVisible();
  });
});

test.describe('a visitor who never chose a language', () => {
  // The browser's language settings are not read: a browser in German is offered nothing.
  test.use({ locale: 'de-DE' });

  test('is offered nothing, on any page', async ({ page }) => {
    for (const path of ['/ro/servicii', '/en', '/de/kontakt']) {
      await page.goto(path);
      await decidedOnNoOffer(page);
    }
  });
});

test.describe('for visitors who prefer less motion', () => {
  test.use({ storageState: choseEarlier('de'), reducedMotion: 'reduce' });

  test('the offer appears without sliding in, and meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/en/about');
    const offer = offerOf(page, 'de');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveCSS('animation-name', 'none');
    // Settled, without motion: axe measures the offer's contrast as it is read.
    expect(await axeViolations(page, 'aside[data-language-offer]')).toEqual([]);
  });
});
