import { languageOfferStorageKey, languageStorageKey } from './language-preference';
import { mapConsentStorageKey } from './map-consent';
import { mapEmbedOrigin } from './maps';

// What the privacy notice names beside lib/company.ts; e2e/privacy.spec.ts fails if the site keeps or contacts more.

export const browserStorage = [
  { key: languageStorageKey, id: 'language' },
  { key: languageOfferStorageKey, id: 'languageOffer' },
  { key: mapConsentStorageKey, id: 'mapConsent' },
] as const;

export const googleMaps = {
  origin: mapEmbedOrigin,
  controller: 'Google Ireland Limited',
  /** Without the country, which the notice names in the reader's language. */
  address: 'Gordon House, Barrow Street, Dublin 4',
  countryCode: 'IE',
  policy: 'https://policies.google.com/privacy',
  cookies: 'https://policies.google.com/technologies/cookies',
  /**
   * The longest lifetime Google's cookie page gives a cookie it sets without a sign-in (SOCS and
   * __Secure-ENID 13 months; NID 6 months after last use), checked on 2026-11-29: check it again
   * whenever the notice changes.
   */
  longestCookieMonths: 13,
} as const;

/** Romania's Accounting Law 82/1991, Art. 25: the books and their supporting documents, from the end of the financial year. */
export const accountingRecordsYears = 10;

/** Romania's data protection authority, the company's lead authority. */
export const supervisoryAuthority = {
  name: 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP)',
  address: 'Bd. G-ral Gheorghe Magheru 28–30, sector 1, 010336 București',
  website: 'https://www.dataprotection.ro',
} as const;

/** The date the notice shows: move it with any change to the notice. */
export const privacyNoticeDate = '2026-11-29';
