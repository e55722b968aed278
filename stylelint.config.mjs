/** @type {import('stylelint').Config} */
const config = {
  extends: ['stylelint-config-standard-scss'],
  ignoreFiles: ['out/**', '.next/**', 'coverage/**', 'node_modules/**'],
  rules: {
    // A comment explains the declaration beneath it, so inside a block it sits with its neighbours;
    // between top-level rules it still needs its blank line.
    'scss/double-slash-comment-empty-line-before': [
      'always',
      { except: ['first-nested'], ignore: ['between-comments', 'stylelint-commands', 'inside-block'] },
    ],
    // Keywords are lower case, except the two the code writes in their usual camelCase spelling (the
    // case does not matter to browsers) and the font family names in the --font-* properties.
    'value-keyword-case': [
      'lower',
      { ignoreKeywords: ['currentColor', 'optimizeLegibility'], ignoreProperties: ['/^--font-/'] },
    ],
    // CSS Modules: `:global(…)` reaches outside the module (the html element's data-js flag).
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global'] }],
    // Safari reads only the prefixed -webkit-text-size-adjust.
    'property-no-vendor-prefix': [true, { ignoreProperties: ['/text-size-adjust$/'] }],
  },
  overrides: [
    {
      // Module class names are read in TypeScript as `styles.menuButton`: camelCase identifiers.
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
