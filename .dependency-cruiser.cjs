/**
 * The import rules of docs/architecture.md ("The layers"), checked by `npm run check`
 * (`depcruise`). A broken rule prints its name and the import: `error <rule>: <from> → <to>`.
 * scripts/architecture/import-rules.test.ts proves each kind of rule fires.
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

/**
 * The server's domains, top to bottom, and what each may import of the server besides itself
 * (`config` is server/config.ts, `serve` server/serve.ts); contract/ and packages are free.
 * The entries (main.ts, serve.ts, dev-api.ts, app.ts) import anything; nothing but cli/ and
 * the tests imports them. The table has no cycle (checked below), so neither can the domains.
 * test-support/, drills/ and system-tests/ hold tests, which use what they test wherever it is.
 */
const serverDomains = {
  cli: ['routes', 'serve', '*'],
  routes: ['*'],
  schedule: [
    'inbox',
    'insights',
    'privacy-requests',
    'notify',
    'events',
    'outbox',
    'queue',
    'db',
    'config',
  ],
  booking: [
    'inbox',
    'notify',
    'accounts',
    'leads',
    'events',
    'outbox',
    'queue',
    'db',
    'config',
    'text',
  ],
  inbox: ['accounts', 'audit', 'events', 'leads', 'outbox', 'db', 'config'],
  content: ['audit', 'site', 'db', 'config'],
  insights: ['events', 'db', 'config'],
  'privacy-requests': ['notify', 'leads', 'queue', 'db', 'config'],
  spam: ['db', 'config'],
  notify: ['leads', 'accounts', 'outbox', 'queue', 'db', 'config', 'text'],
  leads: ['outbox', 'db', 'config'],
  events: ['db', 'config'],
  audit: ['db', 'config'],
  accounts: ['audit', 'queue', 'net', 'db', 'config', 'text'],
  outbox: ['queue', 'db', 'config'],
  queue: ['db', 'config'],
  http: ['net', 'db', 'config'],
  site: ['config'],
  db: ['config'],
  admin: ['net', 'db', 'config'],
  config: ['text'],
  net: [],
  text: [],
  runtime: [],
};

/** `*`: every domain below (listed after it). */
const allowedOf = (domain) => {
  const names = Object.keys(serverDomains);
  const allowed = serverDomains[domain].flatMap((name) =>
    name === '*' ? names.slice(names.indexOf(domain) + 1) : [name],
  );
  return [...new Set(allowed)];
};

/** Depth-first: a domain reached again on its own path is a cycle in the table. */
for (const start of Object.keys(serverDomains)) {
  const visit = (domain, path) => {
    for (const next of allowedOf(domain).filter((name) => name in serverDomains)) {
      if (path.includes(next))
        throw new Error(`serverDomains has a cycle: ${[...path, next].join(' → ')}`);
      visit(next, [...path, next]);
    }
  };
  visit(start, [start]);
}

const serverPath = (name) => (name === 'config' || name === 'serve' ? `${name}[.]ts$` : `${name}/`);

const serverDomainRules = Object.keys(serverDomains)
  .filter((domain) => domain !== 'config')
  .map((domain) => {
    const allowed = allowedOf(domain);
    return {
      name: `server-${domain}-imports-only-below`,
      comment: `server/${domain}/ may import ${allowed.length ? allowed.join(', ') : 'nothing of the server'} (serverDomains; docs/architecture.md, The layers).`,
      severity: 'error',
      from: { path: `^server/${domain}/`, pathNot: tests },
      to: {
        path: '^server/',
        pathNot: `^server/(${[domain, ...allowed].map(serverPath).join('|')})`,
      },
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
    ...serverDomainRules,
    {
      name: 'server-folder-in-the-domain-table',
      comment:
        'Every folder of server/ has its line in serverDomains (.dependency-cruiser.cjs): what it may import.',
      severity: 'error',
      from: {
        path: '^server/[^/]+/',
        pathNot: [`^server/(${Object.keys(serverDomains).join('|')})/`, ...tests],
      },
      to: { path: '^server/' },
    },
    {
      name: 'server-config-imports-only-text',
      comment:
        'server/config.ts is read by every domain: of the server it imports only text/ (the secret strength).',
      severity: 'error',
      from: { path: '^server/config[.]ts$' },
      to: { path: '^server/', pathNot: '^server/(config[.]ts|text/)' },
    },
    {
      name: 'migrations-only-from-db',
      comment:
        'A migration does forever what it did when it ran: only server/db/ imports one; what a query shares with a migration is a server/db module (the migration keeps a frozen copy).',
      severity: 'error',
      from: { path: '^(?!server/db/)' },
      to: { path: '^server/db/migrations/' },
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
