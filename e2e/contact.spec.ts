import { expect, test } from './support/test';
import { company, hydrated, locales, messages, pagePath } from './support/site';

// The map cannot load here (no internet): nothing below waits for the iframe's content.
test.describe('the contact page', () => {
  for (const locale of locales) {
    test(`${locale}: contact list, office hours, map and call to action`, async ({ page }) => {
      const t = messages[locale];
      await page.goto(pagePath('contact', locale));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.contact.heading);

      const address = main.getByRole('link', { name: new RegExp(company.address.street) });
      await expect(address).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      await expect(address).toHaveAttribute('target', '_blank');
      await expect(address).toHaveAttribute('rel', /noopener/);
      await expect(main.locator(`a[href="tel:${company.phone}"]`)).toHaveCount(2); // details and call now
      await expect(main.locator(`a[href="tel:${company.mobile}"]`)).toBeVisible();
      expect(company.phone).toMatch(/^\+40\d{9}$/);
      expect(company.mobile).toMatch(/^\+40\d{9}$/);
      await expect(main.getByText(t.contact.details.fax, { exact: true })).toBeVisible();
      await expect(main.locator(`a[href="mailto:${company.email}"]`).first()).toHaveText(company.email);

      await expect(main.getByRole('heading', { name: t.contact.hours.heading })).toBeVisible();

      // The map's frame is added when its box nears the screen (see the spec below).
      await main.getByText(t.common.loading).scrollIntoViewIfNeeded();
      const map = main.locator('iframe');
      await expect(map).toHaveAttribute('title', t.contact.map.title);
      await expect(map).toHaveAttribute('loading', 'lazy');
      const src = new URL((await map.getAttribute('src'))!);
      expect(src.searchParams.get('z')).toBe('15');
      expect(src.searchParams.get('q')).toBe(`${company.geo.latitude},${company.geo.longitude}`);
      expect(await map.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(200);

      await expect(main.getByRole('link', { name: t.contact.cta.call })).toHaveAttribute(
        'href',
        `tel:${company.phone}`,
      );
      await expect(main.getByRole('link', { name: t.contact.cta.email })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      );
    });
  }

  test('on a phone, the map frame is only added when its box nears the screen @mobile', async ({ page }) => {
    await page.goto(pagePath('contact', 'en'));
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.locator('iframe')).toHaveCount(0);
    await main.getByText(messages.en.common.loading).scrollIntoViewIfNeeded();
    await expect(main.locator('iframe')).toHaveAttribute('title', messages.en.contact.map.title);
  });

  test('without JavaScript the map frame is in the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pagePath('contact', 'de'));
    await expect(page.getByRole('main').locator('iframe')).toHaveAttribute('title', messages.de.contact.map.title);
    await context.close();
  });

  test('the office is in Voluntari, Romania', () => {
    expect(company.address.locality).toBe('Voluntari');
    expect(company.address.countryCode).toBe('RO');
    expect(company.mapZoom).toBe(15);
  });
});

test.describe('office hours and whether the office is open now', () => {
  test('the week as the spec has it, with localized day names', async ({ page }) => {
    await page.goto('/de/kontakt');
    const hours = page.getByTestId('office-hours');
    await expect(hours.locator('[data-days="1,2,3,4,5"]')).toContainText('Montag – Freitag');
    await expect(hours.locator('[data-days="1,2,3,4,5"]')).toContainText('08:00–17:00');
    await expect(hours.locator('[data-days="6"]')).toContainText('Samstag');
    await expect(hours.locator('[data-days="6"]')).toContainText('08:00–12:00');
    await expect(hours.locator('[data-days="7"]')).toContainText('Sonntag');
    await expect(hours.locator('[data-days="7"]')).toContainText(messages.de.contact.hours.closed);
    await page.goto('/ro/contact');
    await expect(page.getByTestId('office-hours').locator('[data-days="1,2,3,4,5"]')).toContainText('Luni – vineri');
  });

  test('the open-now line is not in the static HTML, so it is never stale', async ({ request }) => {
    const html = await (await request.get('/en/contact')).text();
    expect(html).not.toContain('data-testid="open-now"');
    expect(html).not.toMatch(/Open now, until \d/);
    expect(html).not.toMatch(/Closed now, opens on \w+ at \d/);
  });

  // Instants in UTC; Bucharest is UTC+3 in summer (EEST) and UTC+2 in winter (EET).
  const cases = [
    ['2026-06-15T07:30:00Z', 'en', 'open', 'Open now, until 17:00'], // Monday 10:30 EEST
    ['2026-06-15T14:00:00Z', 'en', 'closed', 'Closed now, opens on Tuesday at 08:00'], // Monday 17:00 EEST
    ['2026-06-20T09:30:00Z', 'en', 'closed', 'Closed now, opens on Monday at 08:00'], // Saturday 12:30 EEST
    ['2026-12-05T09:30:00Z', 'de', 'open', '12:00'], // Saturday 11:30 EET
    ['2026-12-06T10:00:00Z', 'ro', 'closed', 'luni'], // Sunday EET
  ] as const;

  for (const [instant, locale, state, text] of cases) {
    test(`at ${instant} the ${locale} page says ${state}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(instant));
      await page.goto(pagePath('contact', locale));
      const status = page.getByTestId('open-now');
      await expect(status).toHaveAttribute('data-state', state);
      await expect(status).toContainText(text);
      await expect(status).toHaveAttribute('role', 'status');
    });
  }

  test('closes at 17:00 while the page is open', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-15T13:59:00Z') }); // Monday 16:59 EEST
    await page.goto('/en/contact');
    await expect(page.getByTestId('open-now')).toHaveAttribute('data-state', 'open');
    await page.clock.runFor(2 * 60_000);
    await expect(page.getByTestId('open-now')).toHaveAttribute('data-state', 'closed');
  });
});
