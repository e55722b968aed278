import type { Metadata } from 'next';
import { rootRedirectModule } from '@/lib/inline-scripts/redirect-to';
import { defaultLocale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { company } from '@/lib/company';
import { browserScript } from '@/lib/node/inline-script';
import { absoluteUrl } from '@/lib/site-url';

const target = pagePath('home', defaultLocale);

export const metadata: Metadata = {
  title: company.brand,
  robots: { index: false },
  alternates: { canonical: absoluteUrl(target) },
};

/** For hosts without redirect rules; the script keeps the query and replaces the history entry. */
export default function RootRedirect() {
  return (
    <html lang={defaultLocale}>
      <head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <script dangerouslySetInnerHTML={{ __html: browserScript(rootRedirectModule, 'redirectTo', target) }} />
      </head>
      <body>
        <p>
          <a href={target}>{company.brand}</a>
        </p>
      </body>
    </html>
  );
}
