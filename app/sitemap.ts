import type { MetadataRoute } from 'next';
import { allPages } from '@/i18n/pages';
import { languageAlternates } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/**
 * sitemap.xml: the canonical URL of every page, each with its hreflang alternates (every language and
 * x-default). No change frequency or priority: search engines ignore both, and Next writes them after
 * the alternates, where the sitemaps.org schema does not allow them.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPages.map(({ page, path }) => ({
    url: absoluteUrl(path),
    alternates: { languages: languageAlternates(page) },
  }));
}
