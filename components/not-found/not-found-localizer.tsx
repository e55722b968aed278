'use client';

import { useEffect } from 'react';
import { localeFromPath } from '@/i18n/locales';

/**
 * After hydration, makes sure the 404 page still speaks the language of the path: React may put
 * back the server's Romanian title and lang that the inline bootstrap script replaced.
 */
export function NotFoundLocalizer({ titles }: { titles: Record<string, string> }) {
  useEffect(() => {
    const locale = localeFromPath(window.location.pathname);
    document.documentElement.lang = locale;
    document.title = titles[locale] ?? document.title;
  }, [titles]);
  return null;
}
