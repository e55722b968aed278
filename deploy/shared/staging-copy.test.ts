/**
 * @jest-environment node
 */

/** What the hosts and robots.txt of a build say, with STAGING_COPY as the build's environment has it. */
async function builtWith(stagingBuild: string | undefined) {
  const before = process.env.STAGING_COPY;
  if (stagingBuild === undefined) delete process.env.STAGING_COPY;
  else process.env.STAGING_COPY = stagingBuild;
  try {
    let built: { headers: Record<string, string>; robots: unknown } | undefined;
    await jest.isolateModulesAsync(async () => {
      const { securityHeaders } = await import('@/deploy/shared/security-headers');
      const { default: robots } = await import('@/app/robots');
      built = {
        headers: securityHeaders,
        robots: robots().rules,
      };
    });
    return built!;
  } finally {
    if (before === undefined) delete process.env.STAGING_COPY;
    else process.env.STAGING_COPY = before;
  }
}

describe('a staging copy', () => {
  it('keeps search engines out: every response says noindex, and robots.txt disallows every path', async () => {
    for (const staging of [await builtWith('1'), await builtWith('true')]) {
      expect(staging.headers['X-Robots-Tag']).toBe('noindex, nofollow');
      expect(staging.robots).toEqual([{ userAgent: '*', disallow: '/' }]);
    }
  });

  it('is only what STAGING_COPY=1 (or true) asks for: the live build lets them in', async () => {
    for (const live of [undefined, '', '0', 'false']) {
      const built = await builtWith(live);
      expect(built.headers).not.toHaveProperty('X-Robots-Tag');
      expect(built.robots).toEqual([{ userAgent: '*', allow: '/' }]);
    }
  });
});
