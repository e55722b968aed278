import de from '../messages/de.json';
import en from '../messages/en.json';
import ro from '../messages/ro.json';
import type { Locale } from './locales';

/** The messages of one language; English's file is the shape every language follows. */
export type Messages = typeof en;

/**
 * Every language's messages at once, for what is built for all of them together (the language
 * offer's file) and for the tests. A page reads only its own language's file (i18n/request.ts).
 */
export const messages: Record<Locale, Messages> = { ro, en, de };
