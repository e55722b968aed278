import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro/page-intro';
import type { Locale } from '@/i18n/locales';

export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return <PageIntro eyebrow={t('nav.about')} title={t('about.heading')} lead={t('about.description')} />;
}
