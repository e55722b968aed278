import clsx from 'clsx';
import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { earlyTapsModule } from '@/lib/inline-scripts/record-early-taps';
import { ReplayEarlyTaps } from '@/components/early-taps/replay-early-taps';
import { ErrorCopyProvider } from '@/components/error-view/error-copy';
import { LanguageOffer } from '@/components/language-offer/language-offer';
import { ScrollToTop } from '@/components/scroll-to-top/scroll-to-top';
import { locales } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { company } from '@/lib/company';
import { browserScript } from '@/lib/node/inline-script';
import { interLatin, interLatinExt } from '@/styles/fonts';
import { palette } from '@/styles/palette';
import { localeOrNotFound } from './locale-or-not-found';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(company.siteUrl),
  applicationName: company.brand,
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: '/apple-touch-icon.png' },
};

export const viewport: Viewport = {
  themeColor: palette['navy-900'],
  colorScheme: 'light',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = localeOrNotFound((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'common' });

  return (
    // data-js is set before the first paint by the script below; React must not undo it.
    <html lang={locale} className={clsx(interLatin.variable, interLatinExt.variable)} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: browserScript(earlyTapsModule, 'recordEarlyTaps') }} />
      </head>
      <body>
        <ScrollToTop />
        <ErrorCopyProvider
          copy={{
            title: t('unexpectedError'),
            generic: t('error'),
            backToHome: t('backToHome'),
            homeHref: pagePath('home', locale),
          }}
        >
          {children}
        </ErrorCopyProvider>
        <ReplayEarlyTaps />
        <LanguageOffer locale={locale} />
      </body>
    </html>
  );
}
