/**
 * The import rules of docs/architecture.md ("The layers"), checked by `npm run check`
 * (`depcruise`). A broken rule prints its name and the import: `error <rule>: <from> → <to>`.
 * scripts/architecture/rules.test.ts proves each kind of rule fires.
 */

/** The site's layers, top to bottom: a module imports only from its own layer or below. */
const srcLayers = ['app', 'pages', 'features', 'components', 'seo', 'routing', 'content', 'i18n'];

/** Tests and their helpers use what they test, wherever it sits; cycles still count. */
const tests = ['\\.test\\.tsx?$', '(^|/)test-support/'];

const layerRules = srcLayers.slice(1).map((layer, index) => {
  const above = srcLayers.slice(0, index + 1);
  return {
    name: `${layer}-imports-only-below`,
    comment: `src/${layer}/ may import ${srcLayers.slice(index + 1).join(', ')}, not ${above.join(', ')} (docs/architecture.md, The layers).`,
    severity: 'error',
    from: { path: `^src/${layer}/`, pathNot: tests },
    to: { path: `^src/(${above.join('|')})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'feature-internals-from-another-feature',
      comment:
        'A feature imports another feature only through its public entry, features/<name>/index.ts.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: tests },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'feature-internals-from-outside',
      comment:
        'The rest of the site (app, pages) uses a feature only through its public entry, features/<name>/index.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/features/', ...tests] },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'inbox-is-a-top-level-app',
      comment:
        'The sales inbox (src/inbox/, its own entry) may import components, i18n and contact; nothing imports it.',
      severity: 'error',
      from: { path: '^src/(?!inbox/)' },
      to: { path: '^src/inbox/' },
    },
    {
      name: 'inbox-imports-only-components-i18n',
      comment:
        'src/inbox/ may import src/components and src/i18n (and the contract), not the public site.',
      severity: 'error',
      from: { path: '^src/inbox/', pathNot: tests },
      to: { path: '^src/', pathNot: '^src/(inbox|components|i18n)/|^src/styles[.]css$' },
    },
    {
      name: 'inbox-api-imports-nothing-above',
      comment:
        "src/inbox/api/ (the fetch layer, the query client, the session) is the inbox's bottom: it imports no ui nor screen.",
      severity: 'error',
      from: { path: '^src/inbox/api/', pathNot: tests },
      to: { path: '^src/inbox/', pathNot: '^src/inbox/api/' },
    },
    {
      name: 'inbox-ui-imports-no-screen',
      comment: 'src/inbox/ui/ is what every screen shares: it imports the api, never a screen.',
      severity: 'error',
      from: { path: '^src/inbox/ui/', pathNot: tests },
      to: { path: '^src/inbox/', pathNot: '^src/inbox/(ui|api)/' },
    },
    {
      name: 'inbox-screens-apart',
      comment:
        'An inbox screen (leads, lead, audit, insights, session) imports ui/ and api/, and of another screen only its texts.',
      severity: 'error',
      from: { path: '^src/inbox/(?!api/|ui/)([^/]+)/', pathNot: tests },
      to: {
        path: '^src/inbox/(?!api/|ui/)[^/]+/',
        pathNot: ['^src/inbox/$1/', '^src/inbox/[^/]+/(texts|pt|en)[.]ts$'],
      },
    },
    {
      name: 'site-imports-no-tooling',
      comment:
        'The site does not import the server, the build scripts, the browser tests or the benchmarks.',
      severity: 'error',
      from: { path: '^src/', pathNot: tests },
      to: { path: '^(server|scripts|e2e|bench)/' },
    },
    {
      name: 'server-imports-nothing-of-the-site',
      comment:
        'The server imports the browser side only through the contract (contract/: the schema, the lead, ' +
        'the inbox API, the languages, the brand), never src/ (docs/architecture.md, The layers).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'contract-imports-neither-side',
      comment:
        'contract/ is what the site and the server share: it imports neither src/ nor server/ (nor the tooling).',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server|scripts|e2e|bench)/' },
    },
    {
      name: 'server-db-imports-no-layer-above',
      comment:
        'server/db/ is the bottom of the server: it imports none of routes, cli, leads, outbox, notify, events, insights.',
      severity: 'error',
      from: { path: '^server/db/', pathNot: tests },
      to: { path: '^server/(routes|cli|leads|outbox|notify|events|insights)/' },
    },
    {
      name: 'server-domain-imports-no-routes',
      comment:
        'server/leads, outbox, notify, events and insights sit below the routes and the CLI, which use them.',
      severity: 'error',
      from: { path: '^server/(leads|outbox|notify|events|insights)/', pathNot: tests },
      to: { path: '^server/(routes|cli)/' },
    },
    {
      name: 'no-cycles',
      comment:
        'Imports that come back to where they started: split the module, or move what both need lower.',
      severity: 'error',
      from: { path: '^(src|contract|server|scripts|e2e|bench)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The fixtures break every rule on purpose; scripts/architecture/import-rules.test.ts cruises them.
    exclude: { path: ['^(node_modules|dist)/', '^scripts/architecture/fixtures/'] },
    // Type-only imports count: a layer that needs another's types depends on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
