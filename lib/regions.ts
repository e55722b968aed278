/**
 * The coverage table, region by region: the single source for
 * the region tabs, the country lists, the map colours, the accordion, structured data and tests.
 * Codes are ISO 3166-1 alpha-2; localized names are derived with Intl.DisplayNames (see
 * lib/country-names.ts).
 */
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

/**
 * Each region's colour: the Okabe-Ito palette, told apart by readers with every common colour-vision
 * deficiency. The map file draws with these (lib/coverage-map/svg.ts); styles/globals.scss holds
 * the same values as --region-<id> for the tabs and lists (regions.test.ts keeps the two in step).
 */
export const regionColours: Record<RegionId, string> = {
  west: '#0072b2',
  north: '#56b4e9',
  south: '#009e73',
  east: '#e69f00',
  transcontinental: '#cc79a7',
  sociopolitical: '#d55e00',
};

/**
 * Countries under EU sanctions (Belarus, Russia). They stay in their region like any other, and
 * wherever a list shows them a line says that transport to and from them is organised only as far
 * as EU sanctions allow (coverage.sanctions).
 */
export const sanctionedCountries: readonly string[] = ['BY', 'RU'];

/** The region first selected in the coverage explorer. */
export const defaultRegion: RegionId = 'west';

export const allCountryCodes: readonly string[] = regionIds.flatMap((id) => regionCountries[id]);

/**
 * The region chosen after a click on `clicked` in a one-at-a-time control (the explorer's tabs, the
 * services accordion): it, or none when it was already the chosen one (clicking the active tab
 * deselects it; clicking the open region closes it).
 */
export function toggleRegion(current: RegionId | null, clicked: RegionId): RegionId | null {
  return current === clicked ? null : clicked;
}
