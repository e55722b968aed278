import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import '@/styles/globals.scss';
import { buttonClasses } from '@/components/button-link/button-classes';
import { notFoundBootstrapModule } from '@/lib/inline-scripts/not-found-bootstrap';
import { FullPageLinks } from '@/components/not-found/full-page-links';
import { NotFoundLocalizer } from '@/components/not-found/not-found-localizer';
import { SkipLink } from '@/components/page-shell/page-shell';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { siteInventory } from '@/i18n/routing/site-inventory';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { browserScript } from '@/lib/node/inline-script';
import { interLatin, interLatinExt } from '@/styles/fonts';
import styles from './global-not-found.module.scss';

/** Part of the page in one language; the stylesheet shows the language's that notFoundBootstrap set on <html>. */
function Copy({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div lang={locale} className={styles.copy} data-locale={locale}>
      {children}
    </div>
  );
}

/** One 404.html for every language: the bar, the message and the footer in each (notFoundBootstrap picks one). */
export default async function NotFound() {
  const copies = await Promise.all(
    locales.map(async (locale) => ({
      locale,
      common: await getTranslations({ locale, namespace: 'common' }),
      nav: await getTranslations({ locale, namespace: 'nav' }),
      title: (await getTranslations({ locale, namespace: 'meta.notFound' }))('title'),
    })),
  );
  const titles = Object.fromEntries(copies.map(({ locale, title }) => [locale, title]));
  // No files: a host serves this page only where it has none.
  const bootstrap = browserScript(notFoundBootstrapModule, 'notFoundBootstrap', { ...siteInventory([]), titles });

  return (
    // The bootstrap script changes lang before React hydrates; that difference is intended.
    <html lang={defaultLocale} className={clsx(interLatin.variable, interLatinExt.variable)} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootstrap }} />
        <title>{titles[defaultLocale]}</title>
      </head>
      <body>
        {copies.map(({ locale, nav }) => (
          <Copy key={locale} locale={locale}>
            <SkipLink label={nav('skipToContent')} />
            <SiteHeader locale={locale} />
          </Copy>
        ))}
        <main id="main" tabIndex={-1} className={styles.page} data-menu-background>
          {copies.map(({ locale, common, nav }) => (
            <Copy key={locale} locale={locale}>
              <div className={styles.message}>
                <p className={styles.code}>{common('notFound')}</p>
                <h1 className={styles.text}>{common('notFoundMessage')}</h1>
                <div className={styles.actions}>
                  <a href={pagePath('home', locale)} className={buttonClasses()}>
                    {common('backToHome')}
                  </a>
                  <a href={pagePath('contact', locale)} className={buttonClasses('inverse')}>
                    {nav('contact')}
                  </a>
                </div>
              </div>
            </Copy>
          ))}
        </main>
        {copies.map(({ locale }) => (
          <Copy key={locale} locale={locale}>
            <SiteFooter locale={locale} />
          </Copy>
        ))}
        <NotFoundLocalizer titles={titles} />
        <FullPageLinks />
      </body>
    </html>
  );
}
