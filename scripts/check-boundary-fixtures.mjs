#!/usr/bin/env node
// Proves that every dependency-cruiser rule in .dependency-cruiser.cjs fires.
//
// Each directory under tests/boundary-fixtures/ is a tiny fake repo tree
// (src/platform, src/modules/<x>, projections, src/web). Every rule has one
// fixture that breaks it on purpose; `clean` breaks nothing and uses every
// allowed kind of import. depcruise runs with the fixture directory as cwd and
// the repo's own config, exactly like `npm run depcheck` does on the real tree.
//
// Fails (exit 1) unless:
//   - every rule of the config has a fixture, and every fixture a rule;
//   - each rule's fixture yields exactly the expected violations of that rule
//     (and no violation of any other rule), all with severity "error";
//   - the clean fixture yields no violation, resolves every import, and
//     contains the allowed edges listed below.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configPath = path.join(root, '.dependency-cruiser.cjs');
const fixturesDir = path.join(root, 'tests', 'boundary-fixtures');
const depcruiseBin = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

// rule name -> fixture directory and the violations it must produce, as
// [from, to]: `to` is the resolved target, or a prefix of it when it ends in "/".
const EXPECTED = {
  'platform-not-to-modules': {
    fixture: 'platform-imports-module',
    violations: [['src/platform/http/app.ts', 'src/modules/a/index.ts']],
  },
  'platform-not-to-projections': {
    fixture: 'platform-imports-projection',
    violations: [['src/platform/projections/runner.ts', 'projections/dashboard.ts']],
  },
  'module-internals-private': {
    fixture: 'module-imports-internals',
    violations: [['src/modules/b/api/routes.ts', 'src/modules/a/domain/decider.ts']],
  },
  'outside-uses-module-index': {
    fixture: 'outside-imports-internals',
    violations: [
      ['projections/dashboard.ts', 'src/modules/a/read/queries.ts'],
      ['src/server.ts', 'src/modules/a/api/routes.ts'],
    ],
  },
  'domain-is-pure': {
    fixture: 'domain-imports-infrastructure',
    violations: [
      ['src/modules/a/domain/uses-koa.ts', 'node_modules/koa/'],
      ['src/modules/a/domain/uses-pg.ts', 'node_modules/pg/'],
      ['src/modules/a/domain/uses-pglite.ts', 'node_modules/@electric-sql/pglite/'],
      ['src/modules/a/domain/uses-node-fs.ts', 'fs'],
      ['src/modules/a/domain/uses-fs-promises.ts', 'fs/promises'],
      ['src/modules/a/domain/uses-builtin-module.ts', 'fs'],
      ['src/modules/a/domain/uses-platform-http.ts', 'src/platform/http/context.ts'],
      ['src/modules/a/domain/uses-platform-db.ts', 'src/platform/db/connection.ts'],
    ],
  },
  'web-not-to-server': {
    fixture: 'web-imports-server',
    violations: [
      ['src/web/features/a/uses-platform.ts', 'src/platform/i18n/index.ts'],
      ['src/web/features/a/uses-module.ts', 'src/modules/a/index.ts'],
      ['src/web/features/a/uses-projection.ts', 'projections/dashboard.ts'],
    ],
  },
  'web-features-independent': {
    fixture: 'web-feature-imports-feature',
    violations: [['src/web/features/a/page.tsx', 'src/web/features/b/widget.tsx']],
  },
  'server-not-to-web': {
    fixture: 'server-imports-web',
    violations: [
      ['src/modules/a/api/routes.ts', 'src/web/i18n/de.ts'],
      ['src/platform/http/static.ts', 'src/web/i18n/de.ts'],
    ],
  },
  'no-circular-between-modules': {
    fixture: 'modules-cycle',
    violations: [['src/modules/a/index.ts', 'src/modules/b/index.ts']],
  },
};

const CLEAN = 'clean';
// Allowed edges the clean fixture must contain, so a rule that over-fires
// (or a fixture import that silently stopped resolving) is noticed.
const CLEAN_EDGES = [
  ['src/modules/b/domain/decider.ts', 'src/modules/a/index.ts'], // module -> other module's index (directory import)
  ['src/modules/b/api/routes.ts', 'src/modules/a/index.ts'], // module -> other module's index (explicit)
  ['projections/dashboard.ts', 'src/modules/a/index.ts'], // projection -> module index
  ['projections/dashboard.ts', 'src/platform/projections/runner.ts'], // projection -> platform
  ['src/server.ts', 'projections/dashboard.ts'], // composition root -> projections
  ['src/server.ts', 'src/modules/a/index.ts'], // composition root -> module index
  ['src/modules/a/api/routes.ts', 'src/platform/http/app.ts'], // module api -> platform/http
  ['src/modules/a/read/queries.ts', 'src/platform/db/connection.ts'], // module read -> platform/db
  ['src/modules/a/domain/decider.ts', 'src/platform/eventstore/store.ts'], // domain -> other platform parts
  ['src/platform/db/connection.ts', 'node_modules/pg/'], // platform -> drivers
  ['src/platform/db/connection.ts', 'fs'], // platform -> node:fs
  ['src/web/main.tsx', 'src/web/app.tsx'], // web -> web
  ['src/web/features/a/page.tsx', 'src/web/features/b/index.ts'], // web feature -> other feature's index
];

// "../../../node_modules/koa/lib/x.js" -> "node_modules/koa/lib/x.js"
const normalize = (p) => (p.includes('node_modules/') ? p.slice(p.indexOf('node_modules/')) : p.replace(/^(\.\.\/)+/, ''));
const matches = (actualTo, expectedTo) =>
  expectedTo.endsWith('/') ? normalize(actualTo).startsWith(expectedTo) : normalize(actualTo) === expectedTo;

async function cruise(fixture) {
  const cwd = path.join(fixturesDir, fixture);
  const targets = ['src', 'projections'].filter((d) => existsSync(path.join(cwd, d)));
  const { stdout } = await run(
    process.execPath,
    [depcruiseBin, ...targets, '--config', configPath, '--output-type', 'json', '--no-cache'],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

const failures = [];
const fail = (msg) => failures.push(msg);

const require = createRequire(import.meta.url);
const ruleNames = require(configPath).forbidden.map((r) => r.name);
const fixtureDirs = readdirSync(fixturesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

for (const name of ruleNames) if (!EXPECTED[name]) fail(`rule ${name} has no fixture in ${path.basename(import.meta.url)}`);
for (const name of Object.keys(EXPECTED)) if (!ruleNames.includes(name)) fail(`fixture table names unknown rule ${name}`);
const knownFixtures = new Set([CLEAN, ...Object.values(EXPECTED).map((e) => e.fixture)]);
for (const dir of fixtureDirs) if (!knownFixtures.has(dir)) fail(`fixture directory ${dir} is not checked by any rule`);
for (const dir of knownFixtures) if (!fixtureDirs.includes(dir)) fail(`fixture directory ${dir} is missing`);

const entries = Object.entries(EXPECTED).filter(([, e]) => fixtureDirs.includes(e.fixture));
const results = await Promise.all(
  [CLEAN, ...entries.map(([, e]) => e.fixture)].map(async (fixture) => {
    try {
      return [fixture, await cruise(fixture)];
    } catch (error) {
      fail(`depcruise failed on fixture ${fixture}: ${error.stderr || error.message}`);
      return [fixture, null];
    }
  }),
);
const byFixture = Object.fromEntries(results);

for (const [rule, { fixture, violations: expected }] of entries) {
  const result = byFixture[fixture];
  if (!result) continue;
  const before = failures.length;
  const actual = result.summary.violations;
  for (const v of actual) {
    if (v.rule.name !== rule) fail(`fixture ${fixture}: unexpected violation of ${v.rule.name}: ${v.from} -> ${v.to}`);
    else if (v.rule.severity !== 'error') fail(`fixture ${fixture}: rule ${rule} has severity ${v.rule.severity}, expected error`);
  }
  const ofRule = actual.filter((v) => v.rule.name === rule);
  for (const [from, to] of expected) {
    if (!ofRule.some((v) => v.from === from && matches(v.to, to)))
      fail(`rule ${rule} did not fire on fixture ${fixture} for ${from} -> ${to}`);
  }
  for (const v of ofRule) {
    if (!expected.some(([from, to]) => v.from === from && matches(v.to, to)))
      fail(`rule ${rule} fired unexpectedly on fixture ${fixture}: ${v.from} -> ${v.to}`);
  }
  if (failures.length === before) console.log(`rule ${rule} fires on fixture ${fixture}: ok (${ofRule.length} violation${ofRule.length === 1 ? '' : 's'})`);
}

const clean = byFixture[CLEAN];
if (clean) {
  const before = failures.length;
  for (const v of clean.summary.violations) fail(`clean fixture: unexpected violation of ${v.rule.name}: ${v.from} -> ${v.to}`);
  const edges = clean.modules.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, ...d })));
  for (const d of edges) if (d.couldNotResolve) fail(`clean fixture: ${d.from} cannot resolve ${d.module}`);
  for (const [from, to] of CLEAN_EDGES) {
    if (!edges.some((d) => d.from === from && matches(d.resolved, to)))
      fail(`clean fixture: allowed edge ${from} -> ${to} is missing`);
  }
  if (failures.length === before)
    console.log(`clean fixture ${CLEAN} passes: ok (${clean.summary.totalCruised} modules, ${clean.summary.totalDependenciesCruised} dependencies, 0 violations)`);
}

if (failures.length > 0) {
  for (const f of failures) console.error(`FAIL ${f}`);
  process.exit(1);
}
console.log(`boundary fixtures: all ${entries.length} rules fire, clean fixture passes`);
