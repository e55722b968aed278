/**
 * The coverage map as a standalone SVG file, /coverage-map.svg (app/coverage-map.svg/route.ts).
 *
 * Why a file and not inline <svg>: everything React renders is also in the page's RSC payload, so
 * an inline map sends its ~35 KB of path data twice, and every link to home fetches that payload. As a
 * file it is one cached download shared by the three languages, loaded lazily by an <img>; the
 * explorer then inlines the same file (coverage-map.tsx) to make it interactive.
 *
 * The file must look right on its own (as an <img>, and without JavaScript), so its colours are
 * presentation attributes, not a <style> element (the site's CSP allows no inline style sheet).
 * Inlined in the page, the explorer's CSS overrides them: any CSS rule beats an attribute.
 */
import { defaultRegion, regionColours, regionIds, type RegionId } from '../regions';
import type { CoverageMap } from './geometry';
import { palette } from '@/styles/palette';

/** Where the route handler serves the file. */
export const coverageMapPath = '/coverage-map.svg';

/** Sea and non-covered land: cool greys, so that only the covered countries carry colour. */
export const seaColour = '#eef3f9';
const landColour = '#d3dbe6';
/** Borders between countries, and the outline of the selected region's (the site's navy). */
const borderColour = palette.white;
const selectedBorderColour = palette['navy-900'];
/** The unselected regions fade back to this fill opacity. */
const fadedOpacity = 0.3;

/** Radius of a tiny state's dot, and of the invisible disc around it that takes the pointer. */
const MARKER_RADIUS = 6;
const MARKER_HIT_RADIUS = 14;

/**
 * The SVG document: sea, grey land, one <g data-region> of countries per region (each <path
 * data-code>), then a <g data-code data-region> per tiny state's dot. `selected` is drawn as the
 * explorer first shows it: its group last (SVG paints in document order, so its outline lies over
 * the neighbours' borders) with a navy outline, the other regions faded.
 */
export function coverageMapSvg(map: CoverageMap, selected: RegionId = defaultRegion): string {
  const order = [...regionIds.filter((id) => id !== selected), selected];
  const groups = order.map((region) => {
    const isSelected = region === selected;
    const paths = map.countries
      .filter((country) => country.region === region)
      .map((country) => `<path data-code="${country.code}" vector-effect="non-scaling-stroke" d="${country.d}"/>`)
      .join('');
    const look = isSelected
      ? `stroke="${selectedBorderColour}" stroke-width="1.25" data-selected=""`
      : `stroke="${borderColour}" stroke-width="0.75" fill-opacity="${fadedOpacity}"`;
    return `<g data-region="${region}" fill="${regionColours[region]}" stroke-linejoin="round" ${look}>${paths}</g>`;
  });
  const markers = map.markers.map((marker) => {
    const isSelected = marker.region === selected;
    const look = isSelected
      ? `stroke="${selectedBorderColour}" data-selected=""`
      : `stroke="${borderColour}" fill-opacity="${fadedOpacity}"`;
    return (
      `<g data-code="${marker.code}" data-region="${marker.region}" fill="${regionColours[marker.region]}" ${look}>` +
      `<circle fill="transparent" stroke="none" cx="${marker.x}" cy="${marker.y}" r="${MARKER_HIT_RADIUS}"/>` +
      `<circle stroke-width="1.5" vector-effect="non-scaling-stroke" cx="${marker.x}" cy="${marker.y}" r="${MARKER_RADIUS}"/>` +
      '</g>'
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}" width="${map.width}" height="${map.height}" data-selected="${selected}">` +
    `<rect data-sea="" width="${map.width}" height="${map.height}" fill="${seaColour}"/>` +
    `<path data-land="" fill="${landColour}" d="${map.land}"/>` +
    groups.join('') +
    markers.join('') +
    '</svg>\n'
  );
}
