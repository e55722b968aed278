import { languageOfferStorageKey, languageStorageKey } from './language-preference';
import { mapConsentStorageKey } from './map-consent';
import { mapEmbedOrigin } from './maps';

/**
 * What the privacy notice names, beside the company's own facts (lib/company.ts). The notice lists
 * these as they are, and e2e/privacy.spec.ts fails if the site keeps or contacts anything else.
 */

/** Everything the site keeps in a visitor's browser (localStorage), each only on their request. */
export const browserStorage = [
  { key: languageStorageKey, id: 'language' },
  { key: languageOfferStorageKey, id: 'languageOffer' },
  { key: mapConsentStorageKey, id: 'mapConsent' },
] as const;

/** The one other party the site's pages may contact, and only when the visitor asks for the map. */
export const googleMaps = {
  origin: mapEmbedOrigin,
  controller: 'Google Ireland Limited',
  /** Its address without the country, which the notice names in the reader's language. */
  address: 'Gordon House, Barrow Street, Dublin 4',
  countryCode: 'IE',
  policy: 'https://policies.google.com/privacy',
} as const;

/** Where a visitor may complain: Romania's data protection authority, the company's lead authority. */
export const supervisoryAuthority = {
  name: 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP)',
  address: 'Bd. G-ral Gheorghe Magheru 28–30, sector 1, 010336 București',
  website: 'https://www.dataprotection.ro',
} as const;

/** The date the notice last changed: change it with the notice. */
export const privacyNoticeDate = '2026-11-26';
