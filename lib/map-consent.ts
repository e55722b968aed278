/**
 * The visitor's choice to let the contact page load Google Maps without asking again, kept in the
 * browser (localStorage) only when they ask for it, and forgotten from the privacy page.
 */
export const mapConsentStorageKey = 'map-consent';

export function mapConsentRemembered(): boolean {
  try {
    return localStorage.getItem(mapConsentStorageKey) === 'granted';
  } catch {
    // Storage that cannot be read holds no choice: the page asks.
    return false;
  }
}

export function rememberMapConsent(): void {
  try {
    localStorage.setItem(mapConsentStorageKey, 'granted');
  } catch {
    // Without storage the map still shows; the page asks again next time.
  }
}

export function forgetMapConsent(): void {
  try {
    localStorage.removeItem(mapConsentStorageKey);
  } catch {
    // Nothing could have been stored.
  }
}
