// Never throws: storage can be disabled, full or refused (private modes), and what the visitor asked
// for must happen anyway.

/** The privacy notice states it. */
export const storedChoiceMonths = 12;

type StoredChoice = { value: string; until: number };

function expiryFrom(now: Date): number {
  const until = new Date(now);
  until.setMonth(until.getMonth() + storedChoiceMonths);
  return until.getTime();
}

export function storedChoiceText(value: string, now = new Date()): string {
  return JSON.stringify({ value, until: expiryFrom(now) } satisfies StoredChoice);
}

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

/** null when nothing valid is stored (an expired entry is removed); undefined when storage cannot be read. */
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

/** null removes the key. */
export function writeStored(key: string, value: string | null, now = new Date()): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, storedChoiceText(value, now));
  } catch {
    // Nothing is kept: the visitor is asked again next time.
  }
}
