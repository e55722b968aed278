'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { rememberLanguage } from '@/lib/language-preference';

type Props = {
  href: string;
  locale: Locale;
  current: boolean;
  /** The note that says the choice is kept. */
  describedBy?: string;
  className?: string;
  children: ReactNode;
};

/** One language: the choice is stored and the page replaced in history, so Back does not bounce between languages. */
export function LanguageLink({ href, locale, current, describedBy, className, children }: Props) {
  const router = useRouter();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return; // new tab or window: let the browser do it
    }
    event.preventDefault();
    if (current) return;
    rememberLanguage(locale);
    router.replace(href);
  }

  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      aria-current={current ? 'page' : undefined}
      aria-describedby={describedBy}
      className={className}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
