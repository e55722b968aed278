/**
 * The visitor's choices, kept in localStorage for `storedChoiceMonths` at most, read and written
 * without ever throwing: storage can be disabled, full or refused (private modes, blocked site
 * data), and what the visitor asked for (a switch, a closed offer, a map) must happen anyway. Each
 * caller decides what a storage it cannot read means.
 */

/** How long a choice is kept: the privacy notice says so. A choice older than this is forgotten when next read. */
export const storedChoiceMonths = 12;

/** What is stored under a key: the choice and the moment it stops counting (ms since the epoch). */
type StoredChoice = { value: string; until: number };

function expiryFrom(now: Date): number {
  const until = new Date(now);
  until.setMonth(until.getMonth() + storedChoiceMonths);
  return until.getTime();
}

/** The text stored for a choice made at `now`. */
export function storedChoiceText(value: string, now = new Date()): string {
  return JSON.stringify({ value, until: expiryFrom(now) } satisfies StoredChoice);
}

/** The choice a stored text holds at `now`: null when it has expired or is not one this module wrote. */
export function storedChoiceValue(text: string, now = new Date()): string | null {
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return null;
    const { value, until } = stored as Partial<StoredChoice>;
    return typeof value === 'string' && typeof until === 'number' && until > now.getTime() ? value : null;
  } catch {
    return null;
  }
}

/**
 * The stored choice; null when nothing is stored, or only an expired or unreadable entry (which is
 * removed), undefined when the storage cannot be read.
 */
export function readStored(key: string, now = new Date()): string | null | undefined {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return null;
    const value = storedChoiceValue(text, now);
    if (value === null) localStorage.removeItem(key);
    return value;
  } catch {
    return undefined;
  }
}

/** Stores the choice until `storedChoiceMonths` from now, or removes the key for null; a storage that refuses it keeps nothing. */
export function writeStored(key: string, value: string | null, now = new Date()): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, storedChoiceText(value, now));
  } catch {
    // Nothing is kept: the visitor is asked again, or offered again, next time.
  }
}
