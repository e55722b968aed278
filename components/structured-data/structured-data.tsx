import { getTranslations } from 'next-intl/server';
import type { BreadcrumbList, LocalBusiness, WebSite, WithContext } from 'schema-dts';
import type { Locale } from '@/i18n/locales';
import { legalPages, pagePath, type PageId } from '@/i18n/pages';
import { company } from '@/lib/company';
import { mapSearchUrl } from '@/lib/company-format';
import { countryName } from '@/lib/country-names';
import { allCountryCodes } from '@/lib/regions';
import { shareImagePath } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site-url';
import { serviceIds } from '@/lib/services';

const organizationId = absoluteUrl('/#organization');

const isoDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const pagesWithOffers: readonly PageId[] = ['home', 'services'];
const pageWithCountries: PageId = 'home';

/** Without the word joiners that keep a Romanian hyphenated word on one line on the page. */
const plain = (text: string) => text.replace(/\u2060/g, '');

/** The 52 countries only on the home page: a page's first response must fit one round trip. */
async function business(locale: Locale, page: PageId): Promise<WithContext<LocalBusiness>> {
  const t = await getTranslations({ locale });
  const offers = pagesWithOffers.includes(page);
  const countries = page === pageWithCountries;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organizationId,
    additionalType: 'https://www.wikidata.org/wiki/Q1406161', // freight forwarder
    name: company.brand,
    legalName: company.legalName,
    description: plain(t('footer.description')),
    url: absoluteUrl(pagePath('home', locale)),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(shareImagePath(locale)),
    foundingDate: String(company.foundingYear),
    telephone: company.phone,
    faxNumber: company.fax,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      addressCountry: company.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    hasMap: mapSearchUrl(), // the address link's search
    openingHoursSpecification: company.openingHours.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => isoDays[day - 1]!),
      opens,
      closes,
    })),
    ...(countries && {
      // Names, not Country objects: 52 of those cost the home page 400 B of its first response.
      areaServed: allCountryCodes.map((code) => countryName(locale, code)),
    }),
    ...(offers && {
      makesOffer: serviceIds.map((id) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: plain(t(`services.items.${id}.title`)),
          description: plain(t(`services.items.${id}.description`)),
          provider: { '@id': organizationId },
        },
      })),
    }),
  };
}

function website(locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: company.brand,
    url: absoluteUrl(pagePath('home', locale)),
    inLanguage: locale,
    publisher: { '@id': organizationId },
  };
}

async function breadcrumbs(locale: Locale, page: PageId): Promise<WithContext<BreadcrumbList>> {
  const t = await getTranslations({ locale, namespace: 'nav' });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: (['home', page] as const).map((id, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: t(id),
      item: absoluteUrl(pagePath(id, locale)),
    })),
  };
}

/** The legal and privacy notices carry breadcrumbs only: their text must fit the first round trip. */
export async function StructuredData({ locale, page }: { locale: Locale; page: PageId }) {
  const presents = !(legalPages as readonly PageId[]).includes(page);
  const graph = [
    ...(presents ? [await business(locale, page)] : []),
    page === 'home' ? website(locale) : await breadcrumbs(locale, page),
  ];
  // `<` escaped so that no text inside can close the element.
  const json = JSON.stringify(graph).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
