/** @type {import('stylelint').Config} */
const config = {
  extends: ['stylelint-config-standard-scss'],
  ignoreFiles: ['out/**', '.next/**', 'coverage/**', 'node_modules/**'],
  rules: {
    // A comment inside a block sits with the declaration it explains.
    'scss/double-slash-comment-empty-line-before': [
      'always',
      { except: ['first-nested'], ignore: ['between-comments', 'stylelint-commands', 'inside-block'] },
    ],
    // Browsers ignore keyword case; these keep their usual spelling.
    'value-keyword-case': [
      'lower',
      { ignoreKeywords: ['currentColor', 'optimizeLegibility'], ignoreProperties: ['/^--font-/'] },
    ],
    // CSS Modules' `:global(…)`.
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global'] }],
    // Safari reads only the prefixed -webkit-text-size-adjust.
    'property-no-vendor-prefix': [true, { ignoreProperties: ['/text-size-adjust$/'] }],
  },
  overrides: [
    {
      // TypeScript reads module classes as `styles.menuButton`.
      files: ['**/*.module.scss'],
      rules: {
        'selector-class-pattern': [
          '^[a-z][a-zA-Z0-9]*$',
          { message: (name) => `Expected class selector "${name}" to be camelCase` },
        ],
      },
    },
  ],
};

export default config;
