import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests beside the code they test (`*.test.ts(x)`); test-support/ holds what specs, unit tests and the benchmark share. */
export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{app,components,i18n,lib,messages,styles,deploy,scripts}/**/*.test.{ts,tsx}', '<rootDir>/test-support/**/*.test.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // d3-geo and d3-array ship only ES modules, which Jest cannot load: use their UMD bundles.
    '^d3-geo$': '<rootDir>/node_modules/d3-geo/dist/d3-geo.min.js',
    '^d3-array$': '<rootDir>/node_modules/d3-array/dist/d3-array.min.js',
  },
});
