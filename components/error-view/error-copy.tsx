'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';

export type ErrorCopy = { title: string; generic: string; backToHome: string; homeHref: string };

const ErrorCopyContext = createContext<ErrorCopy | null>(null);

/** An error boundary gets no server props, and the message file is too heavy for four strings. */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: ReactNode }) {
  return <ErrorCopyContext.Provider value={copy}>{children}</ErrorCopyContext.Provider>;
}

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
