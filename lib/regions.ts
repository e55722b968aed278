import type { CSSProperties } from 'react';

// The ids are the ones the specification gives its region tabs and message keys; the UI shows each region's own name.
export const regionIds = ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const;

export type RegionId = (typeof regionIds)[number];

export const regionCountries: Record<RegionId, readonly string[]> = {
  west: ['AT', 'BE', 'CH', 'FR', 'DE', 'LI', 'LU', 'MC', 'NL'],
  north: ['FI', 'DK', 'EE', 'FO', 'NO', 'IS', 'LV', 'LT', 'GB', 'IE', 'SE'],
  south: ['AL', 'AD', 'BA', 'HR', 'GR', 'IT', 'MK', 'MT', 'ME', 'PT', 'SM', 'RS', 'SI', 'ES', 'VA'],
  east: ['BY', 'BG', 'MD', 'PL', 'CZ', 'RO', 'RU', 'SK', 'UA', 'HU'],
  transcontinental: ['AM', 'AZ', 'GE', 'KZ', 'TR'],
  sociopolitical: ['IL', 'CY'],
};

/** Okabe-Ito, told apart under every common colour-vision deficiency. */
export const regionColours: Record<RegionId, string> = {
  west: '#0072b2',
  north: '#56b4e9',
  south: '#009e73',
  east: '#e69f00',
  transcontinental: '#cc79a7',
  sociopolitical: '#d55e00',
};

/** A region's colour as --region, inline: its components' stylesheets read it. */
export const regionStyle = (id: RegionId) => ({ '--region': regionColours[id] }) as CSSProperties;

/** Under EU sanctions: listed like any other, with a line saying so (coverage.sanctions). */
export const sanctionedCountries: readonly string[] = ['BY', 'RU'];

export const defaultRegion: RegionId = 'west';

export const allCountryCodes: readonly string[] = regionIds.flatMap((id) => regionCountries[id]);

/** One region at a time: clicking the chosen one again chooses none. */
export function toggleRegion(current: RegionId | null, clicked: RegionId): RegionId | null {
  return current === clicked ? null : clicked;
}
