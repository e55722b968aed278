/**
 * The visitor's localStorage, read and written without ever throwing: storage can be disabled,
 * full or refused (private modes, blocked site data), and what the visitor asked for (a switch, a
 * closed offer, a map) must happen anyway. Each caller decides what a storage it cannot read means.
 */

/** The stored value; null when nothing is stored, undefined when the storage cannot be read. */
export function readStored(key: string): string | null | undefined {
  try {
    return localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores the value, or removes the key for null; a storage that refuses it keeps nothing. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing is kept: the visitor is asked again, or offered again, next time.
  }
}
