// A file, not inline <svg>: inline, its ~35 KB of paths would also travel in the RSC payload. Colours
// are attributes (the CSP allows no inline <style>), which the explorer's CSS overrides once inlined.
import { defaultRegion, regionColours, regionIds, type RegionId } from '../regions';
import type { CoverageMap } from './geometry';
import { palette } from '@/styles/palette';

export const coverageMapPath = '/coverage-map.svg';

export const seaColour = '#eef3f9';
const landColour = '#d3dbe6';
const borderColour = palette.white;
const selectedBorderColour = palette['navy-900'];
const fadedOpacity = 0.3;

/** A tiny state's dot, and the invisible disc around it that takes the pointer. */
const MARKER_RADIUS = 6;
const MARKER_HIT_RADIUS = 14;

/** `selected` is drawn last, so that its outline lies over its neighbours' borders. */
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
