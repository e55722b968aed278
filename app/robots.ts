import type { MetadataRoute } from 'next';
import { stagingBuild } from '@/lib/staging';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [stagingBuild ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
