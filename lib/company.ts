import type { Locale } from '@/i18n/locales';

/**
 * Every fact about the business the site prints (docs/company-details.md). The specification also
 * fixes the hours, the years, the figures and the map zoom: those change in test-support/specification.ts too.
 */
export const company = {
  brand: 'Danubia Freight',
  legalName: 'Danubia Freight S.R.L.',
  /** No trailing slash: canonical URLs, hreflang and the sitemap append paths to it. */
  siteUrl: 'https://www.danubiafreight.ro',
  foundingYear: 2008,
  /** Fixed, not the current year. */
  copyrightYear: 2025,
  address: {
    street: 'Bulevardul Pipera 1B',
    postalCode: '077190',
    locality: 'Voluntari',
    region: 'Ilfov',
    countryCode: 'RO',
  },
  /** E.164; lib/company-format.ts groups them for display. */
  phone: '+40213104420',
  mobile: '+40722418306',
  fax: '+40213104421',
  email: 'office@danubiafreight.ro',
  officeLanguages: ['ro', 'en', 'de'] satisfies readonly Locale[],
  geo: { latitude: 44.4906, longitude: 26.1183 },
  mapZoom: 15,
  /** The office's clock; the hours below are on it, days 1 = Monday … 7 = Sunday. */
  timeZone: 'Europe/Bucharest',
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
    { days: [6], opens: '08:00', closes: '12:00' },
  ],
  /** On Romania's public holidays (lib/public-holidays.ts) "open now" says closed. */
  closedOnPublicHolidays: true,
  /** Its own photographs of the office, team or fleet (never stock), in public/images/: the home page shows the first. */
  photos: [] as readonly { src: string; width: number; height: number; alt: Record<Locale, string> }[],
  /** The company's fixed claims; the labels are in the messages. */
  stats: { experience: 16, countries: 25, clients: 500 },
  /** The carrier's CMR liability limit (Art. 23(3)); the copy recommends cargo insurance beyond it, never arranges it. */
  cmrLiabilitySdrPerKg: 8.33,
  /** As the trade register has it; the registered office is `address`. */
  legal: {
    /** The format since July 2024: J, year, six-digit serial, county (Ilfov 23), check digit. */
    tradeRegister: { office: 'Oficiul Registrului Comerțului de pe lângă Tribunalul Ilfov', number: 'J2008001234239' },
    /** The CUI; with RO in front, the VAT number. */
    fiscalCode: '24016837',
    /** Subscribed and paid up, in lei. */
    shareCapital: 45_000,
    /** The sole administrator. */
    director: 'Andrei Popescu',
    /** The ARR licence a Romanian forwarder needs to broker road transport. */
    forwardingLicence: {
      number: '0012345',
      /** ISO date of issue, printed beside the number. */
      issueDate: '2008-06-16',
      authority: 'Autoritatea Rutieră Română – ARR',
      authorityAddress: 'Bd. Dinicu Golescu nr. 38, sector 1, 010873 București',
      authorityWebsite: 'https://www.arr.ro',
    },
  },
  /** The processor (GDPR Art. 28) the export is deployed to, as the privacy notice names it. */
  hosting: {
    name: 'Amazon Web Services EMEA SARL',
    /** Without the country, which the notice names in the reader's language. */
    address: '38 Avenue John F. Kennedy, L-1855 Luxembourg',
    countryCode: 'LU',
    /** The network in front of the bucket (deploy/host/site.yaml); it answers from edge servers, some outside the EU. */
    cdn: 'Amazon CloudFront',
    /** 0: none kept. `npm run host:deploy` writes it into the log bucket's lifecycle rule (docs/deploying.md, "Access logs"). */
    accessLogDays: 30,
    /** `npm run deploy` refuses a bucket anywhere else. */
    endpointDomain: 'amazonaws.com',
  },
  enquiryRetentionMonths: 12,
  /** Correspondence about an order beyond its accounting records: until claims from it are time-barred. */
  orderCorrespondenceRetentionYears: 3,
  /** What the company signs with each partner it works with regularly outside the EU/EEA, as the privacy notice says. */
  partnerTransferSafeguard: 'EU standard contractual clauses (Art. 46(2)(c) GDPR)',
} as const;

/** A fact of the profile, by its path: `phone`, `legal.fiscalCode`. */
type FactPath<T> = {
  [K in keyof T & string]: T[K] extends string | number | readonly unknown[] ? K : K | `${K}.${FactPath<T[K]>}`;
}[keyof T & string];
export type CompanyFact = FactPath<typeof company>;

/** Placeholders, each with where the company confirms it; `npm run deploy` refuses to go live while one is left. */
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
  copyrightYear: 'the company: the year the specification fixes, or the current one; checked every January',
  'stats.experience':
    'the company: the years the specification fixes, or more since foundingYear; checked every January',
  closedOnPublicHolidays: "the company: whether the office closes on Romania's public holidays",
  'legal.tradeRegister': 'the trade register extract (ONRC), in the format since July 2024',
  'legal.fiscalCode': 'the registration certificate (CUI), and VIES for the VAT number',
  'legal.shareCapital': 'the trade register extract (subscribed and paid-up capital)',
  'legal.director': 'the trade register extract (the administrator)',
  'legal.forwardingLicence.number': 'the ARR licence for activities related to road transport',
  'legal.forwardingLicence.issueDate': 'the same ARR licence: its date of issue',
  'hosting.accessLogDays': 'the company: how long it keeps access logs (docs/deploying.md, "Access logs")',
  enquiryRetentionMonths: 'the company: how long it keeps an enquiry that led to no order',
  orderCorrespondenceRetentionYears: 'the company: how long it keeps correspondence about a completed order',
  partnerTransferSafeguard:
    'the company: the standard contractual clauses signed with each regular partner outside the EU/EEA',
  photos: 'the company: its own photographs of the office, team or fleet, or none',
};

export function vatNumber(): string {
  return `RO${company.legal.fiscalCode}`;
}

/** The EUID the EU's business registers share. */
export function euid(): string {
  return `ROONRC.${company.legal.tradeRegister.number}`;
}
