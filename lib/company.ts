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
  /**
   * What every shipment is covered by: the carrier's liability under the CMR Convention, limited
   * (Art. 23) to this many Special Drawing Rights per kilogram of gross weight. Cargo insurance for
   * the goods' full value is arranged on request, at extra cost.
   */
  cmrLiabilitySdrPerKg: 8.33,
  /**
   * What the legal notice prints, as the trade register has it (realistic placeholders, like the
   * phones). The registered office is the office's address above.
   */
  legal: {
    /** The register and the number the company is entered under (Ilfov's register is J23). */
    tradeRegister: { office: 'Oficiul Registrului Comerțului de pe lângă Tribunalul Ilfov', number: 'J23/1234/2008' },
    /** The European unique identifier, which the EU's business registers share. */
    euid: 'ROONRC.J23/1234/2008',
    /** The fiscal code (CUI); with RO in front it is the VAT number (the company is VAT-registered). */
    fiscalCode: '24016839',
    /** Subscribed and paid up, in lei. */
    shareCapital: 45_000,
    /** Who represents the company: its sole director (administrator). */
    director: 'Andrei Popescu',
    /** The licence road-transport forwarders need in Romania, and the authority that grants it. */
    forwardingLicence: { number: '0012345', authority: 'Autoritatea Rutieră Română – ARR' },
  },
  /**
   * Who serves the site on the company's behalf (a processor under GDPR Art. 28), as the privacy
   * notice names it: the object storage and CDN the export is deployed to (docs/deploying.md).
   */
  hosting: {
    name: 'Amazon Web Services EMEA SARL',
    address: '38 Avenue John F. Kennedy, L-1855 Luxembourg',
    /** How long its access logs (address, time, page, browser) are kept, in days. */
    accessLogDays: 30,
  },
  /** How long an enquiry that led to no order is kept, in months (the privacy notice says so). */
  enquiryRetentionMonths: 12,
} as const;

/** The VAT number: the fiscal code with the country's prefix. */
export function vatNumber(): string {
  return `RO${company.legal.fiscalCode}`;
}

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
