import type { PageId } from '../i18n/pages';
import { storedChoiceValue } from '../lib/browser-storage';
import { hydratedSelector } from '../lib/hydrated-mark';
import { languageStorageKey } from '../lib/language-preference';
import { mapEmbedUrl } from '../lib/maps';
import { allPages, locales, messages, pagePath, type Locale } from '../e2e/support/site';
import { limitFor, perEnginePage } from '../e2e/support/machine';
import { widths, type Problems } from './support/engine';
import {
  focusedText,
  fontsLoaded,
  frameSources,
  frames,
  heldTaps,
  isHydrated,
  langAndTitle,
  locationPath,
  menuState,
  openRegions,
  regionTabs,
  shownOnceFadedIn,
  visibleHeading,
} from './support/in-page';
import { expect, hydrated, test } from './support/test';

// Firefox and WebKit (every iPhone browser's engine), as e2e/ covers Chromium only.

const asShown = (text: string) => text.replace(/\s+/g, ' ').trim();

const headingOf = (locale: Locale, page: PageId): string =>
  asShown(page === 'home' ? messages[locale].hero.headline : messages[locale][page].heading);

const none: Problems = { console: [], page: [], csp: [], requests: [] };

/** What the 404 page logs, on purpose, for the path it was served for. */
const notFoundLog = (path: string) => `404 Error: User attempted to access non-existent route: ${path}`;

const regionIds = ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const;

const missing = '/en/no-such-page';

// Resized, not reopened: layout depends on the width, scripts do not; one test a language fits its limit.
for (const language of locales) {
  const pages = [
    ...allPages.filter(({ locale }) => locale === language),
    ...(missing.startsWith(`/${language}/`) ? [{ locale: language, page: undefined, path: missing } as const] : []),
  ];
  test(`${language}: at ${widths.phone.width} and ${widths.desktop.width} px its pages${language === 'en' ? ' and the 404 page' : ''} show their content, hydrate, no error`, async ({
    engine,
  }) => {
    test.setTimeout(limitFor(pages.length, perEnginePage));
    for (const { locale, page, path } of pages) {
      const tab = await engine.open(path, 'phone');
      expect(tab.status, path).toBe(page ? 200 : 404);
      await hydrated(tab);
      const title = page ? messages[locale].meta[page].title : messages.en.meta.notFound.title;
      const heading = page ? headingOf(locale, page) : messages.en.common.notFoundMessage;
      expect(await tab.evaluate(langAndTitle), path).toEqual([locale, title]);
      for (const width of ['phone', 'desktop'] as const) {
        if (width !== 'phone') await tab.resize(width);
        expect(await tab.evaluate(visibleHeading), `${path} at ${width} width`).toEqual([heading]);
        expect(await tab.evaluate(shownOnceFadedIn), `${path} at ${width} width`).toEqual({
          opacity: '1',
          headingOnTop: true,
        });
      }
      expect(await tab.problems(), path).toEqual(page ? none : { ...none, console: [notFoundLog(missing)] });
    }
  });
}

/** One page per language, at both widths: the pages differ in what the engine must lay out and load. */
const firstPaints = [
  { locale: 'ro', page: 'home', width: 'desktop' },
  { locale: 'en', page: 'services', width: 'phone' },
  { locale: 'de', page: 'contact', width: 'desktop' },
] as const;

test('a page in each language paints, loads its fonts, hydrates and shows its content', async ({ engine }) => {
  for (const { locale, page, width } of firstPaints) {
    const path = pagePath(page, locale);
    const tab = await engine.open(path, width);
    expect(tab.status, path).toBe(200);
    await hydrated(tab);
    expect(await tab.evaluate(langAndTitle)).toEqual([locale, messages[locale].meta[page].title]);
    expect(await tab.evaluate(visibleHeading)).toEqual([headingOf(locale, page)]);
    // Latin Extended holds ă ș ț, which every page's Romanian language switch needs.
    expect(await tab.evaluate(fontsLoaded), path).toEqual(expect.arrayContaining(['interLatin', 'interLatinExt']));
    expect(await tab.evaluate(shownOnceFadedIn)).toEqual({ opacity: '1', headingOnTop: true });
    expect(await tab.problems(), path).toEqual(none);
  }
});

test.describe('behaviour that depends on the engine', () => {
  test('the phone menu opens, locks the page’s scrolling, and Escape closes it', async ({ engine }) => {
    const nav = messages.en.nav;
    const tab = await engine.open('/en/about', 'phone');
    await hydrated(tab);
    expect(await tab.evaluate(menuState)).toEqual({
      expanded: 'false',
      label: nav.openMenu,
      shown: false,
      focusIn: 'elsewhere',
      overflow: 'visible',
    });

    await tab.click({ css: 'header button', name: nav.openMenu });
    await expect
      .poll(() => tab.evaluate(menuState))
      .toEqual({ expanded: 'true', label: nav.closeMenu, shown: true, focusIn: 'menu', overflow: 'hidden' });
    // A key that scrolls a page, pressed in the menu, leaves the page where it is.
    await tab.press('PageDown');
    await tab.evaluate(frames, 10);
    expect(await tab.evaluate(() => scrollY)).toBe(0);

    await tab.press('Escape');
    await expect
      .poll(() => tab.evaluate(menuState))
      .toEqual({ expanded: 'false', label: nav.openMenu, shown: false, focusIn: 'button', overflow: 'visible' });
    await tab.press('PageDown');
    await expect.poll(() => tab.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await tab.problems()).toEqual(none);
  });

  test('the language switch keeps the page, replaces the history entry and stores the choice', async ({ engine }) => {
    const tab = await engine.open('/en', 'desktop');
    await hydrated(tab);
    await tab.evaluate((key) => localStorage.removeItem(key), languageStorageKey);
    await tab.click({ css: 'header a', name: messages.en.nav.about });
    await expect.poll(() => tab.evaluate(locationPath)).toBe('/en/about');
    const entries = await tab.evaluate(() => history.length);

    await tab.click({ css: 'header [data-language-switcher] a[hreflang="de"]' });
    await expect.poll(() => tab.evaluate(locationPath)).toBe('/de/uber-uns');
    await expect.poll(() => tab.evaluate(langAndTitle)).toEqual(['de', messages.de.meta.about.title]);
    expect(await tab.evaluate(visibleHeading)).toEqual([asShown(messages.de.about.heading)]);
    expect(storedChoiceValue((await tab.evaluate((key) => localStorage.getItem(key), languageStorageKey)) ?? '')).toBe(
      'de',
    );
    expect(await tab.evaluate(() => history.length)).toBe(entries);

    // Back skips the replaced entry: the page before the English about page.
    await tab.evaluate(() => history.back());
    await expect.poll(() => tab.evaluate(locationPath)).toBe('/en');
    expect(await tab.problems()).toEqual(none);
  });

  test('a link opens the next page at its top without a reload, and so does Back', async ({ engine }) => {
    const tab = await engine.open('/en', 'desktop');
    await hydrated(tab);
    expect(await tab.evaluate(() => history.scrollRestoration)).toBe('manual');
    // A mark on this document's window: it is still there only if no page was loaded since.
    const sameDocument = () => tab.evaluate(() => (window as { __engineMark?: boolean }).__engineMark === true);
    await tab.evaluate(() => {
      (window as { __engineMark?: boolean }).__engineMark = true;
      document.querySelector('footer')!.scrollIntoView();
    });
    expect(await tab.evaluate(() => scrollY)).toBeGreaterThan(0);

    await tab.click({ css: 'footer a', name: messages.en.nav.services });
    await expect.poll(() => tab.evaluate(locationPath)).toBe('/en/services');
    await expect.poll(() => tab.evaluate(() => scrollY)).toBe(0);
    expect(await tab.evaluate(visibleHeading)).toEqual([asShown(messages.en.services.heading)]);
    expect(await sameDocument()).toBe(true);

    await tab.evaluate(() => document.querySelector('footer')!.scrollIntoView());
    await tab.evaluate(() => history.back());
    await expect.poll(() => tab.evaluate(locationPath)).toBe('/en');
    await expect.poll(() => tab.evaluate(() => scrollY)).toBe(0);
    expect(await sameDocument()).toBe(true);
    expect(await tab.problems()).toEqual(none);
  });

  test('the region tabs start on the west, follow the arrow keys, and the chosen one deselects', async ({ engine }) => {
    const t = messages.en;
    const name = (id: (typeof regionIds)[number]) => t.regions[id].name;
    const countriesIn = (id: (typeof regionIds)[number]) => t.coverage.countriesIn.replace('{region}', name(id));
    const tab = await engine.open('/en', 'desktop');
    await hydrated(tab);
    expect(await tab.evaluate(regionTabs)).toEqual({
      tabs: regionIds.map(name),
      selected: [name('west')],
      panel: countriesIn('west'),
    });

    await tab.focus({ css: '[role="tab"]', name: name('west') });
    await tab.press('ArrowRight');
    await expect.poll(async () => (await tab.evaluate(regionTabs)).selected).toEqual([name('north')]);
    expect(await tab.evaluate(focusedText)).toBe(name('north'));
    expect((await tab.evaluate(regionTabs)).panel).toBe(countriesIn('north'));
    await tab.press('End');
    await expect.poll(async () => (await tab.evaluate(regionTabs)).selected).toEqual([name('sociopolitical')]);
    await tab.press('ArrowRight');
    await expect.poll(async () => (await tab.evaluate(regionTabs)).selected).toEqual([name('west')]);
    expect(await tab.evaluate(focusedText)).toBe(name('west'));

    await tab.click({ css: '[role="tab"]', name: name('west') });
    await expect.poll(async () => (await tab.evaluate(regionTabs)).selected).toEqual([]);
    expect((await tab.evaluate(regionTabs)).panel).toBe(t.coverage.subtitle);
    expect(await tab.problems()).toEqual(none);
  });

  // Clicks only: headless Firefox's window never has the focus, so a key never becomes a click.
  test('the accordion opens one region at a time, and the open one closes when clicked', async ({ engine }) => {
    const tab = await engine.open('/en/services', 'desktop');
    await hydrated(tab);
    expect(await tab.evaluate(openRegions)).toEqual({ expanded: [], shown: [] });

    // From the bottom up: an opening panel moves the buttons below it, never the one above.
    await tab.click({ css: '#region-east-button' });
    await expect.poll(() => tab.evaluate(openRegions)).toEqual({ expanded: ['east'], shown: ['east'] });
    await tab.click({ css: '#region-north-button' });
    await expect.poll(() => tab.evaluate(openRegions)).toEqual({ expanded: ['north'], shown: ['north'] });
    await tab.click({ css: '#region-north-button' });
    await expect.poll(() => tab.evaluate(openRegions)).toEqual({ expanded: [], shown: [] });
    expect(await tab.problems()).toEqual(none);
  });

  test('the contact page loads Google’s map only once the visitor asks for it, and hides it again', async ({
    engine,
  }) => {
    const show = { css: 'button', name: messages.en.contact.map.show };
    const tab = await engine.open('/en/contact', 'phone');
    await hydrated(tab);
    // The box is in view and the page has settled: nothing but the visitor's tap may load the map.
    await tab.focus(show);
    await tab.evaluate(frames, 10);
    expect(await tab.evaluate(frameSources)).toEqual([]);
    await tab.click(show);
    await expect.poll(() => tab.evaluate(frameSources)).toEqual([mapEmbedUrl('en')]);
    await tab.click({ css: 'button', name: messages.en.contact.map.hide });
    await expect.poll(() => tab.evaluate(frameSources)).toEqual([]);
    expect(await tab.problems()).toEqual(none);
  });

  test('the 404 page shows the copy of the path’s language only, with a way home', async ({ engine }) => {
    for (const locale of locales) {
      const path = `/${locale}/no-such-page`;
      const copy = messages[locale].common;
      const tab = await engine.open(path, 'phone');
      expect(tab.status).toBe(404);
      await hydrated(tab);
      expect(await tab.evaluate(langAndTitle)).toEqual([locale, messages[locale].meta.notFound.title]);
      expect(await tab.evaluate(visibleHeading)).toEqual([asShown(copy.notFoundMessage)]);
      const homeLinks = await tab.evaluate(
        (text) =>
          Array.from(document.querySelectorAll('a'))
            .filter((link) => link.checkVisibility() && link.textContent?.trim() === text)
            .map((link) => link.getAttribute('href')),
        copy.backToHome,
      );
      expect(homeLinks).toEqual([`/${locale}`]);
      expect(await tab.problems()).toEqual({ ...none, console: [notFoundLog(path)] });
    }
  });

  test('on a host without redirects, the 404 page sends a path without a language to /ro', async ({ engine }) => {
    const host = engine.hostWithoutRedirects;
    const tab = await engine.open(`${host.origin}/ro`, 'desktop');
    await hydrated(tab);
    const entries = await tab.evaluate(() => history.length);
    await tab.evaluate((url) => location.assign(url), `${host.origin}/servicii?x=1`);
    await expect.poll(() => tab.evaluate(locationPath)).toBe('/ro/servicii?x=1');
    expect(host.requests.find((exchange) => exchange.target === '/servicii?x=1')?.status).toBe(404);
    // The 404 page replaced its own entry: one more entry than before, for the page it went to.
    expect(await tab.evaluate(() => history.length)).toBe(entries + 1);
    await expect.poll(() => tab.evaluate(visibleHeading)).toEqual([asShown(messages.ro.services.heading)]);
    await tab.evaluate(() => history.back());
    await expect.poll(() => tab.evaluate(locationPath)).toBe('/ro');
    await hydrated(tab);
    expect(await tab.problems()).toEqual(none);
  });

  test('a tap on the menu button before hydration is replayed once the page has hydrated @first-paint', async ({
    engine,
  }) => {
    const nav = messages.en.nav;
    const release = engine.proxy.holdScripts();
    try {
      const tab = await engine.open(`${engine.proxy.origin}/en/about`, 'phone');
      await tab.click({ css: 'header button', name: nav.openMenu });
      expect(await tab.evaluate(isHydrated, hydratedSelector)).toBe(false);
      expect((await tab.evaluate(menuState)).expanded).toBe('false');
      expect(await tab.evaluate(heldTaps)).toBe(1);

      release();
      await hydrated(tab);
      await expect.poll(async () => (await tab.evaluate(menuState)).expanded).toBe('true');
      // Replayed exactly once: a second replay would have closed the menu again.
      expect(await tab.evaluate(heldTaps)).toBe(0);
      expect(await tab.evaluate(menuState)).toMatchObject({ expanded: 'true', label: nav.closeMenu, shown: true });
      expect(await tab.problems()).toEqual(none);
    } finally {
      release();
    }
  });
});
