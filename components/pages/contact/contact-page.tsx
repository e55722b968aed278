import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro/page-intro';
import type { Locale } from '@/i18n/locales';

export async function ContactPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return <PageIntro eyebrow={t('nav.contact')} title={t('contact.heading')} lead={t('contact.description')} />;
}
