import { getMessages, getTranslations } from 'next-intl/server';
import type { BreadcrumbList, LocalBusiness, WebSite, WithContext } from 'schema-dts';
import type { Locale } from '@/i18n/locales';
import { pagePath, type PageId } from '@/i18n/pages';
import { company } from '@/lib/company';
import { countryName } from '@/lib/country-names';
import { mapSearchUrl } from '@/lib/maps';
import { allCountryCodes } from '@/lib/regions';
import { shareImagePath } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site-url';
import { serviceIds } from '@/components/service-cards/service-cards';

/** The business's node id: the other nodes (offers, WebSite) point at it. */
const organizationId = `${company.siteUrl}/#organization`;

const isoDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The company as search engines read it: a local business (a freight forwarder) in Voluntari. */
async function business(locale: Locale): Promise<WithContext<LocalBusiness>> {
  const t = await getTranslations({ locale });
  const overrides: Record<string, string> = (await getMessages({ locale })).coverage.countries;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organizationId,
    additionalType: 'https://www.wikidata.org/wiki/Q1406161', // freight forwarder
    name: company.brand,
    legalName: company.legalName,
    description: t('footer.description'),
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
    areaServed: allCountryCodes.map((code) => ({
      '@type': 'Country',
      name: countryName(locale, code, overrides),
      identifier: code,
    })),
    makesOffer: serviceIds.map((id) => ({
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: t(`services.items.${id}.title`),
        description: t(`services.items.${id}.description`),
        provider: { '@id': organizationId },
      },
    })),
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

/**
 * JSON-LD of a page, in its language: the business on every page, plus WebSite on home and a
 * BreadcrumbList on inner pages. A data block, not a script: browsers do not run it.
 */
export async function StructuredData({ locale, page }: { locale: Locale; page: PageId }) {
  const graph = [await business(locale), page === 'home' ? website(locale) : await breadcrumbs(locale, page)];
  // `<` escaped so that no text inside can close the element.
  const json = JSON.stringify(graph).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
