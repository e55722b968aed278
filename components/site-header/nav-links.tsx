import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link/site-link';
import type { Locale } from '@/i18n/locales';
import { navigationPages, pagePath, type PageId } from '@/i18n/pages';

type Props = { locale: Locale; current?: PageId; className?: string; linkClassName?: string };

/** Home, About, Services, Contact in the page's language; the current page marked for everyone. */
export async function NavLinks({ locale, current, className, linkClassName }: Props) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <ul className={className}>
      {navigationPages.map((page) => (
        <li key={page}>
          <SiteLink
            href={pagePath(page, locale)}
            className={linkClassName}
            aria-current={page === current ? 'page' : undefined}
          >
            {t(page)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
