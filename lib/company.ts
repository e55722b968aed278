import type { Locale } from '@/i18n/locales';

/**
 * The company profile: every fact about the business that the pages, the footer, structured data
 * and the contact links print. Change the company's details here and nowhere else. Many are still
 * realistic placeholders: `placeholderFacts` below lists them, and the site cannot go live until
 * each is confirmed (docs/company-details.md).
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
  /** Numbers in E.164 form; they are displayed as libphonenumber groups them (lib/company-text.ts). */
  phone: '+40213104420',
  mobile: '+40722418306',
  fax: '+40213104421',
  email: 'office@danubiafreight.ro',
  /** The languages the office answers calls and e-mails in (the copy names them). */
  officeLanguages: ['ro', 'en', 'de'] satisfies readonly Locale[],
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
  /** Its own photographs of the office, team or fleet (never stock), in public/images/: the home page shows the first. */
  photos: [] as readonly { src: string; width: number; height: number; alt: Record<Locale, string> }[],
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
    /**
     * The register and the number the company is entered under, in the register's format since July
     * 2024: J, the year of registration, a six-digit serial, the county (Ilfov is 23) and a check digit.
     */
    tradeRegister: { office: 'Oficiul Registrului Comerțului de pe lângă Tribunalul Ilfov', number: 'J2008001234239' },
    /** The fiscal code (CUI); with RO in front it is the VAT number (the company is VAT-registered). */
    fiscalCode: '24016837',
    /** Subscribed and paid up, in lei. */
    shareCapital: 45_000,
    /** Who represents the company: its sole director (administrator). */
    director: 'Andrei Popescu',
    /**
     * The licence a Romanian forwarder needs to broker road transport (a licence for activities
     * related to road transport), and the authority that grants it and supervises the trade.
     */
    forwardingLicence: {
      number: '0012345',
      authority: 'Autoritatea Rutieră Română – ARR',
      authorityAddress: 'Bd. Dinicu Golescu nr. 38, sector 1, 010873 București',
      authorityWebsite: 'https://www.arr.ro',
    },
  },
  /**
   * Who serves the site on the company's behalf (a processor under GDPR Art. 28), as the privacy
   * notice names it: the object storage and CDN the export is deployed to (docs/deploying.md).
   */
  hosting: {
    name: 'Amazon Web Services EMEA SARL',
    /** Its address without the country, which the notice names in the reader's language. */
    address: '38 Avenue John F. Kennedy, L-1855 Luxembourg',
    countryCode: 'LU',
    /**
     * How long its access logs are kept, in days (0: none are kept). The hosting set-up makes this
     * true: logging into a bucket in the EU whose lifecycle rule expires them (deploy/README.md, AWS).
     */
    accessLogDays: 30,
    /** The domain of its S3 endpoint: `npm run deploy` refuses a bucket anywhere else (deploy/upload/go-live.ts). */
    endpointDomain: 'amazonaws.com',
  },
  /** How long an enquiry that led to no order is kept, in months (the privacy notice says so). */
  enquiryRetentionMonths: 12,
} as const;

/** A fact of the profile, by its path: `phone`, `legal.fiscalCode`. */
type FactPath<T> = {
  [K in keyof T & string]: T[K] extends string | number | readonly unknown[] ? K : K | `${K}.${FactPath<T[K]>}`;
}[keyof T & string];
export type CompanyFact = FactPath<typeof company>;

/**
 * The facts that are still realistic placeholders, each with where the company confirms it. The
 * site shows them as they are; `npm run deploy` refuses to put the site live while one is left
 * (deploy/upload/go-live.ts). Confirm a fact, write it above, and delete its line here. The
 * figures, hours and founding year are the specification's and the CMR limit is the law's: none
 * of them is a placeholder.
 */
export const placeholderFacts: Partial<Record<CompanyFact, string>> = {
  brand: 'the company: the name it trades under',
  legalName: 'the trade register extract (ONRC)',
  siteUrl: 'the company: the domain the site is served from',
  address: 'the trade register extract (registered office)',
  geo: 'the office on a map (the entrance, not the street)',
  phone: 'the company: its landline',
  mobile: 'the company: the mobile number it publishes',
  fax: 'the company: its fax line, or remove the fax from the site',
  email: 'the company: the address enquiries go to',
  officeLanguages: 'the company: the languages its planners answer calls and e-mails in',
  'legal.tradeRegister': 'the trade register extract (ONRC), in the format since July 2024',
  'legal.fiscalCode': 'the registration certificate (CUI), and VIES for the VAT number',
  'legal.shareCapital': 'the trade register extract (subscribed and paid-up capital)',
  'legal.director': 'the trade register extract (the administrator)',
  'legal.forwardingLicence.number': 'the ARR licence for activities related to road transport',
  'hosting.accessLogDays': 'the hosting set-up: the log bucket’s expiry (deploy/README.md, AWS step 6)',
  enquiryRetentionMonths: 'the company: how long it keeps an enquiry that led to no order',
  photos: 'the company: its own photographs of the office, team or fleet, or none',
};

/** The VAT number: the fiscal code with the country's prefix. */
export function vatNumber(): string {
  return `RO${company.legal.fiscalCode}`;
}

/** The European unique identifier (EUID) the EU's business registers share: the register's code and the number. */
export function euid(): string {
  return `ROONRC.${company.legal.tradeRegister.number}`;
}
