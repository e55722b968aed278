import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Packages under node_modules that ship only ES modules, which Jest cannot load as they are: it transforms them. */
const esModulePackages = [
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'd3-geo',
  'd3-array',
  'internmap',
];

/** Unit and component tests beside the code they test (`*.test.ts(x)`); test-support/ holds what specs, unit tests and the benchmark share. */
const withNext = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/**/*.test.{ts,tsx}'],
  // What is not the project's: installed packages, the Node the test command brings, build output.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/.cache/',
    '<rootDir>/.next/',
    '<rootDir>/out/',
    '<rootDir>/test-results/',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The guard against server code in the browser, resolved as on the server (e2e/tsconfig.json does the same).
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
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
