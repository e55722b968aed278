import type messages from './messages/en.json';
import type { Locale } from './i18n/locales';

// Typed messages: a missing or misspelled key in `t('…')` is a compile error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
