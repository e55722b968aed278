import { createTranslator } from 'next-intl';
import { storedChoiceMonths } from '../lib/browser-storage';
import { formatPhone } from '../lib/company-format';
import { googleMaps } from '../lib/privacy';
import { specification } from '../test-support/specification';
import { served, textOf, within } from './support/served';
import { afterThePageHasSeen } from './support/settled';
import { expect, test, type Page } from './support/test';
import { company, hydrated, locales, messages, pagePath, type Locale } from './support/site';

test.describe('the contact page @http', () => {
  for (const locale of locales) {
    test(`${locale}: contact list, office hours, map and call to action`, async ({ request }) => {
      const t = messages[locale];
      const { document, screen } = await served(request, pagePath('contact', locale));
      const main = within(screen.getByRole('main'));
      expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(t.contact.heading);

      const address = main.getByRole('link', { name: new RegExp(company.address.street) });
      expect(address.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(address.getAttribute('target')).toBe('_blank');
      expect(address.getAttribute('rel')).toMatch(/noopener/);
      expect(document.querySelectorAll(`main a[href="tel:${company.phone}"]`)).toHaveLength(2); // details and call now
      expect(document.querySelectorAll(`main a[href="tel:${company.mobile}"]`)).toHaveLength(1);
      expect(company.phone).toMatch(/^\+40\d{9}$/);
      expect(company.mobile).toMatch(/^\+40\d{9}$/);
      main.getByText(t.contact.details.fax);
      // Every e-mail link of the page opens a message that asks for what a quote needs.
      const quote = t.contact.quote;
      const asked = [quote.intro, '', ...Object.values(quote.fields).map(({ label }) => `${label}: `), ''];
      const emailLinks = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="mailto:"]')];
      expect(emailLinks.map(textOf)).toEqual([company.email, quote.emailLink, t.contact.cta.email + company.email]);
      for (const link of emailLinks) {
        const href = new URL(link.href);
        expect(href.pathname).toBe(company.email);
        expect(href.searchParams.get('subject')).toBe(quote.subject);
        expect(href.searchParams.get('body')).toBe(asked.join('\r\n'));
      }
      main.getByRole('heading', { name: quote.heading });
      for (const { label, hint } of Object.values(quote.fields)) {
        expect(textOf(main.getByText(label, { exact: true }).nextElementSibling)).toBe(hint);
      }

      // "Open now" is never in the HTML: a page built once and served for months would be stale.
      expect(within(main.getByRole('region', { name: t.contact.hours.heading })).queryByRole('status')).toBeNull();

      // The map asks first: no frame in the HTML, the box names what showing it sends to Google.
      main.getByRole('heading', { name: t.contact.map.heading });
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
      main.getByText(
        createTranslator({ locale, messages: t, namespace: 'contact.map' })('notice', {
          months: googleMaps.longestCookieMonths,
        }),
      );
      main.getByRole('button', { name: t.contact.map.show });
    });
  }

  // @viewport: a phone dials, a desktop shows the number to dial.
  test('the closing buttons say "Call us" on a phone and show the number and address on a desktop @viewport', async ({
    page,
    isMobile,
  }) => {
    for (const locale of locales) {
      const t = messages[locale].contact.cta;
      await page.goto(pagePath('contact', locale));
      const band = page.getByRole('region', { name: t.heading });
      const [call, email] = isMobile ? [t.call, t.email] : [formatPhone(company.phone), company.email];
      await expect(band.getByRole('link', { name: call, exact: true })).toHaveAttribute('href', `tel:${company.phone}`);
      await expect(band.getByRole('link', { name: email, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${company.email}\\?`),
      );
    }
  });

  test('the week of the office, with the day names of each language', async ({ request }) => {
    const week = { ro: ['Luni – vineri', 'Sâmbătă', 'Duminică'], de: ['Montag – Freitag', 'Samstag', 'Sonntag'] };
    for (const [locale, [weekdays, saturday, sunday]] of Object.entries(week) as [Locale, string[]][]) {
      const { screen } = await served(request, pagePath('contact', locale));
      const card = within(screen.getByRole('region', { name: messages[locale].contact.hours.heading }));
      const rows = card
        .getAllByRole('term')
        .map((days: HTMLElement) => [textOf(days), textOf(days.nextElementSibling)]);
      // Fixed by the specification: Monday to Friday, Saturday, Sunday closed.
      const [weekdayHours, saturdayHours] = specification.openingHours;
      expect(rows).toEqual([
        [weekdays, expect.stringContaining(`${weekdayHours.opens}–${weekdayHours.closes}`)],
        [saturday, expect.stringContaining(`${saturdayHours.opens}–${saturdayHours.closes}`)],
        [sunday, messages[locale].contact.hours.closed],
      ]);
    }
  });
});

/**
 * Whether the office is open now, on its clock (Bucharest: UTC+3 in summer, UTC+2 in winter),
 * whatever the visitor's: instants in UTC around the specification's hours, each read on a page
 * loaded at that instant.
 */
const instants: Record<Locale, [string, 'open' | 'closed', string][]> = {
  en: [
    ['2026-06-15T07:30:00Z', 'open', 'Open now until 17:00 Romanian time'], // Monday 10:30
    ['2026-06-15T14:00:00Z', 'closed', 'Closed now, opens on Tuesday at 08:00 Romanian time'], // Monday 17:00
    ['2026-06-20T09:30:00Z', 'closed', 'Closed now, opens on Monday at 08:00 Romanian time'], // Saturday 12:30
    ['2026-12-25T08:00:00Z', 'closed', 'Closed now, opens on Monday at 08:00 Romanian time'], // Christmas Day, a Friday
  ],
  de: [['2026-12-05T09:30:00Z', 'open', '12:00']], // Saturday 11:30 in winter
  ro: [['2026-12-06T10:00:00Z', 'closed', 'luni']], // Sunday
};

/** The office hours card's "open now" line, found by its role in the card. */
const openNow = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: messages[locale].contact.hours.heading }).getByRole('status');

test.describe('whether the office is open now', () => {
  for (const locale of locales) {
    test(`${locale}: the page says so on the office's clock`, async ({ page }) => {
      const status = openNow(page, locale);
      for (const [instant, state, text] of instants[locale]) {
        await page.clock.setFixedTime(new Date(instant));
        await page.goto(pagePath('contact', locale));
        await expect(status, instant).toHaveAttribute('data-state', state);
        await expect(status, instant).toContainText(text);
      }
    });
  }

  test('closes at 17:00 while the page is open', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-15T13:59:00Z') }); // Monday 16:59
    await page.goto('/en/contact');
    await hydrated(page);
    const status = openNow(page, 'en');
    await expect(status).toHaveAttribute('data-state', 'open');
    await page.clock.runFor(2 * 60_000);
    await expect(status).toHaveAttribute('data-state', 'closed');
  });
});

test('on a phone, a remembered map is added only when its box nears the screen @mobile', async ({ page }) => {
  const t = messages.en.contact.map;
  await page.goto(pagePath('contact', 'en'));
  await hydrated(page);
  const main = page.getByRole('main');
  const remember = createTranslator({ locale: 'en', messages: messages.en, namespace: 'contact.map' })('remember', {
    months: storedChoiceMonths,
  });
  await main.getByRole('checkbox', { name: remember }).check();
  await main.getByRole('button', { name: t.show }).click();
  await expect(main.getByTitle(t.title)).toBeAttached();

  // The next visit: nothing while the box is far below (once the page has seen where it is), the
  // map once it comes near.
  await page.reload();
  await hydrated(page);
  await afterThePageHasSeen(main.getByRole('heading', { name: t.heading }));
  await expect(main.locator('iframe')).toHaveCount(0);
  await main.getByRole('heading', { name: t.heading }).scrollIntoViewIfNeeded();
  await expect(main.getByTitle(t.title)).toBeAttached();
});
