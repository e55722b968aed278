/**
 * @jest-environment node
 */
import { countryName, regionCountryNames } from './country-names';
import { allCountryCodes } from './regions';

describe('localized country names', () => {
  it('names every covered country in every language', () => {
    for (const locale of ['ro', 'en', 'de'] as const) {
      for (const code of allCountryCodes) expect(countryName(locale, code, {})).not.toBe(code);
    }
  });

  it('uses Romanian comma-below letters and German umlauts from CLDR', () => {
    expect(countryName('ro', 'CH', {})).toBe('Elveția');
    expect(countryName('de', 'AT', {})).toBe('Österreich');
  });

  it('prefers the overrides of the messages', () => {
    expect(countryName('en', 'TR', { TR: 'Turkey' })).toBe('Turkey');
  });

  it('sorts a region by the alphabet of the language', () => {
    const names = regionCountryNames('de', 'west', {}).map((c) => c.name);
    expect(names[0]).toBe('Belgien');
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });
});
