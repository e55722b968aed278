'use client';

import { useEffect } from 'react';
import { localeFromPath } from '@/i18n/locales';
import { hydratedAttribute } from '@/lib/hydrated-mark';

/** Hydration may put back the Romanian title and lang that the inline script replaced. */
export function NotFoundLocalizer({ titles }: { titles: Record<string, string> }) {
  useEffect(() => {
    const locale = localeFromPath(window.location.pathname);
    document.documentElement.lang = locale;
    document.title = titles[locale] ?? document.title;
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, [titles]);
  return null;
}
