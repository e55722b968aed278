import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/pages/home/home-page';
import { PageShell } from '@/components/page-shell/page-shell';
import { pageMetadata } from '@/lib/metadata';
import { localeOrNotFound } from './locale-or-not-found';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return pageMetadata(localeOrNotFound((await params).locale), 'home');
}

export default async function Home({ params }: PageProps<'/[locale]'>) {
  const locale = localeOrNotFound((await params).locale);
  setRequestLocale(locale);
  return (
    <PageShell locale={locale} page="home">
      <HomePage locale={locale} />
    </PageShell>
  );
}
