import { readStored, writeStored } from './browser-storage';

/**
 * The visitor's choice to let the contact page load Google Maps without asking again, kept in the
 * browser (localStorage) only when they ask for it, and forgotten from the privacy page.
 */
export const mapConsentStorageKey = 'map-consent';

/** Storage that cannot be read holds no choice: the page asks. */
export function mapConsentRemembered(): boolean {
  return readStored(mapConsentStorageKey) === 'granted';
}

/** Without storage the map still shows; the page asks again next time. */
export function rememberMapConsent(): void {
  writeStored(mapConsentStorageKey, 'granted');
}

export function forgetMapConsent(): void {
  writeStored(mapConsentStorageKey, null);
}
