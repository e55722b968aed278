import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/pages/home/home-page';
import { PageShell } from '@/components/page-shell/page-shell';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, 'home');
}

export default async function Home({ params }: Props) {
  const locale = (await params).locale as Locale; // validated by the layout
  setRequestLocale(locale);
  return (
    <PageShell locale={locale} page="home">
      <HomePage locale={locale} />
    </PageShell>
  );
}
