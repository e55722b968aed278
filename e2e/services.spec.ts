import { expect, test } from './support/test';
import { locales, messages, pagePath, hydrated } from './support/site';

const regionIds = ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const;

test.describe('the services page', () => {
  for (const locale of locales) {
    test(`${locale}: four services, the process 01-04, the regions and call to action`, async ({ page }) => {
      const t = messages[locale];
      await page.goto(pagePath('services', locale));
      await hydrated(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.services.heading);

      for (const id of ['expedition', 'groupage', 'doorToDoor', 'consulting'] as const) {
        await expect(main.getByRole('heading', { level: 2, name: t.services.items[id].title })).toBeVisible();
        await expect(main.getByText(t.services.items[id].description)).toBeVisible();
      }

      await expect(main.getByRole('heading', { level: 2, name: t.services.process.heading })).toBeVisible();
      const steps = main
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { name: t.services.process.steps.consultation.title }) });
      const stepIds = ['consultation', 'planning', 'execution', 'monitoring'] as const;
      await expect(steps.getByRole('listitem')).toHaveCount(4);
      for (const [index, id] of stepIds.entries()) {
        const step = steps.getByRole('listitem').nth(index);
        await expect(step).toContainText(`0${index + 1}`);
        await expect(step.getByRole('heading', { level: 3 })).toHaveText(t.services.process.steps[id].title);
        await expect(step).toContainText(t.services.process.steps[id].description);
      }

      await expect(main.getByRole('heading', { level: 2, name: t.services.regions.heading })).toBeVisible();
      for (const id of regionIds)
        await expect(main.getByRole('button', { name: new RegExp(t.regions[id].name) })).toBeVisible();
      await expect(main.getByRole('link', { name: t.cta.button })).toHaveAttribute('href', pagePath('contact', locale));
    });
  }
});

test.describe('the regions accordion', () => {
  const t = messages.en;
  const button = (page: import('@playwright/test').Page, id: (typeof regionIds)[number]) =>
    page.getByRole('button', { name: new RegExp(t.regions[id].name) });

  test('starts closed, opens one region at a time, and closes the open one when clicked', async ({ page }) => {
    await page.goto('/en/services');
    await hydrated(page);
    for (const id of regionIds) await expect(button(page, id)).toHaveAttribute('aria-expanded', 'false');

    await button(page, 'north').click();
    await expect(button(page, 'north')).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await button(page, 'north').getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(11);
    await expect(panel).toContainText('Norway');
    await expect(page.getByRole('region', { name: new RegExp(t.regions.north.name) })).toBeVisible();

    await button(page, 'east').click();
    await expect(button(page, 'east')).toHaveAttribute('aria-expanded', 'true');
    await expect(button(page, 'north')).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await button(page, 'east').click();
    for (const id of regionIds) await expect(button(page, id)).toHaveAttribute('aria-expanded', 'false');
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/en/services');
    await hydrated(page);
    await button(page, 'south').focus();
    await page.keyboard.press('Enter');
    await expect(button(page, 'south')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button(page, 'south')).toHaveAttribute('aria-expanded', 'false');
  });

  test('lists the countries by their names in each language', async ({ page }) => {
    await page.goto('/de/dienstleistungen');
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(messages.de.regions.west.name) }).click();
    await expect(page.getByRole('region', { name: new RegExp(messages.de.regions.west.name) })).toContainText(
      'Österreich',
    );
    await page.goto('/ro/servicii');
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(messages.ro.regions.west.name) }).click();
    await expect(page.getByRole('region', { name: new RegExp(messages.ro.regions.west.name) })).toContainText(
      'Elveția',
    );
  });
});
