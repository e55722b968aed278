import { defineConfig, globalIgnores } from 'eslint/config';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      // The export has no image optimiser (next.config.mjs: images.unoptimized) and every picture is
      // an SVG with nothing to resize: next/image would render the same <img>, only with an inline
      // style added. The pages write plain <img> with width, height and alt on purpose.
      '@next/next/no-img-element': 'off',
      // Links to the site's pages go through SiteLink, which fetches a page when its link is reached
      // for; next/link would fetch every link's page as soon as it is on the screen.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use SiteLink (components/site-link/site-link.tsx).' }] },
      ],
    },
  },
  {
    files: ['components/site-link/site-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A number to call or the address to write to is a PhoneLink or an EmailLink: one place builds the
    // link and formats what it shows.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/contact-link/**', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^(tel|mailto):/], TemplateElement[value.raw=/^(tel|mailto):/]',
          message: 'Use PhoneLink or EmailLink (components/contact-link/contact-link.tsx).',
        },
      ],
    },
  },
  globalIgnores([
    // Generated or installed: nobody edits these by hand.
    '.next/**',
    'out/**',
    '.cache/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'deploy/generated/**',
    'bench/.tmp/**',
    'next-env.d.ts',
  ]),
]);
