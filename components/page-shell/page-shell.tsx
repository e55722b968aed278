import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { StructuredData } from '@/components/structured-data/structured-data';
import type { Locale } from '@/i18n/locales';
import type { PageId } from '@/i18n/pages';
import styles from './page-shell.module.scss';

/** The first link of every page, shown on focus: past the bar to the page's <main id="main">. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className={styles.skipLink}>
      {label}
    </a>
  );
}

/** Skip link, header, main and footer: rendered by the page so the current page is marked in the HTML. */
export async function PageShell({ locale, page, children }: { locale: Locale; page: PageId; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <SiteHeader locale={locale} page={page} />
      {/* The key restarts the 2 s fade-in on every client-side navigation. */}
      <main id="main" key={page} tabIndex={-1} className={styles.main} data-menu-background>
        {children}
      </main>
      <SiteFooter locale={locale} page={page} />
      <StructuredData locale={locale} page={page} />
    </>
  );
}
