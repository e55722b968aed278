import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { regionCountryNames } from '@/lib/country-names';
import type { CoverageMap } from '@/lib/coverage-map/geometry';
import { regionIds } from '@/lib/regions';
import en from '@/messages/en.json';
import { RegionExplorer, type ExplorerRegion } from './region-explorer';

// The English copy, as the server component would hand it over.
const regions: ExplorerRegion[] = regionIds.map((id) => ({
  id,
  name: en.regions[id].name,
  subtitle: en.regions[id].subtitle,
  heading: en.coverage.countriesIn.replace('{region}', en.regions[id].name),
  countries: regionCountryNames('en', id, en.coverage.countries),
}));
const copy = { tabsLabel: en.coverage.tabsLabel, prompt: en.coverage.subtitle, mapTitle: en.coverage.mapTitle };

// A stand-in for the build-time geometry: a few squares are enough to point at.
const map: CoverageMap = {
  width: 100,
  height: 50,
  land: 'M0 0h10v10h-10z',
  countries: [
    { code: 'AT', region: 'west', d: 'M10 10h10v10h-10z' },
    { code: 'PL', region: 'east', d: 'M30 10h10v10h-10z' },
    { code: 'NO', region: 'north', d: 'M50 10h10v10h-10z' },
  ],
  markers: [{ code: 'MT', region: 'south', x: 70, y: 40 }],
};

function renderExplorer() {
  const result = render(<RegionExplorer regions={regions} map={map} copy={copy} />);
  const shape = (code: string) => result.container.querySelector(`[data-code="${code}"]`)!;
  return { ...result, shape };
}

// jsdom has no PointerEvent, and Testing Library then fires a bare Event without pointerType or
// coordinates: a MouseEvent with a pointerType stands in for it.
beforeAll(() => {
  window.PointerEvent ??= class extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  } as typeof PointerEvent;
});

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('the region explorer', () => {
  it('shows the six regions as tabs, in the order of lib/regions.ts, with west selected', () => {
    renderExplorer();
    const tablist = screen.getByRole('tablist', { name: 'Regions' });
    const names = within(tablist).getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual(regionIds.map((id) => en.regions[id].name));

    expect(tab('Western Europe')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(panel()).toHaveAccessibleName('Western Europe');
    expect(within(panel()).getByRole('heading', { name: 'Countries in the Western Europe region' })).toBeInTheDocument();
    expect(within(panel()).getByText(en.regions.west.subtitle)).toBeInTheDocument();
  });

  it('lists the selected region’s countries by name, sorted', () => {
    renderExplorer();
    const names = within(panel()).getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Austria', 'Belgium', 'France', 'Germany', 'Liechtenstein', 'Luxembourg', 'Monaco', 'Netherlands', 'Switzerland']);
  });

  it('switches region on a click', () => {
    renderExplorer();
    fireEvent.click(tab('Northern Europe'));
    expect(tab('Northern Europe')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Western Europe')).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAccessibleName('Northern Europe');
    expect(within(panel()).getByText('Faroe Islands')).toBeInTheDocument();
    expect(within(panel()).queryByText('Austria')).not.toBeInTheDocument();
  });

  it('deselects the selected tab on a second click and shows the prompt instead, in a live region', () => {
    renderExplorer();
    const west = tab('Western Europe');
    west.focus();
    fireEvent.click(west);

    expect(screen.queryAllByRole('tab', { selected: true })).toEqual([]);
    expect(panel()).toHaveAccessibleName('Regions');
    expect(within(panel()).queryByRole('list')).not.toBeInTheDocument();
    const prompt = within(panel()).getByText(en.coverage.subtitle);
    expect(prompt.closest('[aria-live="polite"]')).not.toBeNull();
    // Focus and the tab stop stay on the tab, which selects the region again.
    expect(west).toHaveFocus();
    expect(west).toHaveAttribute('tabindex', '0');
    fireEvent.click(west);
    expect(west).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).queryByText(en.coverage.subtitle)).not.toBeInTheDocument();
  });

  it('moves focus and selection with the arrow keys, Home and End (roving tabindex)', () => {
    renderExplorer();
    const west = tab('Western Europe');
    west.focus();

    fireEvent.keyDown(west, { key: 'ArrowRight' });
    expect(tab('Northern Europe')).toHaveFocus();
    expect(tab('Northern Europe')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Northern Europe')]);

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(tab('Eastern Mediterranean')).toHaveFocus();
    expect(tab('Eastern Mediterranean')).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }); // wraps around
    expect(west).toHaveFocus();
    fireEvent.keyDown(west, { key: 'ArrowLeft' });
    expect(tab('Eastern Mediterranean')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(west).toHaveFocus();
    expect(west).toHaveAttribute('aria-selected', 'true');
  });

  it('selects again with the arrow keys after a deselection', () => {
    renderExplorer();
    fireEvent.click(tab('Western Europe'));
    fireEvent.keyDown(tab('Western Europe'), { key: 'ArrowRight' });
    expect(tab('Northern Europe')).toHaveAttribute('aria-selected', 'true');
  });

  it('is a labelled image on the map, and selects the region of a clicked country', () => {
    const { shape } = renderExplorer();
    const image = screen.getByRole('img', { name: en.coverage.mapTitle });
    expect(image).toHaveAttribute('viewBox', '0 0 100 50');
    expect(image).toHaveAttribute('data-selected', 'west');

    fireEvent.click(shape('PL'));
    expect(tab('Eastern Europe')).toHaveAttribute('aria-selected', 'true');
    expect(image).toHaveAttribute('data-selected', 'east');
    // A second click keeps it selected: only the tabs toggle.
    fireEvent.click(shape('PL'));
    expect(tab('Eastern Europe')).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(shape('MT')); // a tiny state's dot
    expect(tab('Southern Europe')).toHaveAttribute('aria-selected', 'true');
  });

  it('emphasises the selected region on the map and draws it last', () => {
    const { container } = renderExplorer();
    const groups = () => [...container.querySelectorAll('svg > g[data-region]')].filter((g) => !g.hasAttribute('data-code'));
    expect(groups().at(-1)).toHaveAttribute('data-region', 'west');
    expect(groups().find((g) => g.getAttribute('data-region') === 'west')).toHaveAttribute('data-selected');
    fireEvent.click(tab('Northern Europe'));
    expect(groups().at(-1)).toHaveAttribute('data-region', 'north');
    fireEvent.click(tab('Northern Europe'));
    expect(container.querySelector('svg')).not.toHaveAttribute('data-selected');
  });

  it('shows "Country — Region" over a covered country, and nothing over other land', () => {
    const { container, shape } = renderExplorer();
    expect(screen.queryByText(/ — /)).not.toBeInTheDocument();

    fireEvent.pointerMove(shape('AT'), { clientX: 15, clientY: 15 });
    const tooltip = screen.getByText('Austria — Western Europe');
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveAttribute('aria-hidden', 'true'); // the panel and the list are the text

    fireEvent.pointerMove(shape('PL'));
    expect(tooltip).toHaveTextContent('Poland — Eastern Europe');

    fireEvent.pointerMove(container.querySelector('svg > path')!); // grey land
    expect(tooltip).not.toBeVisible();
    expect(tooltip).toBeEmptyDOMElement();
  });

  it('shows the tooltip on a tap, and hides it with Escape, a tap elsewhere or a mouse leaving the map', () => {
    const { container, shape } = renderExplorer();
    const svg = container.querySelector('svg')!;
    const tooltip = () => screen.queryByText('Norway — Northern Europe');

    fireEvent.pointerDown(shape('NO'), { pointerType: 'touch' });
    expect(tooltip()).toBeVisible();
    fireEvent.pointerLeave(svg, { pointerType: 'touch' }); // a finger "leaves" after every tap
    expect(tooltip()).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltip()).not.toBeInTheDocument();

    fireEvent.pointerDown(shape('NO'), { pointerType: 'touch' });
    fireEvent.pointerDown(tab('Southern Europe'), { pointerType: 'touch' });
    expect(tooltip()).not.toBeInTheDocument();

    fireEvent.pointerMove(shape('NO'), { pointerType: 'mouse' });
    expect(tooltip()).toBeVisible();
    fireEvent.pointerLeave(svg, { pointerType: 'mouse' });
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('renders on the client exactly what the server sent (no hydration mismatch, no shift)', async () => {
    const ui = <RegionExplorer regions={regions} map={map} copy={copy} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const onRecoverableError = jest.fn();

    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    container.remove();
  });
});
