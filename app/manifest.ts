import type { MetadataRoute } from 'next';
import { defaultLocale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { pagePath } from '@/i18n/pages';
import { company } from '@/lib/company';
import { palette } from '@/styles/palette';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: company.brand,
    short_name: company.brand,
    // The home page's, in the language it starts in.
    description: messages[defaultLocale].meta.home.description,
    lang: defaultLocale,
    start_url: pagePath('home', defaultLocale),
    display: 'browser',
    background_color: palette.white,
    theme_color: palette['navy-900'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
