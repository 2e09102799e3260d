#!/usr/bin/env node
// `npm test`: the whole suite — typecheck, lint, boundary rules, unit + integration tests
// (PGlite always, PostgreSQL too when DATABASE_URL is set), Playwright end-to-end tests.
// Ends with the skipped tests grouped by reason and one summary line `N passed, N failed, N skipped`.
// In CI (CI set) DATABASE_URL is required: the PostgreSQL half of the suite may not drop out unseen.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

mkdirSync('test-results', { recursive: true });
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Failed tests by name, printed again at the end: the tail of a long CI log must say which one failed. */
const failedTests = [];
/** Skipped tests per reason, per file: reason -> file -> count. */
const skips = new Map();

if (process.env.CI && !process.env.DATABASE_URL) {
  console.log('CI: DATABASE_URL is not set; the PostgreSQL half of the suite cannot run (.ci/run sets it when PostgreSQL answers)');
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(1);
}

/** Why a test was skipped: the note in parentheses of its title or a describe's ("PostgreSQL only", "needs KAFKA_BROKERS; ..."). */
function skipReason(titles) {
  for (const t of [...titles].reverse()) {
    const m = /\(([^()]*\b(?:only|needs|skipped)\b[^()]*)\)/i.exec(t ?? '');
    if (m) return m[1];
  }
  // a test of a describe run per database target that skips itself on PGlite (skipIf(target !== 'postgres'))
  if (titles.some((t) => /\bpglite\b/i.test(t ?? ''))) return 'PostgreSQL only: its PGlite run';
  return 'no reason in the title';
}

function countSkip(reason, file) {
  const byFile = skips.get(reason) ?? new Map();
  skips.set(reason, byFile);
  byFile.set(file, (byFile.get(file) ?? 0) + 1);
  skipped++;
}

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

/** Runs a step beside others (its output kept and printed whole when it ends); resolves to whether it passed. */
function runBeside(name, cmd, args) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${out}=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      if (!ok) failures.push(name);
      resolve(ok);
    });
  });
}

// the static checks use one core each: typecheck and lint side by side, then the boundary rules
const statics = [];
if (want('typecheck')) statics.push(runBeside('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
if (want('lint')) statics.push(runBeside('lint', 'npx', ['eslint', '.', '--max-warnings', '0']));
for (const ok of await Promise.all(statics)) countStep(ok);
if (want('depcheck')) countStep(run('boundaries', 'npm', ['run', '-s', 'depcheck']));

if (want('unit')) {
  const out = 'test-results/vitest.json';
  rmSync(out, { force: true });
  const ok = run('unit+integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += (j.numFailedTests ?? 0) + (ok || j.numFailedTests ? 0 : 1);
    for (const file of j.testResults ?? []) {
      for (const a of file.assertionResults ?? []) {
        if (a.status === 'failed') failedTests.push(`${relative(process.cwd(), file.name)} › ${[...(a.ancestorTitles ?? []), a.title].join(' › ')}: ${String(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
        if (['skipped', 'pending', 'todo'].includes(a.status)) countSkip(skipReason([...(a.ancestorTitles ?? []), a.title]), relative(process.cwd(), file.name));
      }
    }
  } else if (!ok) failed++;
}

if (want('e2e')) {
  const out = 'test-results/playwright.json';
  rmSync(out, { force: true });
  const ok = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += (s.unexpected ?? 0) + (ok || s.unexpected ? 0 : 1);
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected') failedTests.push(`${spec.file ?? suite.file ?? 'e2e'} › ${[...titles, spec.title].join(' › ')}`);
          if (t.status !== 'skipped') continue;
          const note = (t.annotations ?? []).find((a) => a.type === 'skip' || a.type === 'fixme')?.description;
          countSkip(note ? note : skipReason([...titles, spec.title]), spec.file ?? suite.file ?? 'e2e');
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  } else if (!ok) failed++;
}

console.log('');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
for (const t of failedTests) console.log(`failed test: ${t}`);
for (const [reason, byFile] of skips) {
  const n = [...byFile.values()].reduce((a, b) => a + b, 0);
  console.log(`skipped ${n}: ${reason} (${[...byFile].map(([file, k]) => `${file} ${k}`).join(', ')})`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
