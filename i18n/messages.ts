import 'server-only';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ro from '../messages/ro.json';
import type { Locale } from './locales';

export type Messages = typeof en;

export const messages: Record<Locale, Messages> = { ro, en, de };
