import { readStored, writeStored } from './browser-storage';

/** Set only when the visitor ticks "without asking on later visits"; forgotten under the map or on the privacy page. */
export const mapConsentStorageKey = 'map-consent';

const listeners = new Set<() => void>();

/** Another tab's change arrives as a storage event. */
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
