import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Packages under node_modules that Jest transforms: next-intl's message formatter (next-intl →
 * use-intl → intl-messageformat → @formatjs) ships only ES modules, which Jest cannot load as they
 * are, and the tests of the messages format them with it, as the pages do.
 */
const esModulePackages = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs'];

/** Unit and component tests beside the code they test (`*.test.ts(x)`); test-support/ holds what specs, unit tests and the benchmark share. */
const withNext = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: [
    '<rootDir>/{app,components,i18n,lib,messages,styles,postbuild,deploy,scripts}/**/*.test.{ts,tsx}',
    '<rootDir>/test-support/**/*.test.ts',
    '<rootDir>/proxy.test.ts',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Next's guard against server code in the browser, resolved as Next resolves it on the server.
    '^server-only$': 'next/dist/compiled/server-only/empty.js',
    // d3-geo and d3-array ship only ES modules, which Jest cannot load: use their UMD bundles.
    '^d3-geo$': '<rootDir>/node_modules/d3-geo/dist/d3-geo.min.js',
    '^d3-array$': '<rootDir>/node_modules/d3-array/dist/d3-array.min.js',
  },
});

// next/jest leaves every package under node_modules untransformed but its own short list, and a
// config can only add patterns to it: widen its first pattern (node_modules) instead.
export default async function jestConfig() {
  const config = await withNext();
  const [nodeModules, ...others] = config.transformIgnorePatterns;
  const widened = nodeModules.replace('(?!(', `(?!(${esModulePackages.join('|')}|`);
  if (widened === nodeModules) throw new Error(`jest.config.mjs: unexpected transformIgnorePattern ${nodeModules}`);
  return { ...config, transformIgnorePatterns: [widened, ...others] };
}
