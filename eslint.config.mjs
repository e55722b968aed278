import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// What git ignores is not linted either: `out/` becomes `out/**`.
const gitIgnored = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => (line.endsWith('/') ? `${line}**` : line));

// Next's own rule sets without eslint-config-next's React, a11y and import plugins (~130 packages):
// TypeScript checks the JSX and axe checks every rendered page.
export default defineConfig([
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  nextPlugin.configs['core-web-vitals'],
  {
    rules: {
      // Every picture is an SVG and the export has no image optimiser: next/image would add nothing.
      '@next/next/no-img-element': 'off',
      'no-restricted-imports': [
        'error',
        // next/link prefetches every visible link; SiteLink fetches on intent.
        { paths: [{ name: 'next/link', message: 'Use SiteLink (components/site-link/site-link.tsx).' }] },
      ],
    },
  },
  {
    files: ['components/site-link/site-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One place builds tel: and mailto: links and formats what they show.
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
  globalIgnores(gitIgnored),
]);
