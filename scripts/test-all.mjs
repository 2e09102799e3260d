#!/usr/bin/env node
// `npm test`: the whole suite — typecheck, lint, boundary rules, unit + integration tests
// (PGlite always, PostgreSQL too when DATABASE_URL is set), Playwright end-to-end tests.
// Ends with one summary line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
let passed = 0;
let failed = 0;
const failures = [];

function run(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function countStep(ok) {
  if (ok) passed++;
  else failed++;
}

if (want('typecheck')) countStep(run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
if (want('lint')) countStep(run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']));
if (want('depcheck')) countStep(run('boundaries', 'npm', ['run', '-s', 'depcheck']));

if (want('unit')) {
  const out = 'test-results/vitest.json';
  rmSync(out, { force: true });
  const ok = run('unit+integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += (j.numFailedTests ?? 0) + (ok || j.numFailedTests ? 0 : 1);
  } else if (!ok) failed++;
}

if (want('e2e')) {
  const out = 'test-results/playwright.json';
  rmSync(out, { force: true });
  const ok = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += (s.unexpected ?? 0) + (ok || s.unexpected ? 0 : 1);
  } else if (!ok) failed++;
}

console.log('');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
