import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

export const quoteFields = ['route', 'goods', 'size', 'dates'] as const;

export type QuoteMessage = { subject: string; body: string };

/** The e-mail the contact links open: a body with a heading per line for the visitor to fill in. */
export async function quoteMessage(locale: Locale): Promise<QuoteMessage> {
  const t = await getTranslations({ locale, namespace: 'contact.quote' });
  const headings = quoteFields.map((field) => `${t(`fields.${field}.label`)}: `);
  return { subject: t('subject'), body: [t('intro'), '', ...headings, ''].join('\n') };
}
