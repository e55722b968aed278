import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { regionCountryNames } from '@/lib/country-names';
import type { CoverageMap } from '@/lib/coverage-map/geometry';
import { coverageMapPath, coverageMapSvg } from '@/lib/coverage-map/svg';
import { regionIds } from '@/lib/regions';
import en from '@/messages/en.json';
import { RegionExplorer, type ExplorerRegion } from './region-explorer';

// The English copy, as the server component would hand it over.
const regions: ExplorerRegion[] = regionIds.map((id) => ({
  id,
  name: en.regions[id].name,
  subtitle: en.regions[id].subtitle,
  heading: en.coverage.countriesIn.replace('{region}', en.regions[id].name),
  countries: regionCountryNames('en', id),
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

const mapSize = { width: map.width, height: map.height };

function renderExplorer() {
  return render(<RegionExplorer regions={regions} mapSize={mapSize} copy={copy} />);
}

/**
 * Renders the explorer and lets its map image "load" (jsdom loads no images): the explorer then
 * fetches the map file, answered here with the file the route handler serves for `map`, and
 * inlines it.
 */
async function renderWithLiveMap() {
  const fetchMap = jest.fn(async () => ({ ok: true, text: async () => coverageMapSvg(map) }));
  global.fetch = fetchMap as unknown as typeof fetch;
  const result = renderExplorer();
  fireEvent.load(screen.getByRole('img', { name: en.coverage.mapTitle }));
  const svg = await waitFor(() => {
    const inlined = result.container.querySelector('svg');
    expect(inlined).not.toBeNull();
    return inlined!;
  });
  const shape = (code: string) => svg.querySelector(`[data-code="${code}"]`)!;
  return { ...result, svg, shape, fetchMap };
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
    const names = within(tablist)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(names).toEqual(regionIds.map((id) => en.regions[id].name));

    expect(tab('Western Europe')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(panel()).toHaveAccessibleName('Western Europe');
    expect(within(panel()).getByRole('heading', { name: 'Western Europe: countries covered' })).toBeInTheDocument();
    expect(within(panel()).getByText(en.regions.west.subtitle)).toBeInTheDocument();
  });

  it('lists the selected region’s countries by name, sorted', () => {
    renderExplorer();
    const names = within(panel())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Austria',
      'Belgium',
      'France',
      'Germany',
      'Liechtenstein',
      'Luxembourg',
      'Monaco',
      'Netherlands',
      'Switzerland',
    ]);
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

  it('shows the map as a lazy image of the map file, sized, before any script runs', () => {
    renderExplorer();
    const image = screen.getByRole('img', { name: en.coverage.mapTitle });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', coverageMapPath);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '100');
    expect(image).toHaveAttribute('height', '50');
  });

  it('inlines the map file once the image has loaded, as the same labelled image', async () => {
    const { svg, fetchMap } = await renderWithLiveMap();
    expect(fetchMap).toHaveBeenCalledWith(expect.stringContaining(coverageMapPath), { cache: 'force-cache' });
    expect(screen.getByRole('img', { name: en.coverage.mapTitle })).toBe(svg);
    expect(screen.queryByRole('img', { name: en.coverage.mapTitle, hidden: true })?.tagName).not.toBe('IMG');
    expect(svg).toHaveAttribute('viewBox', '0 0 100 50');
    expect(svg).toHaveAttribute('data-selected', 'west');
  });

  it('keeps the image when the map file cannot be fetched', async () => {
    const fetchMap = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    global.fetch = fetchMap as unknown as typeof fetch;
    renderExplorer();
    fireEvent.load(screen.getByRole('img', { name: en.coverage.mapTitle }));
    await waitFor(() => expect(fetchMap).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByRole('img', { name: en.coverage.mapTitle }).tagName).toBe('IMG');
  });

  it('selects the region of a clicked country on the map', async () => {
    const { svg, shape } = await renderWithLiveMap();
    fireEvent.click(shape('PL'));
    expect(tab('Central and Eastern Europe')).toHaveAttribute('aria-selected', 'true');
    // The map follows once the tab's new state has been painted.
    await waitFor(() => expect(svg).toHaveAttribute('data-selected', 'east'));
    // A second click keeps it selected: only the tabs toggle.
    fireEvent.click(shape('PL'));
    expect(tab('Central and Eastern Europe')).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(shape('MT').querySelector('circle')!); // a tiny state's dot
    expect(tab('Southern Europe')).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(svg.querySelector('path[data-land]')!); // land outside the coverage
    expect(tab('Southern Europe')).toHaveAttribute('aria-selected', 'true');
  });

  it('emphasises the selected region on the map and draws it last', async () => {
    const { svg } = await renderWithLiveMap();
    const groups = () => [...svg.querySelectorAll('svg > g[data-region]')].filter((g) => !g.hasAttribute('data-code'));
    const selectedShapes = () =>
      [...svg.querySelectorAll('g[data-selected] [data-code], g[data-code][data-selected]')].map((e) =>
        e.getAttribute('data-code'),
      );
    expect(groups().at(-1)).toHaveAttribute('data-region', 'west');
    expect(selectedShapes()).toEqual(['AT']);

    // The map follows once the tab's new state has been painted.
    fireEvent.click(tab('Southern Europe'));
    expect(svg).toHaveAttribute('data-selected', 'west');
    await waitFor(() => expect(groups().at(-1)).toHaveAttribute('data-region', 'south'));
    expect(selectedShapes()).toEqual(['MT']);
    expect(svg.lastElementChild).toHaveAttribute('data-code'); // the dots stay on top

    fireEvent.click(tab('Southern Europe'));
    await waitFor(() => expect(svg).not.toHaveAttribute('data-selected'));
    expect(svg.querySelectorAll('[data-selected]')).toHaveLength(0);
  });

  it('shows "Country — Region" over a covered country, and nothing over other land', async () => {
    const { svg, shape } = await renderWithLiveMap();
    expect(screen.queryByText(/ — /)).not.toBeInTheDocument();

    fireEvent.pointerMove(shape('AT'), { clientX: 15, clientY: 15 });
    const tooltip = screen.getByText('Austria — Western Europe');
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveAttribute('aria-hidden', 'true'); // the panel and the list are the text

    fireEvent.pointerMove(shape('PL'));
    expect(tooltip).toHaveTextContent('Poland — Central and Eastern Europe');

    fireEvent.pointerMove(svg.querySelector('path[data-land]')!); // grey land
    expect(tooltip).not.toBeVisible();
    expect(tooltip).toBeEmptyDOMElement();
  });

  it('shows the tooltip on a tap, and hides it with Escape, a tap elsewhere or a mouse leaving the map', async () => {
    const { svg, shape } = await renderWithLiveMap();
    const map = svg.parentElement!; // the element holding the listeners
    const tooltip = () => screen.queryByText('Norway — Northern Europe');

    fireEvent.pointerDown(shape('NO'), { pointerType: 'touch' });
    expect(tooltip()).toBeVisible();
    fireEvent.pointerLeave(map, { pointerType: 'touch' }); // a finger "leaves" after every tap
    expect(tooltip()).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltip()).not.toBeInTheDocument();

    fireEvent.pointerDown(shape('NO'), { pointerType: 'touch' });
    fireEvent.pointerDown(tab('Southern Europe'), { pointerType: 'touch' });
    expect(tooltip()).not.toBeInTheDocument();

    fireEvent.pointerMove(shape('NO'), { pointerType: 'mouse' });
    expect(tooltip()).toBeVisible();
    fireEvent.pointerLeave(map, { pointerType: 'mouse' });
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('renders on the client exactly what the server sent (no hydration mismatch, no shift)', async () => {
    const ui = <RegionExplorer regions={regions} mapSize={mapSize} copy={copy} />;
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
