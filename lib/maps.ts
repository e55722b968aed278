import type { Locale } from '@/i18n/locales';
import { company } from './company';
import { postalAddress } from './company-text';

/** The origin the office map is embedded from; the CSP's frame-src allows exactly this. */
export const mapEmbedOrigin = 'https://www.google.com';

/** The embedded map of the office: centred on its coordinates at zoom 15, close enough to find the street. */
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

/** A maps search for the office's address, opened in a new tab from the address link. */
export function mapSearchUrl(): string {
  const params = new URLSearchParams({ api: '1', query: `${company.legalName}, ${postalAddress('ro')}` });
  return `${mapEmbedOrigin}/maps/search/?${params}`;
}
