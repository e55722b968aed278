/** `STAGING_COPY=1 npm run build` (or `true`): a copy that keeps search engines out and never goes live. */
export const stagingBuild = ['1', 'true'].includes(process.env.STAGING_COPY ?? '');

export const stagingHeaders: Readonly<Record<string, string>> = { 'X-Robots-Tag': 'noindex, nofollow' };
