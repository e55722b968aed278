import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { BrandMark } from '@/components/brand-mark/brand-mark';
import { buttonClasses } from '@/components/button-link/button-classes';
import { notFoundBootstrapModule } from '@/lib/inline-scripts/not-found-bootstrap';
import { NotFoundLocalizer } from '@/components/not-found/not-found-localizer';
import { siteInventory } from '@/i18n/routing/site-inventory';
import { defaultLocale, locales } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { browserScript } from '@/lib/node/inline-script';
import { interLatin, interLatinExt } from '@/styles/fonts';
import styles from './not-found.module.scss';

/** One 404.html for every language: it carries all three copies (notFoundBootstrap picks one). */
export default async function NotFound() {
  const copies = await Promise.all(
    locales.map(async (locale) => ({
      locale,
      common: await getTranslations({ locale, namespace: 'common' }),
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
        <main className={styles.page}>
          {copies.map(({ locale, common }) => (
            <div key={locale} lang={locale} className={styles.copy} data-locale={locale}>
              <a href={pagePath('home', locale)} className={styles.brand}>
                <BrandMark />
              </a>
              <p className={styles.code}>{common('notFound')}</p>
              <h1 className={styles.message}>{common('notFoundMessage')}</h1>
              <a href={pagePath('home', locale)} className={buttonClasses()}>
                {common('backToHome')}
              </a>
            </div>
          ))}
        </main>
        <NotFoundLocalizer titles={titles} />
      </body>
    </html>
  );
}
