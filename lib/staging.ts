/**
 * Whether this build is a staging copy (`STAGING_COPY=1 npm run build`, or `true`), for any site that is not
 * the company's live one: its notices may name another host than the one serving it, and its facts
 * may be placeholders. Such a build asks search engines to keep out, on every host: robots.txt
 * disallows every path and every response carries `X-Robots-Tag` (stagingHeaders). Read at
 * build time only; `npm run deploy` refuses to put such a build live (deploy/upload/go-live.ts).
 */
export const stagingBuild = ['1', 'true'].includes(process.env.STAGING_COPY ?? '');

/** The header a staging copy sends with every response, beside the security headers. */
export const stagingHeaders: Readonly<Record<string, string>> = { 'X-Robots-Tag': 'noindex, nofollow' };
