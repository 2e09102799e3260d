/**
 * Group progress benchmark (`npm run bench:progress`): a group of BENCH_MEMBERS (500) members and
 * BENCH_TRAININGS (10) trainings, seeded through the product's use cases with a fixed clock so that
 * every report status occurs (every tenth member completes some trainings at three points in time:
 * expired, recertification due and valid today; half the trainings are overdue, half open).
 * GET /api/user-groups/{id}/progress p50/p99 beside the bare SQL of the membership × assignment
 * join measured in the same run, and per PDF: seconds (cold = first render with browser start,
 * then warm), pages, size, and the RSS of this process (the server) before, at its peak during and
 * after the request, plus the Chromium processes' RSS. BENCH_PDF_OUT=dir keeps the PDFs.
 * PGlite always, PostgreSQL too when DATABASE_URL is set.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fixedClock } from '../src/platform/clock';
import { dbTargets, type DbTarget } from '../tests/support/db';
import { BENCH_PASSWORD, T0, beforeT0, benchCompany, benchEach, benchUseCases, client, inParallel, startBenchApp, timeIt } from './support';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const TRAININGS = Math.max(1, Number(process.env.BENCH_TRAININGS ?? 10));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const PDF_RUNS = Math.max(1, Number(process.env.BENCH_PDF_RUNS ?? 4));
const PDF_OUT = process.env.BENCH_PDF_OUT;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** RSS of this process's descendants (the Chromium of the PDF renderer), from ps. */
function childrenRss(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=']).toString().trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const tree = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (tree.has(pid!) || !tree.has(ppid!)) continue;
      tree.add(pid!);
      grew = true;
    }
  }
  return rows.filter(([pid]) => pid !== process.pid && tree.has(pid!)).reduce((n, [, , rss]) => n + rss! * 1024, 0);
}

async function bench(target: DbTarget): Promise<void> {
  process.env.TRUST_PROXY = '1';
  const clock = fixedClock(beforeT0(400));
  const started = await startBenchApp(target, { clock });
  const { app, testDb, base } = started;
  const { identity, org, catalog } = benchUseCases(app);
  const { reg, password, companyId, root: c } = await benchCompany(app);
  const t0 = performance.now();
  const http = client(base);
  const call = (method: string, p: string, token: string, body?: unknown) => http(method, p, { token, body });
  const group = await org.createGroup(c, 'Werk Nord', 'Alle Schichten');
  const members: { id: string; email: string; token: string }[] = new Array(MEMBERS);
  let done = 0;
  await inParallel([...Array(MEMBERS).keys()], 4, async (i) => {
    const email = `mitarbeiter${i}-${Date.now()}@bench.de`;
    const { userId, position } = await identity.createUser(
      { companyId, email, firstName: `Vorname${i}`, lastName: `Nachname${String(i).padStart(4, '0')}`, role: 'non-managing', password: BENCH_PASSWORD, gdprConsent: true },
      reg.user.id,
    );
    await app.kernel.projections.waitFor(position, ['identity.users']);
    await org.addMember(c, group.id, { userId });
    members[i] = { id: userId, email, token: '' };
    if (++done % 250 === 0 && process.env.BENCH_VERBOSE) console.error(`  .. ${done} members`);
  });
  const trainings: { id: string; module: string }[] = [];
  for (let i = 0; i < TRAININGS; i++) {
    const tr = await catalog.createTraining(c, {
      title: { de: `Pflichtunterweisung ${i + 1}`, en: `Mandatory training ${i + 1}` }, description: { de: 'x' }, status: 'published', isRequired: true, requiresRecertification: i % 2 === 0,
      recertificationPeriod: i % 2 === 0 ? '1_year' : null, imageId: null, imageUrl: null, category: null, difficulty: null, duration: 15,
    });
    const m = await catalog.addModule(c, { trainingId: tr.id, type: 'text', title: 'Merkblatt', orderIndex: 0, isActive: true, content: { text: 'Lesen.' } });
    trainings.push({ id: tr.id, module: m.id });
  }
  // the first half assigned 400 days ago (overdue unless completed), the second half 10 days ago (open)
  const half = Math.floor(TRAININGS / 2);
  for (const [i, tr] of trainings.slice(0, half).entries()) await org.assignTraining(c, group.id, tr.id, 1 + (i % 4));
  // every tenth member completes: training 1 (1 year) 400 days ago -> expired; 2 (no recertification)
  // and 3 (1 year) 320 days ago -> completed and recertification due; later one starts and one completes
  const learners = members.filter((_, i) => i % 10 === 0);
  const take = async (indexes: number[], complete: boolean) => {
    await inParallel(learners, 4, async (m, n) => {
      // one client address per learner (TRUST_PROXY=1 below): the login limit per address stays out of the way
      const forwarded = `198.51.100.${n % 250}`;
      const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded }, body: JSON.stringify({ email: m.email, password: BENCH_PASSWORD }) });
      if (!login.ok) throw new Error(`login ${login.status} ${await login.text()}`);
      m.token = ((await login.json()) as { token: string }).token;
      for (const k of indexes) {
        const tr = trainings[k]!;
        await call('POST', `/api/trainings/${tr.id}/start`, m.token);
        if (!complete) continue;
        await call('PATCH', `/api/trainings/${tr.id}/progress`, m.token, { moduleId: tr.module, completed: true });
        await call('POST', `/api/trainings/${tr.id}/complete`, m.token, { password: BENCH_PASSWORD });
      }
    });
  };
  // (with fewer than four trainings nobody completes anything)
  const mix = TRAININGS >= 4;
  if (mix) await take([0], true);
  clock.set(beforeT0(320));
  if (mix) await take([1, 2], true);
  clock.set(beforeT0(10));
  for (const tr of trainings.slice(half)) await org.assignTraining(c, group.id, tr.id, 4);
  if (mix) await take([half], false);
  if (mix) await take([half + 1], true);
  clock.set(T0.toISOString());
  const seed = (performance.now() - t0) / 1000;
  // a new session: the one from registration is older than the 30 days of a session
  const root = await http<{ token: string }>('POST', '/api/auth/login', { body: { email: reg.user.email, password } });
  const headers = { Authorization: `Bearer ${root.token}` };
  const api = await timeIt(REQUESTS, async () => {
    const res = await fetch(`${base}/api/user-groups/${group.id}/progress`, { headers });
    if (res.status !== 200) throw new Error(String(res.status));
    await res.arrayBuffer();
  });
  const raw = await timeIt(REQUESTS, async () => {
    await testDb.db.query(
      `SELECT m.user_id, t.training_id, t.deadline FROM org_group_members m CROSS JOIN org_group_trainings t
        WHERE m.group_id = $1 AND t.group_id = $1`,
      [group.id],
    );
  });
  const pdfs: string[] = [];
  for (let i = 0; i < PDF_RUNS; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
    const s = performance.now();
    const res = await fetch(`${base}/api/user-groups/${group.id}/progress/report.pdf?lang=de`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    const seconds = (performance.now() - s) / 1000;
    clearInterval(sampler);
    const chromium = childrenRss();
    if (res.status !== 200 || body.subarray(0, 4).toString() !== '%PDF') throw new Error(`pdf ${res.status} ${body.subarray(0, 200).toString()}`);
    const dir = PDF_OUT ?? fs.mkdtempSync('/tmp/bench-progress-');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `progress-${MEMBERS}x${TRAININGS}-${target}.pdf`);
    fs.writeFileSync(file, body);
    const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? '?';
    if (!PDF_OUT) fs.rmSync(dir, { recursive: true, force: true });
    pdfs.push(
      `  PDF ${i === 0 ? 'cold' : 'warm'} ${seconds.toFixed(2)} s, ${pages} pages, ${(body.length / 1024).toFixed(0)} KB; server RSS ${mb(before)} -> peak ${mb(peak)} -> ${mb(process.memoryUsage().rss)}; Chromium RSS ${mb(chromium)}`,
    );
  }
  console.log(`\n${target}: group of ${MEMBERS} members x ${TRAININGS} trainings (seeded in ${seed.toFixed(0)} s)`);
  console.log(`  GET /progress            p50 ${api.p50.toFixed(1)} ms  p99 ${api.p99.toFixed(1)} ms   (${REQUESTS} requests)`);
  console.log(`  bare SQL member x training join  p50 ${raw.p50.toFixed(1)} ms  p99 ${raw.p99.toFixed(1)} ms`);
  for (const line of pdfs) console.log(line);
  if (PDF_OUT) console.log(`  (PDFs in ${PDF_OUT})`);
  await started.close();
}

benchEach(dbTargets, bench);
