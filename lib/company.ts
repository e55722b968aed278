/**
 * The company profile: every fact about the business that the pages, the footer, structured data
 * and the contact links print. Change the company's details here and nowhere else.
 */
export const company = {
  brand: 'Danubia Freight',
  legalName: 'Danubia Freight S.R.L.',
  /** The public origin, without a trailing slash: canonical URLs, hreflang, sitemap, Open Graph. */
  siteUrl: 'https://www.danubiafreight.ro',
  foundingYear: 2008,
  /** The year printed in the footer's copyright line: fixed, not the current year. */
  copyrightYear: 2025,
  address: {
    street: 'Bulevardul Pipera 1B',
    postalCode: '077190',
    locality: 'Voluntari',
    region: 'Ilfov',
    countryCode: 'RO',
  },
  /** Numbers in E.164 form; they are displayed grouped (see formatPhone). */
  phone: '+40213104420',
  mobile: '+40722418306',
  fax: '+40213104421',
  email: 'office@danubiafreight.ro',
  /** The office on the map: the embed is centred here at zoom 15. */
  geo: { latitude: 44.4906, longitude: 26.1183 },
  mapZoom: 15,
  /**
   * The office's clock (Romania, Europe/Bucharest): UTC+2, and UTC+3 under the EU's summer time
   * (lib/office-hours.ts). The hours below are on it; days are 1 = Monday … 7 = Sunday (ISO 8601).
   */
  utcOffset: 2,
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
    { days: [6], opens: '08:00', closes: '12:00' },
  ],
  /** The company's fixed claims; the labels are in the messages. */
  stats: { experience: 16, countries: 25, clients: 500 },
} as const;

/** One line of the postal address, as printed and as searched on a map. */
export function postalAddress(): string {
  const { street, postalCode, locality, region } = company.address;
  return `${street}, ${postalCode} ${locality}, ${region}`;
}

/**
 * `+40213104420` → `+40 21 310 44 20` (Bucharest: 2-3-2-2); `+40722418306` → `+40 722 418 306`,
 * with no-break spaces so that a number never wraps across two lines.
 */
export function formatPhone(e164: string): string {
  const national = e164.replace(/^\+40/, '');
  const groups =
    national.startsWith('21') || national.startsWith('31')
      ? [national.slice(0, 2), national.slice(2, 5), national.slice(5, 7), national.slice(7)]
      : [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  return ['+40', ...groups].join('\u00a0');
}
