import { readStored, writeStored } from './browser-storage';

/**
 * The visitor's choice to let the contact page load Google Maps without asking again, kept in the
 * browser (localStorage) only when they ask for it, and forgotten from the privacy page.
 */
export const mapConsentStorageKey = 'map-consent';

/** Who shows the choice (the privacy page), told when it changes. */
const listeners = new Set<() => void>();

/** Calls `onChange` when the choice changes: here, or in another tab (the storage event). */
export function subscribeMapConsent(onChange: () => void): () => void {
  listeners.add(onChange);
  addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    removeEventListener('storage', onChange);
  };
}

function store(value: string | null): void {
  writeStored(mapConsentStorageKey, value);
  // A tab's own writes fire no storage event in it.
  for (const listener of listeners) listener();
}

/** Storage that cannot be read holds no choice: the page asks. */
export function mapConsentRemembered(): boolean {
  return readStored(mapConsentStorageKey) === 'granted';
}

/** Without storage the map still shows; the page asks again next time. */
export function rememberMapConsent(): void {
  store('granted');
}

export function forgetMapConsent(): void {
  store(null);
}
