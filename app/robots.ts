import type { MetadataRoute } from 'next';
import { stagingCopy } from '@/lib/site-copy';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** robots.txt: everything may be crawled, but nothing of a staging copy; the sitemap lists the pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [stagingCopy ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
