/**
 * The layering rules of docs/architecture.md ("Layers"), checked by `npm run lint`.
 * Server: core (and the infrastructure beside it) imports no module; a module reads only its own
 * tables. Web: features never import each other. Tests may arrange any data they need.
 */
const TESTS = '(\\.test\\.tsx?|/test-fixtures\\.ts|/test-[a-z-]+\\.ts|/testing\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-module',
      comment:
        'core/, db/, notify/ and storage/ sit under the modules: they must not import one (docs/architecture.md).',
      severity: 'error',
      from: {
        path: '^apps/server/src/(core|db|notify|storage)/',
        pathNot: ['^apps/server/src/db/schema\\.ts$', TESTS],
      },
      to: { path: '^apps/server/src/(modules|chat)/' },
    },
    {
      name: 'module-reads-own-tables',
      comment:
        "A module never reads another module's tables: call its service or listen to its events. Schema files may reference other tables for foreign keys.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['/schema\\.ts$', TESTS] },
      to: { path: '^apps/server/src/modules/[^/]+/schema\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'chat-reads-own-tables',
      comment: "Chat is a module too: it reads other modules' data through their services.",
      severity: 'error',
      from: { path: '^apps/server/src/chat/', pathNot: ['/schema\\.ts$', TESTS] },
      to: { path: '^apps/server/src/modules/[^/]+/schema\\.ts$' },
    },
    {
      name: 'features-never-import-each-other',
      comment: 'A web feature uses shared code (components/, lib/) only; the app shell composes features.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-web-code-imports-no-feature',
      comment: 'components/ and lib/ sit under the features.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|/migrations/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
