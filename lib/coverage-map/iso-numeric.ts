/**
 * ISO 3166-1 alpha-2 -> numeric codes for the countries of lib/regions.ts.
 *
 * world-atlas identifies its shapes by the numeric code as a zero-padded three-digit string
 * (e.g. Austria is "040"), so the map needs this table to find each covered country. Only the
 * covered codes are listed on purpose: anything missing here is drawn as plain, non-covered land,
 * and the test fails if a code of lib/regions.ts has no entry.
 */
export const isoNumeric: Readonly<Record<string, string>> = {
  // west
  AT: '040',
  BE: '056',
  CH: '756',
  FR: '250',
  DE: '276',
  LI: '438',
  LU: '442',
  MC: '492',
  NL: '528',
  // north
  FI: '246',
  DK: '208',
  EE: '233',
  FO: '234',
  NO: '578',
  IS: '352',
  LV: '428',
  LT: '440',
  GB: '826',
  IE: '372',
  SE: '752',
  // south
  AL: '008',
  AD: '020',
  BA: '070',
  HR: '191',
  GR: '300',
  IT: '380',
  MK: '807',
  MT: '470',
  ME: '499',
  PT: '620',
  SM: '674',
  RS: '688',
  SI: '705',
  ES: '724',
  VA: '336',
  // east
  BY: '112',
  BG: '100',
  MD: '498',
  PL: '616',
  CZ: '203',
  RO: '642',
  RU: '643',
  SK: '703',
  UA: '804',
  HU: '348',
  // transcontinental
  AM: '051',
  AZ: '031',
  GE: '268',
  KZ: '398',
  TR: '792',
  // sociopolitical
  IL: '376',
  CY: '196',
};
