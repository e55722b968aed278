import { render, screen, within } from '@testing-library/react';
import { messages } from '@/i18n/messages';
import { allCountryCodes } from '@/lib/regions';
import { CoverageExplorer } from './coverage-explorer';

// next-intl's server functions need Next's request scope: these read the message files directly.
jest.mock('next-intl/server', () => {
  type Tree = { [key: string]: string | Tree };
  const files: Record<string, Tree> = jest.requireActual('@/i18n/messages').messages;
  const lookup = (tree: Tree, path: string) =>
    path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree);
  return {
    getTranslations:
      async ({ locale, namespace }: { locale: string; namespace: string }) =>
      (key: string, values: Record<string, string> = {}) =>
        (lookup(files[locale]!, `${namespace}.${key}`) as string).replace(
          /\{(\w+)\}/g,
          (_, name: string) => values[name]!,
        ),
  };
});

async function renderExplorer(locale: 'ro' | 'en' | 'de') {
  return render(await CoverageExplorer({ locale }));
}

describe('the coverage explorer, as built', () => {
  it('speaks the page language', async () => {
    await renderExplorer('de');
    expect(screen.getByRole('tablist', { name: 'Regionen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Westeuropa', selected: true })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Westeuropa' });
    expect(within(panel).getByRole('heading', { name: 'Westeuropa: Länder, die wir bedienen' })).toBeInTheDocument();
    expect(within(panel).getByText('Österreich')).toBeInTheDocument();
  });

  it('uses Romanian with comma-below letters', async () => {
    await renderExplorer('ro');
    const panel = screen.getByRole('tabpanel', { name: 'Europa de Vest' });
    expect(within(panel).getByText('Elveția')).toBeInTheDocument();
  });

  it('shows the map as a lazy image of the map file, with its accessible name and size', async () => {
    await renderExplorer('en');
    const map = screen.getByRole('img', { name: 'Map of the countries we cover, coloured by region' });
    expect(map).toHaveAttribute('src', '/coverage-map.svg');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('width', '1000');
    expect(Number(map.getAttribute('height'))).toBeGreaterThan(500);
  });

  it('lists all six regions and every country in a native <details>, the no-script fallback', async () => {
    const { container } = await renderExplorer('en');
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('All countries covered, by region', { selector: 'summary' })).toBeInTheDocument();
    expect(
      within(details)
        .getAllByRole('heading', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual([
      'Western Europe',
      'Northern Europe',
      'Southern Europe',
      'Central and Eastern Europe',
      'Eurasia',
      'Eastern Mediterranean',
    ]);
    expect(within(details).getAllByRole('listitem', { hidden: true })).toHaveLength(allCountryCodes.length);
    // coverage.countries overrides CLDR's "Czechia" and "Türkiye".
    expect(within(details).getByText('Czech Republic')).toBeInTheDocument();
    expect(within(details).getByText('Turkey')).toBeInTheDocument();
  });

  it('says under the map and under Central and Eastern Europe on what terms Belarus and Russia are served', async () => {
    const sanctioned = { ro: 'Belarus și Rusia', en: 'Belarus and Russia', de: 'Belarus und Russland' } as const;
    for (const locale of ['ro', 'en', 'de'] as const) {
      const { container, unmount } = await renderExplorer(locale);
      const notes = [...container.querySelectorAll('details section')].flatMap((section) =>
        [...section.querySelectorAll('p')].map((note) => [section.getAttribute('data-region'), note.textContent]),
      );
      const sentence = messages[locale].coverage.sanctions.replace('{countries}', sanctioned[locale]);
      expect(notes).toEqual([['east', sentence]]);
      // Also under the map, with no region selected.
      expect([...container.querySelectorAll(':scope > div > p')].map((note) => note.textContent)).toEqual([sentence]);
      unmount();
    }
  });
});
