'use client';

import { useEffect } from 'react';
import { defaultLocale, locales } from '@/i18n/locales';
import { localeOf } from '@/i18n/routing/answer';
import { hydratedAttribute } from '@/lib/hydrated-mark';

/** Hydration may put back the Romanian title and lang that the inline script replaced. */
export function NotFoundLocalizer({ titles }: { titles: Record<string, string> }) {
  useEffect(() => {
    const locale = localeOf(window.location.pathname, { locales, defaultLocale });
    document.documentElement.lang = locale;
    document.title = titles[locale] ?? document.title;
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, [titles]);
  return null;
}
