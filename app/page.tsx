import type { Metadata } from 'next';
import { defaultLocale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { company } from '@/lib/company';
import { absoluteUrl } from '@/lib/site-url';

const target = pagePath('home', defaultLocale);

export const metadata: Metadata = {
  title: company.brand,
  robots: { index: false },
  alternates: { canonical: absoluteUrl(target) },
};

/**
 * `/` in the static export, for hosts without redirect rules (the shipped server configs answer
 * with a 301 before this file is read). The meta refresh works without JavaScript; the script
 * replaces the history entry (the root is not a page to go back to), without waiting for any bundle.
 */
export default function RootRedirect() {
  return (
    <html lang={defaultLocale}>
      <head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <script dangerouslySetInnerHTML={{ __html: `location.replace(${JSON.stringify(target)} + location.search + location.hash);` }} />
      </head>
      <body>
        <p>
          <a href={target}>{company.brand}</a>
        </p>
      </body>
    </html>
  );
}
