import type { MetadataRoute } from 'next';
import { allPages } from '@/i18n/pages';
import { languageAlternates } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** sitemap.xml: the canonical URL of every page, each with its hreflang alternates (every language and x-default). */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPages.map(({ page, path }) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: page === 'home' ? 1 : 0.8,
    alternates: { languages: languageAlternates(page) },
  }));
}
