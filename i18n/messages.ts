import de from '../messages/de.json';
import en from '../messages/en.json';
import ro from '../messages/ro.json';
import type { Locale } from './locales';

export type Messages = typeof en;

/** Server and tests only: a page reads its own language's file (i18n/request.ts). */
export const messages: Record<Locale, Messages> = { ro, en, de };
