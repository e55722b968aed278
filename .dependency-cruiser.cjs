/**
 * The layers, top to bottom: app/ and proxy.ts (routes), components/, lib/, i18n/ (languages, pages,
 * the routing rule). Each imports only what is below it. postbuild/ (the steps after `next build`),
 * deploy/ (the hosts and the upload) and scripts/ (tooling) use the site's layers, never the
 * reverse; postbuild/ writes each host's configuration through deploy/, which needs nothing of postbuild/;
 * test code is imported by no product code. lib/node/ is the Node-only part of lib/ (files, esbuild):
 * server routes and the tooling around the site run it, never code that reaches the browser.
 * `npm test` runs this (`npm run lint:deps`); each rule says why it exists.
 */
const product = '^(app|components|lib|i18n|styles)/|^proxy\\.ts$';
const tests = '(^e2e/|^e2e-engines/|^test-support/|\\.test\\.tsx?$|\\.spec\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle has no top: neither side can be read or changed without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'site-never-imports-hosting-or-tooling',
      severity: 'error',
      comment: 'The site builds alone; build steps, hosts and tooling depend on it, not the other way.',
      from: { path: product },
      to: { path: '^(postbuild|deploy|scripts)/' },
    },
    {
      name: 'hosts-never-import-build-steps',
      severity: 'error',
      comment: 'A host serves and uploads what the build wrote; how the build rewrote it is not its business.',
      from: { path: '^deploy/', pathNot: tests },
      to: { path: '^postbuild/' },
    },
    {
      name: 'product-never-imports-tests',
      severity: 'error',
      comment: 'Test support and specs are not shipped; nothing that is may depend on them.',
      from: { path: `${product}|^(postbuild|deploy)/`, pathNot: tests },
      to: { path: tests },
    },
    {
      name: 'unit-tests-share-only-test-support',
      severity: 'error',
      comment: 'What unit tests, specs and the benchmark share lives in test-support/, not in e2e/.',
      from: { path: '^(app|components|lib|i18n|postbuild|deploy|scripts|test-support)/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'nothing-imports-the-routes',
      severity: 'error',
      comment: 'Routes (app/, proxy.ts) are what Next runs; code that others need belongs in a layer below.',
      from: { pathNot: `${tests}|^app/` },
      to: { path: '^app/|^proxy\\.ts$' },
    },
    {
      name: 'i18n-is-the-bottom-layer',
      severity: 'error',
      comment:
        'Languages, pages and the routing rule are the domain every other layer reads. i18n/request.ts is ' +
        "next-intl's per-request configuration, loaded by the framework like a route: it reads the company's time zone. " +
        "i18n/messages.ts fills the company's facts (lib/copy-facts.ts) into the copy.",
      from: { path: '^i18n/', pathNot: '^i18n/(request|messages)\\.ts$' },
      to: { path: '^(app|components|lib)/' },
    },
    {
      name: 'styles-are-a-bottom-layer',
      severity: 'error',
      comment: 'styles/ holds the design tokens and fonts every layer may read; it reads none of them.',
      from: { path: '^styles/' },
      to: { path: '^(app|components|lib|i18n)/' },
    },
    {
      name: 'lib-below-components',
      severity: 'error',
      comment: 'lib/ holds data and logic that components render; it never renders them.',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'node-only-code-stays-off-the-browser',
      severity: 'error',
      comment:
        'lib/node/ reads files and runs esbuild: only routes (server code), build steps, hosts, tooling and tests may ' +
        'run it. Code a page ships to the browser may import its types, never its code.',
      from: { path: '^(components|lib|i18n|styles)/', pathNot: `^lib/node/|${tests}` },
      to: { path: '^lib/node/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|\\.next|\\.cache|scripts/bench/runs)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
