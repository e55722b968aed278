import { createTranslator } from 'next-intl';
import { mapConsentStorageKey } from '../lib/map-consent';
import { storedChoiceMonths } from '../lib/browser-storage';
import { browserStorage, googleMaps, supervisoryAuthority } from '../lib/privacy';
import { served, textOf, within } from './support/served';
import { afterThePageHasSeen } from './support/settled';
import { expect, test, type Page } from './support/test';
import { allPages, company, hydrated, locales, messages, pagePath, storedChoice, type Locale } from './support/site';

/** The consent box's lead, with the lifetime of Google's cookies filled in. */
function mapNotice(locale: Locale): string {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'contact.map' });
  return t('notice', { months: googleMaps.longestCookieMonths });
}

/** The box that remembers the choice, with the months it is kept. */
function rememberLabel(locale: Locale): string {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'contact.map' });
  return t('remember', { months: storedChoiceMonths });
}

test.describe('the privacy notice @http', () => {
  for (const locale of locales) {
    test(`${locale}: who is responsible, what is processed and kept, Google Maps, rights, complaints`, async ({
      request,
    }) => {
      const t = messages[locale].privacy;
      const { screen } = await served(request, pagePath('privacy', locale));
      const mainElement = screen.getByRole('main');
      const main = within(mainElement);
      const text = textOf(mainElement);
      expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(t.heading);
      for (const section of ['controller', 'visit', 'storage', 'map', 'contact', 'recipients', 'rights', 'complaint'])
        main.getByRole('heading', { level: 2, name: t[section as 'map'].heading });

      for (const fact of [company.legalName, company.address.street, company.hosting.name, company.hosting.address])
        expect(text).toContain(fact);
      expect(text).toContain(`${company.hosting.accessLogDays}`);
      expect(main.getAllByRole('link', { name: company.email }).length).toBeGreaterThan(0);
      // Each key the site may keep in the browser, by its name, with what it is for.
      const items = [...mainElement.querySelectorAll('li')].map(textOf);
      for (const { key, id } of browserStorage) {
        const said = t.storage.items[id].replace(/\s+/g, ' ');
        expect(items, key).toContainEqual(expect.stringMatching(new RegExp(`^${key}\\W.*${escape(said)}`)));
      }
      expect(text).toContain(googleMaps.address);
      // Google's map: what its cookies are for, how long they last, where Google lists them.
      const links = main.getAllByRole('link').map((link: HTMLElement) => link.getAttribute('href'));
      expect(links).toEqual(expect.arrayContaining([googleMaps.policy, googleMaps.cookies]));
      expect(text).toMatch(new RegExp(`\\b${googleMaps.longestCookieMonths}\\s`));
      expect(text).toContain(supervisoryAuthority.name);
      expect(text).toContain(supervisoryAuthority.address);
    });
  }
});

/** A regular expression that matches `text` as it is. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every request the page makes from now on, by its URL. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return requested;
}

/** The origins of `urls` other than the site's own (http and https only: data: URLs are not requests). */
function otherOrigins(urls: string[], site: string): string[] {
  const origins = urls.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin);
  return [...new Set(origins.filter((origin) => origin !== new URL(site).origin))];
}

// @viewport: the box is taller than 4:3 on a phone, where its words need more lines.
test('the contact page shows Google Maps only when asked, in the same box, and nothing else leaves the site @viewport', async ({
  page,
  baseURL,
}) => {
  const t = messages.en.contact.map;
  const requested = recordRequests(page);
  await page.goto(pagePath('contact', 'en'));
  await hydrated(page);
  const show = page.getByRole('button', { name: t.show });
  await show.scrollIntoViewIfNeeded();
  const box = page.locator(`section:has(> h2:text-is("${t.heading}")) > div`).first();

  // Before: the address, what showing the map sends, a link to the notice; no frame, no request,
  // once the page has seen the box in view.
  await afterThePageHasSeen(box);
  await expect(box).toContainText(company.address.street);
  await expect(box).toContainText(mapNotice('en'));
  await expect(box.getByRole('link', { name: t.privacyLink })).toHaveAttribute('href', pagePath('privacy', 'en'));
  await expect(box.getByRole('checkbox', { name: rememberLabel('en') })).not.toBeChecked();
  await expect(box.getByRole('link', { name: new RegExp(t.openInGoogle) })).toBeHidden();
  // What Google's cookies do and what withdrawing leaves is one tap away.
  const cookiePage = box.getByRole('link', { name: t.details.match(/<cookies>(.*)<\/cookies>/)![1]! });
  await expect(cookiePage).toBeHidden();
  await box.getByText(t.more).click();
  await expect(cookiePage).toHaveAttribute('href', googleMaps.cookies);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(otherOrigins(requested, baseURL!), 'requests before the map is asked for').toEqual([]);
  const before = (await box.boundingBox())!;

  // One tap: the map, zoom 15 on the office (fixed by the specification), in the box's place; the
  // box has not moved or changed size.
  await show.click();
  const map = page.getByTitle(t.title);
  await expect(map).toBeVisible();
  const src = new URL((await map.getAttribute('src'))!);
  expect([src.origin, src.searchParams.get('z'), src.searchParams.get('q'), src.searchParams.get('hl')]).toEqual([
    googleMaps.origin,
    '15',
    `${company.geo.latitude},${company.geo.longitude}`,
    'en',
  ]);
  expect((await map.boundingBox())!.height).toBeGreaterThan(200);
  expect(await box.boundingBox()).toEqual(before);
  await expect(map).toBeFocused();
  await expect.poll(() => otherOrigins(requested, baseURL!)).toEqual([googleMaps.origin]);
  // Not remembered: a new visit asks again.
  await page.reload();
  await page.getByRole('button', { name: t.show }).scrollIntoViewIfNeeded();
  await hydrated(page);
  await afterThePageHasSeen(page.getByRole('heading', { name: t.heading }));
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a remembered choice shows the map at the next visit, until it is forgotten on the privacy page', async ({
  page,
  baseURL,
}) => {
  const t = messages.de;
  await page.goto(pagePath('contact', 'de'));
  await hydrated(page);
  await page.getByRole('checkbox', { name: rememberLabel('de') }).check();
  await page.getByRole('button', { name: t.contact.map.show }).click();
  await expect(page.getByTitle(t.contact.map.title)).toBeVisible();

  // The next visit: the map comes when its box nears the screen, with no tap.
  await page.reload();
  await hydrated(page);
  await page.getByRole('heading', { name: t.contact.map.heading }).scrollIntoViewIfNeeded();
  await expect(page.getByTitle(t.contact.map.title)).toBeVisible();

  // Withdrawn on the privacy page: the contact page asks again.
  await page.goto(pagePath('privacy', 'de'));
  await hydrated(page);
  const status = page.getByRole('status');
  await expect(status).toHaveText(t.privacy.map.remembered);
  await page.getByRole('button', { name: t.privacy.map.forget }).click();
  await expect(status).toHaveText(t.privacy.map.notRemembered);
  const requested = recordRequests(page);
  await page.goto(pagePath('contact', 'de'));
  await hydrated(page);
  await page.getByRole('button', { name: t.contact.map.show }).scrollIntoViewIfNeeded();
  await afterThePageHasSeen(page.getByRole('heading', { name: t.contact.map.heading }));
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(otherOrigins(requested, baseURL!)).toEqual([]);
});

test('the map is hidden again on the contact page, where a remembered choice is forgotten too @viewport', async ({
  page,
}) => {
  const t = messages.ro.contact.map;
  await page.goto(pagePath('contact', 'ro'));
  await hydrated(page);
  const main = page.getByRole('main');

  // Shown once: hiding it takes the frame away and gives the focus back to the button that showed it.
  await main.getByRole('button', { name: t.show }).click();
  await expect(main.getByTitle(t.title)).toBeVisible();
  await main.getByRole('button', { name: t.hide, exact: true }).click();
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect(main.getByRole('button', { name: t.show })).toBeFocused();

  // Shown and remembered: the button says it forgets too, and does.
  await main.getByRole('checkbox', { name: rememberLabel('ro') }).check();
  await main.getByRole('button', { name: t.show }).click();
  await expect(main.getByTitle(t.title)).toBeVisible();
  expect(await storedChoice(page, mapConsentStorageKey)).toBe('granted');
  await main.getByRole('button', { name: t.hideAndForget }).click();
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect(main.getByRole('checkbox', { name: rememberLabel('ro') })).not.toBeChecked();
  expect(await storedChoice(page, mapConsentStorageKey)).toBeNull();

  // The next visit asks again: with the box on the screen for two frames, a remembered map would
  // have been added (its observer answers at the next frame); the box still holds the button.
  await page.reload();
  await hydrated(page);
  await main.getByRole('button', { name: t.show }).scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(main.getByRole('button', { name: t.show })).toBeVisible();
  await expect(main.getByTitle(t.title)).toHaveCount(0);
});

test('without JavaScript the map box links to the map in a new tab, and nothing is loaded from Google', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requested = recordRequests(page);
  const t = messages.ro.contact.map;
  await page.goto(pagePath('contact', 'ro'));
  const link = page.getByRole('link', { name: new RegExp(t.openInGoogle) });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
  await expect(page.getByRole('button', { name: t.show })).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(otherOrigins(requested, baseURL!)).toEqual([]);
  await context.close();
});

test('the privacy notice names every key the site keeps in the browser, and every origin it contacts', async ({
  browser,
  baseURL,
}) => {
  // A visitor who uses everything that keeps something: the language buttons, then a Romanian
  // page (the language suggestion, closed), the map remembered.
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = recordRequests(page);
  await page.goto(pagePath('about', 'ro'));
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: /^EN/ }).click();
  await expect(page).toHaveURL(pagePath('about', 'en'));
  await page.goto(pagePath('about', 'ro'));
  const offer = page.getByRole('complementary', { name: messages.en.languageOffer.label });
  await offer.getByRole('button', { name: messages.en.languageOffer.dismiss }).click();
  await expect(offer).toHaveCount(0);
  await page.goto(pagePath('contact', 'en'));
  await hydrated(page);
  await page.getByRole('checkbox', { name: rememberLabel('en') }).check();
  await page.getByRole('button', { name: messages.en.contact.map.show }).click();
  await expect(page.getByTitle(messages.en.contact.map.title)).toBeAttached();

  const kept = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
  const cookies = (await context.cookies(baseURL)).map((cookie) => cookie.name);
  await expect.poll(() => otherOrigins(requested, baseURL!)).toContain(googleMaps.origin);

  // What the notice names, as a visitor reads it, in each language.
  for (const locale of locales) {
    await page.goto(pagePath('privacy', locale));
    const notice = await page.getByRole('main').innerText();
    for (const key of [...kept.localStorage, ...kept.sessionStorage, ...kept.databases, ...cookies])
      expect(notice, `${locale}: the notice names ${key}`).toContain(key);
    // The only other origin is Google's map, whose controller the notice names.
    expect(otherOrigins(requested, baseURL!)).toEqual([googleMaps.origin]);
    expect(notice).toContain(googleMaps.address);
  }
  // And the notice says it sets no cookies: there are none, of this site or of any other page's.
  expect(cookies).toEqual([]);
  expect(kept.sessionStorage).toEqual([]);
  expect(kept.localStorage.sort()).toEqual(browserStorage.map(({ key }) => key).sort());
  await context.close();
});

test('no page reads the browser’s language settings, even when it makes a language suggestion', async ({ page }) => {
  await page.addInitScript(() => {
    const reads: string[] = [];
    Object.assign(window, { languageReads: reads });
    for (const name of ['language', 'languages'] as const) {
      const getter = Object.getOwnPropertyDescriptor(Navigator.prototype, name)!.get!;
      Object.defineProperty(Navigator.prototype, name, {
        configurable: true,
        get() {
          reads.push(`${name} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
          return getter.call(this);
        },
      });
    }
  });
  const reads = () => page.evaluate(() => (window as unknown as { languageReads: string[] }).languageReads);
  await page.goto(pagePath('home', 'ro'));
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: /^DE/ }).click();
  await expect(page).toHaveURL(pagePath('home', 'de'));
  for (const path of allPages.map((entry) => entry.path)) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-test-language-offer', /./);
    expect(await reads(), path).toEqual([]);
  }
});
