/**
 * @jest-environment node
 */
import { messages } from '@/i18n/messages';
import { countryName, regionCountryNames } from './country-names';
import { allCountryCodes } from './regions';

/**
 * Every name the site shows, as [ro, en, de]: CLDR through Node's ICU, with the messages'
 * overrides. Another ICU at build time could rename a country without any code changing; this
 * table makes that a failing test instead of a silent change on the pages.
 */
const shownNames: Record<string, [string, string, string]> = {
  AD: ['Andorra', 'Andorra', 'Andorra'],
  AL: ['Albania', 'Albania', 'Albanien'],
  AM: ['Armenia', 'Armenia', 'Armenien'],
  AT: ['Austria', 'Austria', 'Österreich'],
  AZ: ['Azerbaidjan', 'Azerbaijan', 'Aserbaidschan'],
  BA: ['Bosnia și Herțegovina', 'Bosnia and Herzegovina', 'Bosnien und Herzegowina'],
  BE: ['Belgia', 'Belgium', 'Belgien'],
  BG: ['Bulgaria', 'Bulgaria', 'Bulgarien'],
  BY: ['Belarus', 'Belarus', 'Belarus'],
  CH: ['Elveția', 'Switzerland', 'Schweiz'],
  CY: ['Cipru', 'Cyprus', 'Zypern'],
  CZ: ['Cehia', 'Czech Republic', 'Tschechien'],
  DE: ['Germania', 'Germany', 'Deutschland'],
  DK: ['Danemarca', 'Denmark', 'Dänemark'],
  EE: ['Estonia', 'Estonia', 'Estland'],
  ES: ['Spania', 'Spain', 'Spanien'],
  FI: ['Finlanda', 'Finland', 'Finnland'],
  FO: ['Insulele Feroe', 'Faroe Islands', 'Färöer'],
  FR: ['Franța', 'France', 'Frankreich'],
  GB: ['Regatul Unit', 'United Kingdom', 'Vereinigtes Königreich'],
  GE: ['Georgia', 'Georgia', 'Georgien'],
  GR: ['Grecia', 'Greece', 'Griechenland'],
  HR: ['Croația', 'Croatia', 'Kroatien'],
  HU: ['Ungaria', 'Hungary', 'Ungarn'],
  IE: ['Irlanda', 'Ireland', 'Irland'],
  IL: ['Israel', 'Israel', 'Israel'],
  IS: ['Islanda', 'Iceland', 'Island'],
  IT: ['Italia', 'Italy', 'Italien'],
  KZ: ['Kazahstan', 'Kazakhstan', 'Kasachstan'],
  LI: ['Liechtenstein', 'Liechtenstein', 'Liechtenstein'],
  LT: ['Lituania', 'Lithuania', 'Litauen'],
  LU: ['Luxemburg', 'Luxembourg', 'Luxemburg'],
  LV: ['Letonia', 'Latvia', 'Lettland'],
  MC: ['Monaco', 'Monaco', 'Monaco'],
  MD: ['Republica Moldova', 'Moldova', 'Republik Moldau'],
  ME: ['Muntenegru', 'Montenegro', 'Montenegro'],
  MK: ['Macedonia de Nord', 'North Macedonia', 'Nordmazedonien'],
  MT: ['Malta', 'Malta', 'Malta'],
  NL: ['Olanda', 'Netherlands', 'Niederlande'],
  NO: ['Norvegia', 'Norway', 'Norwegen'],
  PL: ['Polonia', 'Poland', 'Polen'],
  PT: ['Portugalia', 'Portugal', 'Portugal'],
  RO: ['România', 'Romania', 'Rumänien'],
  RS: ['Serbia', 'Serbia', 'Serbien'],
  RU: ['Rusia', 'Russia', 'Russland'],
  SE: ['Suedia', 'Sweden', 'Schweden'],
  SI: ['Slovenia', 'Slovenia', 'Slowenien'],
  SK: ['Slovacia', 'Slovakia', 'Slowakei'],
  SM: ['San Marino', 'San Marino', 'San Marino'],
  TR: ['Turcia', 'Turkey', 'Türkei'],
  UA: ['Ucraina', 'Ukraine', 'Ukraine'],
  VA: ['Vatican', 'Vatican City', 'Vatikanstadt'],
};

describe('localized country names', () => {
  it('names every covered country in every language', () => {
    for (const locale of ['ro', 'en', 'de'] as const) {
      for (const code of allCountryCodes) expect(countryName(locale, code)).not.toBe(code);
    }
  });

  it('uses Romanian comma-below letters and German umlauts from CLDR', () => {
    expect(countryName('ro', 'CH')).toBe('Elveția');
    expect(countryName('de', 'AT')).toBe('Österreich');
  });

  it("prefers the copy's own form to CLDR's", () => {
    expect(countryName('en', 'TR')).toBe(messages.en.coverage.countries.TR);
  });

  it('sorts a region by the alphabet of the language', () => {
    const names = regionCountryNames('de', 'west').map((c) => c.name);
    expect(names[0]).toBe('Belgien');
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('shows exactly the pinned name of each of the 52 countries in each language', () => {
    expect(Object.keys(shownNames).sort()).toEqual([...allCountryCodes].sort());
    for (const [code, names] of Object.entries(shownNames)) {
      const shown = (['ro', 'en', 'de'] as const).map((locale) => countryName(locale, code));
      expect([code, ...shown]).toEqual([code, ...names]);
    }
  });
});
