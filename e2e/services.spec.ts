import { served, textOf, within } from './support/served';
import { expect, test } from './support/test';
import { locales, messages, pagePath, hydrated } from './support/site';

// Fixed by the specification: four services, the process 01 to 04, the six regions (11 countries in
// the north).
const regionIds = ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const;

test.describe('the services page @http', () => {
  for (const locale of locales) {
    test(`${locale}: four services, the process 01-04, the regions and call to action`, async ({ request }) => {
      const t = messages[locale];
      const { document, screen } = await served(request, pagePath('services', locale));
      const main = within(screen.getByRole('main'));
      expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(t.services.heading);

      for (const id of ['expedition', 'groupage', 'doorToDoor', 'consulting'] as const) {
        main.getByRole('heading', { level: 2, name: t.services.items[id].title });
        main.getByText(t.services.items[id].description);
      }

      main.getByRole('heading', { level: 2, name: t.services.process.heading });
      const stepIds = ['consultation', 'planning', 'execution', 'monitoring'] as const;
      const steps = within(
        main.getByRole('heading', { name: t.services.process.steps.consultation.title }).closest('ol')!,
      );
      expect(steps.getAllByRole('listitem')).toHaveLength(4);
      for (const [index, id] of stepIds.entries()) {
        const step = steps.getAllByRole('listitem')[index]!;
        expect(textOf(step)).toContain(`0${index + 1}`);
        expect(textOf(within(step).getByRole('heading', { level: 3 }))).toBe(t.services.process.steps[id].title);
        within(step).getByText(t.services.process.steps[id].description);
      }

      // The regions, closed in the HTML: each header button controls its panel, hidden until
      // opened, which it labels, and which lists the region's countries by this language's names.
      main.getByRole('heading', { level: 2, name: t.services.regions.heading });
      const panelOf = (id: (typeof regionIds)[number]) => {
        const button = main.getByRole('button', { name: new RegExp(t.regions[id].name) });
        expect(button.getAttribute('aria-expanded'), id).toBe('false');
        const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
        expect([panel.getAttribute('aria-labelledby'), panel.hidden], id).toEqual([button.id, true]);
        return within(panel);
      };
      for (const id of regionIds) panelOf(id);
      const westernCountry = { ro: 'Elveția', en: 'Switzerland', de: 'Österreich' }[locale];
      panelOf('west').getByText(westernCountry);
      expect(main.getByRole('link', { name: t.cta.button }).getAttribute('href')).toBe(pagePath('contact', locale));
    });
  }
});

test('the regions accordion starts closed, opens one region at a time, by click and by key', async ({ page }) => {
  const t = messages.en;
  const button = (id: (typeof regionIds)[number]) => page.getByRole('button', { name: new RegExp(t.regions[id].name) });
  await page.goto('/en/services');
  await hydrated(page);
  for (const id of regionIds) await expect(button(id)).toHaveAttribute('aria-expanded', 'false');

  await button('north').click();
  await expect(button('north')).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button('north').getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(11);
  await expect(panel).toContainText('Norway');
  await expect(page.getByRole('region', { name: new RegExp(t.regions.north.name) })).toBeVisible();

  // Another region closes this one; the open one closes when clicked.
  await button('east').click();
  await expect(button('east')).toHaveAttribute('aria-expanded', 'true');
  await expect(button('north')).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await button('east').click();
  for (const id of regionIds) await expect(button(id)).toHaveAttribute('aria-expanded', 'false');

  // From the keyboard: Enter opens, Space closes.
  await button('south').focus();
  await page.keyboard.press('Enter');
  await expect(button('south')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(button('south')).toHaveAttribute('aria-expanded', 'false');
});
