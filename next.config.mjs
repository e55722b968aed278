import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * `next build` writes a static export to `out/`; `next dev` runs as a server so that the request
 * proxy (proxy.ts) can redirect unprefixed paths, which a static export cannot do by itself.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
export default function nextConfig(phase) {
  return withNextIntl({
    output: phase === PHASE_PRODUCTION_BUILD ? 'export' : undefined,
    // Canonical URLs have no trailing slash: pages export as `en/about.html`.
    trailingSlash: false,
    // In development the proxy redirects trailing slashes, with the 301 of every host (Next's own
    // redirect would answer 308 before the proxy runs). The export has no server to redirect.
    skipTrailingSlashRedirect: true,
    images: { unoptimized: true },
    poweredByHeader: false,
    // The 404 page from app/global-not-found.tsx, a page of its own: a root not-found.tsx travels
    // with every page, its client components and copy included.
    experimental: { globalNotFound: true },
    reactStrictMode: true,
    serverExternalPackages: ['esbuild'],
    // The test command (scripts/test-all.sh) type-checks the whole project with tsc once the build
    // is done, so its build skips Next's check of the same files; `npm run build` alone checks.
    typescript: { ignoreBuildErrors: process.env.BUILD_WITHOUT_TYPE_CHECK === '1' },
  });
}
