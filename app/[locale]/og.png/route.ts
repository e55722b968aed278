import { isLocale, locales } from '@/i18n/locales';
import { shareImage } from '@/components/brand-mark/share-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/og.png'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return shareImage(locale);
}
