'use client';

import { useEffect } from 'react';
import { localeFromPath } from '@/i18n/locales';
import { hydratedAttribute } from '@/lib/hydrated-mark';

/**
 * After hydration, makes sure the 404 page still speaks the language of the path: React may put
 * back the server's Romanian title and lang that the inline bootstrap script replaced. Then marks
 * the document hydrated (lib/hydrated-mark.ts), as every other page does.
 */
export function NotFoundLocalizer({ titles }: { titles: Record<string, string> }) {
  useEffect(() => {
    const locale = localeFromPath(window.location.pathname);
    document.documentElement.lang = locale;
    document.title = titles[locale] ?? document.title;
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, [titles]);
  return null;
}
