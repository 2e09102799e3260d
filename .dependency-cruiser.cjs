// Module-boundary rules (ARCHITECTURE.md section 2, ADR 0002).
//
// Run: npm run depcheck
//   = depcruise src projections --config .dependency-cruiser.cjs
//     && node scripts/check-boundary-fixtures.mjs
//
// Every rule below has a fixture under tests/boundary-fixtures/<fixture>/ that
// breaks it on purpose; scripts/check-boundary-fixtures.mjs fails unless each
// rule fires on its fixture and the clean fixture passes. A new rule needs a
// new fixture and a line in that script.
//
// Paths in the rules are relative to the working directory, which is the repo
// root for the main run and the fixture directory for fixture runs, so every
// pattern is anchored at `^src/` or `^projections/`.
const path = require('node:path');

/** Modules the pure domain layer must not import (resolved paths). */
const IMPURE_FOR_DOMAIN = [
  // HTTP and database drivers (npm packages, resolved into node_modules)
  '(^|/)node_modules/(@types/)?(koa|koa-body|pg|pg-[^/]+)/',
  '(^|/)node_modules/(@koa/|@types/koa__)[^/]+/',
  '(^|/)node_modules/@electric-sql/pglite/',
  // file system (node core module, with or without the node: prefix)
  '^(node:)?fs(/promises)?$',
  // the platform's HTTP and database layers
  '^src/platform/(http|db)(/|\\.ts$)',
];

/** A rule that fails the check: imports `from` → `to` are forbidden. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** A part below `dir` (a module, a web feature) uses another part only through that part's index.ts. */
const onlyThroughIndex = (name, comment, dir) =>
  forbid(name, comment, { path: `^${dir}/([^/]+)/` }, { path: `^${dir}/[^/]+/`, pathNot: [`^${dir}/$1/`, `^${dir}/[^/]+/index\\.ts$`] });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'platform-not-to-modules',
      'src/platform is the technical kernel and imports no business module. ' +
        'Let the module register itself (its index.ts) with the platform at start-up instead.',
      { path: '^src/platform/' },
      { path: '^src/modules/' },
    ),
    forbid(
      'platform-not-to-projections',
      'src/platform imports nothing from projections/ (cross-module read models). ' +
        'Pass projections to the runner from the composition root.',
      { path: '^src/platform/' },
      { path: '^projections/' },
    ),
    onlyThroughIndex(
      'module-internals-private',
      "A module may import another module only through that module's index.ts " +
        '(its public surface), never its domain/, api/ or read/ internals.',
      'src/modules',
    ),
    forbid(
      'outside-uses-module-index',
      "Code outside src/modules (projections/, a composition root such as src/server.ts) uses a module only through its index.ts.",
      { pathNot: '^src/(modules|platform|web)/' },
      { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    ),
    forbid(
      'domain-is-pure',
      'Deciders (src/modules/*/domain) are pure: no koa, pg, PGlite, node:fs, ' +
        'src/platform/http or src/platform/db. Time, ids and lookups come in as data.',
      { path: '^src/modules/[^/]+/domain/' },
      { path: IMPURE_FOR_DOMAIN },
    ),
    forbid(
      'web-not-to-server',
      'The browser app (src/web) imports nothing from src/platform, src/modules or projections/. ' +
        'It talks to the server over HTTP only; shared tables (the permission policy) and API types come from src/shared.',
      { path: '^src/web/' },
      { path: '^(src/platform|src/modules|projections)/' },
    ),
    onlyThroughIndex(
      'web-features-independent',
      'A web feature (src/web/features/<name>) uses another feature only through its public index.ts, never its ' +
        'internals; what every feature shares lives in src/web/components, src/web/lib or src/web/i18n.',
      'src/web/features',
    ),
    forbid('server-not-to-web', 'Nothing outside src/web (server code) imports from src/web.', { pathNot: '^src/web/' }, { path: '^src/web/' }),
    forbid(
      'no-circular-between-modules',
      'No import cycle may leave the module it starts in (through another module or projections/). ' +
        'Cycles between modules make the start-up order undefined; publish an event or move the shared part.',
      { path: '^src/modules/([^/]+)/' },
      { circular: true, via: { pathNot: '^src/modules/$1/' } },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Fixtures break the rules on purpose; they are checked by
    // scripts/check-boundary-fixtures.mjs, never by the main run.
    exclude: { path: '^tests/boundary-fixtures/' },
    moduleSystems: ['es6', 'cjs'],
    // Count `import type` too: a type-only import still couples the layers.
    tsPreCompilationDeps: true,
    detectProcessBuiltinModuleCalls: true,
    // Absolute, so the same config also works with a fixture directory as cwd.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      dot: { collapsePattern: 'node_modules/(?:@[^/]+/[^/]+|[^/]+)' },
    },
  },
};
