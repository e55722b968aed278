'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';

export type ErrorCopy = { title: string; generic: string; backToHome: string; homeHref: string };

const ErrorCopyContext = createContext<ErrorCopy | null>(null);

/**
 * Hands the crash page its words in the page's language. An error boundary cannot receive props
 * from the server, and the whole message file is too heavy to ship for four strings.
 */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: ReactNode }) {
  return <ErrorCopyContext.Provider value={copy}>{children}</ErrorCopyContext.Provider>;
}

/** The copy of the current language; outside any provider, the English words of the crash page
 *  and a link to the home page of the default language. */
export function useErrorCopy(): ErrorCopy {
  return (
    useContext(ErrorCopyContext) ?? {
      title: 'Unexpected Application Error',
      generic: 'An error occurred',
      backToHome: 'Back to home',
      homeHref: pagePath('home', defaultLocale),
    }
  );
}
