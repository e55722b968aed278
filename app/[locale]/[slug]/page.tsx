import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { AboutPage } from '@/components/pages/about/about-page';
import { ContactPage } from '@/components/pages/contact/contact-page';
import { LegalPage } from '@/components/pages/legal/legal-page';
import { PrivacyPage } from '@/components/pages/privacy/privacy-page';
import { ServicesPage } from '@/components/pages/services/services-page';
import { PageShell } from '@/components/page-shell/page-shell';
import { isLocale, type Locale } from '@/i18n/locales';
import { pageFromSlug, slugsOf, type PageId } from '@/i18n/pages';
import { pageMetadata } from '@/lib/metadata';
import { localeOrNotFound } from '../locale-or-not-found';

type Props = PageProps<'/[locale]/[slug]'>;

// Only the slugs of the table exist; any other language/slug pair is a 404.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale) ? slugsOf(params.locale).map((slug) => ({ slug })) : [];
}

const bodies: Record<Exclude<PageId, 'home'>, (props: { locale: Locale }) => Promise<React.ReactNode>> = {
  about: AboutPage,
  services: ServicesPage,
  contact: ContactPage,
  legal: LegalPage,
  privacy: PrivacyPage,
};

async function resolve(params: Props['params']) {
  const { locale: segment, slug } = await params;
  const locale = localeOrNotFound(segment);
  const page = pageFromSlug(locale, slug);
  if (!page) notFound();
  return { locale, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  return pageMetadata(locale, page);
}

export default async function InnerPage({ params }: Props) {
  const { locale, page } = await resolve(params);
  setRequestLocale(locale);
  const Body = bodies[page];
  return (
    <PageShell locale={locale} page={page}>
      <Body locale={locale} />
    </PageShell>
  );
}
