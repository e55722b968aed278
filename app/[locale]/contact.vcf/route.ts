import { getTranslations } from 'next-intl/server';
import { isLocale, locales } from '@/i18n/locales';
import { contactVcard } from '@/lib/contact-vcard';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/contact.vcf'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale, namespace: 'contact.hours' });
  const card = contactVcard(locale, {
    heading: t('heading'),
    closed: t('closed'),
    range: (opens, closes) => t.markup('range', { opens: () => opens, closes: () => closes }),
  });
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
