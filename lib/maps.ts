import type { Locale } from '@/i18n/locales';
import { company } from './company';

/** The CSP's frame-src allows exactly this origin. */
export const mapEmbedOrigin = 'https://www.google.com';

export function mapEmbedUrl(locale: Locale): string {
  const { latitude, longitude } = company.geo;
  const params = new URLSearchParams({
    q: `${latitude},${longitude}`,
    z: String(company.mapZoom),
    hl: locale,
    output: 'embed',
  });
  return `${mapEmbedOrigin}/maps?${params}`;
}
