import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro/page-intro';
import type { Locale } from '@/i18n/locales';

export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return <PageIntro eyebrow={t('hero.since')} title={t('hero.headline')} lead={t('hero.subheadline')} />;
}
