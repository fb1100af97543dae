// Import rules of the code base, checked by `npm run check` (ADR 044; docs/architecture.md, "Layers").
// Server modules are platform (shared services every feature may use) or features (product areas).
// Features import platform, never the reverse; a feature reads another feature's data through that
// feature's functions, or through the few tables its public.ts names, never its *.table.ts.

const PLATFORM_MODULES = [
  'audit',
  'auth',
  'health',
  'mail',
  'metrics',
  'one-time-codes',
  'rate-limits',
  'settings',
  'uploads',
];
const FEATURE_MODULES = [
  'admissions',
  'backups',
  'collaboration',
  'dashboard',
  'data-rooms',
  'documents',
  'donors',
  'esign',
  'family-papers',
  'generated-documents',
  'giving',
  'partners',
  'pdf-templates',
  'sharing',
  'templates',
  'today',
  'waiting-list',
  'visits',
];

const modules = (names) => `^src/server/modules/(${names.join('|')})/`;
const TEST_FILE = '\\.test\\.tsx?$';

// The server's own platform outside modules/: configuration, database, HTTP plumbing, credentials,
// the periodic-job runner (its registry, which lists every module's jobs, is composition) and the
// worker pool for untrusted files.
const PLATFORM = [
  modules(PLATFORM_MODULES),
  '^src/server/(db|http|credentials|untrusted-work)/',
  '^src/server/jobs/(job|start-jobs)\\.ts$',
  '^src/server/(config|docusign-config|clock|logger|paths)\\.ts$',
];
const FEATURES = modules(FEATURE_MODULES);
// Composition: builds the app from every module, lists every job, seeds demo data, runs commands.
const COMPOSITION = '^src/server/(app\\.ts|main\\.ts|jobs/registry\\.ts|demo/|cli/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'platform-not-to-features',
      comment:
        'Platform code must not import a feature module (ADR 044). Move the function to the platform ' +
        'module it belongs to, or let the feature call the platform instead. Its tests may build the ' +
        'whole app. db/schema.ts lists every table for drizzle-kit.',
      severity: 'error',
      from: { path: PLATFORM, pathNot: [TEST_FILE, '^src/server/db/schema\\.ts$'] },
      to: { path: FEATURES },
    },
    {
      name: 'app-deps-name-feature-types-only',
      comment:
        'deps.ts, the contract of what buildApp is given, may name a feature interface (the esign ' +
        'provider) as a type, never import a feature at run time (ADR 044).',
      severity: 'error',
      from: { path: '^src/server/deps\\.ts$' },
      to: { path: FEATURES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-not-to-composition',
      comment:
        'Modules and platform code must not import the composition root (app.ts, main.ts, ' +
        'jobs/registry.ts, demo/, cli/); only tests may, to build the whole app.',
      severity: 'error',
      from: {
        path: ['^src/server/modules/', ...PLATFORM, '^src/server/deps\\.ts$'],
        pathNot: TEST_FILE,
      },
      to: { path: COMPOSITION },
    },
    {
      name: 'feature-tables-are-private',
      comment:
        "A module must not import another feature module's *.table.ts (ADR 044): call that " +
        "feature's functions, or import the few tables its public.ts names for a join or a " +
        'foreign key. Applies to tests too.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: `${FEATURES}.+\\.table\\.ts$`, pathNot: '^src/server/modules/$1/' },
    },
    {
      name: 'modules-have-a-layer',
      comment:
        'Every server module is listed as platform or feature in .dependency-cruiser.cjs, so the ' +
        'rules above apply to it (ADR 044).',
      severity: 'error',
      from: {
        path: '^src/server/modules/',
        pathNot: [modules(PLATFORM_MODULES), FEATURES],
      },
      to: {},
    },
    {
      name: 'no-circular',
      comment:
        'No runtime import cycles anywhere in src/: a cycle makes load order decide whether a value ' +
        'is defined yet. Type-only imports are erased, so they may close a loop.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-domain-cycles',
      comment:
        'src/domain has no import cycles at all, type-only ones included: an area folder reads ' +
        'as a page a newcomer can follow from top to bottom.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/domain/', circular: true },
    },
    {
      name: 'server-not-to-client',
      comment: 'The server never imports the React client; shared code lives in src/domain.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-not-to-server',
      comment: 'The client never imports the server; shared code lives in src/domain.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'domain-not-to-server-or-client',
      comment: 'src/domain is pure TypeScript shared by both sides: it imports neither.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(server|client)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
