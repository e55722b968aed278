import type { MetadataRoute } from 'next';
import { allPages } from '@/i18n/pages';
import { languageAlternates } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** No change frequency or priority: ignored, and Next writes them where the schema does not allow them. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPages.map(({ page, path }) => ({
    url: absoluteUrl(path),
    alternates: { languages: languageAlternates(page) },
  }));
}
