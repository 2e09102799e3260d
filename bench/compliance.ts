/**
 * Compliance benchmark (`npm run bench:compliance`, issue 11): a company of compliance size and
 * the read paths and writes that grow with it, each figure beside its target and beside a
 * baseline measured in the same run. PGlite always, PostgreSQL too when DATABASE_URL is set
 * (`BENCH_DB=pglite|postgres` runs one); PGlite has one connection and serializes every query, so
 * its figures are reported, not expected to meet the targets.
 *
 * Seeded through the product's own code (createApp in this process, the identity admin, the
 * organization use cases, catalog authoring; bundles, logins and the learners' completions over
 * the HTTP API), with a fixed clock that starts 400 days before "now" (T0 = today 08:00 UTC):
 *   - one company (root), one manager (role 'manager') who owns one of the groups;
 *   - BENCH_EMPLOYEES employees (default 2,000; role 'non-managing');
 *   - 50 trainings of one text module each: every second one with recertification every year,
 *     every third one required;
 *   - 10 groups: every employee in one group (employee i in group i mod 10), every fourth also in
 *     the first group ("Werk gesamt", the largest); each group with 5-15 trainings directly
 *     (deadlines of 1-4 weeks) and one bundle of 3-4 trainings;
 *   - 200 completions: 50 employees complete 4 trainings of their group each (start, text module
 *     read, complete with the password) at three points in time, so that at T0 the yearly
 *     recertifications are expired (completed T0-400 d), in the recertification window
 *     (T0-330 d) or valid (T0-10 d);
 *   - the users of the member-add runs below: the employees first, then extra users, which are
 *     appended as identity's own events in bulk (UserRegistered and EmailClaimed with one
 *     precomputed password hash, as bench/changelog.ts does) instead of one scrypt run each.
 * Employees are created through identity.createUser 4 at a time (scrypt dominates) and the read
 * models waited for every 200 users, not after each; memberships are added through the use case,
 * one group per lane, 4 lanes. The seeding phases and their cumulative times are printed.
 *
 * Measured at T0, the HTTP client being the load generator of bench/support (N keep-alive
 * connections, closed loops) in a child process (BENCH_CLIENT=in-process to run it in the server
 * process; the run prints the bare-Koa figure of both placements, the reason for the default):
 *   - baseline: a bare Koa JSON endpoint on its own port in this process, 50 connections (req/s,
 *     p99) and sequential (p50, p99); measured again right before the list endpoints, whose
 *     target is relative to it;
 *   - GET /api/dashboard/stats as root, as the manager and as an employee: sequential p50/p99
 *     (target p99 <= 20 ms), req/s under 50 connections (target >= 1,000);
 *   - GET /api/user-groups/{id}/progress?page=1&limit=50 of the largest group: sequential p99
 *     (target <= 30 ms) and the size of the answer (target <= 100 KB);
 *   - GET /api/trainings?page=1, /api/users?page=1 (root), /api/user/my-trainings, /api/auth/me
 *     (employee) under 50 connections: req/s (target >= 0.3 x bare Koa) and p99 (target <= 20 ms),
 *     asked as the web app asks (with the browser's Accept-Encoding; answers of 8 KB or more come
 *     gzip-compressed), with the size as sent beside the size of the JSON;
 *   - POST /api/user-groups/{id}/members: BENCH_MEMBERS_ADD (default 5,000) users added one after
 *     another to a new group, the median ms per add of the first and of the last 500 (target: the
 *     last no slower; the means are printed beside them, which a checkpoint or a major GC in one
 *     window moves); as a control, 500 adds into another new group right after (the same size of the
 *     database as the last 500, a group of 0-500 instead of 4,500-5,000); then 8 concurrent adders
 *     x 50 distinct users into another new group, answers outside 2xx (target 0);
 *   - projections.rebuild(name) from position zero for every projection named compliance*, or
 *     learning.enrolments and organization.groups when there is none, BENCH_REBUILDS times (5) one
 *     after another: events of its types per second of the median rebuild, the first (replay code
 *     cold in the server process) and the best beside it;
 *   - max RSS of the server, sampled every 250 ms (target < 400 MB), and per phase of the run its
 *     max RSS, V8 heap (used, total) and external memory. On PostgreSQL the measured
 *     server is a process of its own (bench/support/server-process.ts: createApp on the seeded
 *     database, the same fixed clock), started after the seeding, so its figure holds the server
 *     alone from its start to the end of the run; the seeding process's own figures are printed
 *     beside it. On PGlite (in-memory, one connection) the server stays in this process and its
 *     figure includes the seeding and the database. With both databases, each runs in a process
 *     of its own (this script again, with BENCH_DB set).
 * Sequential figures take BENCH_REQUESTS requests after 20 warm-up ones, or fewer when they take
 * longer than BENCH_SEQ_SECONDS (the count n is printed). Any non-2xx answer of a read aborts the run.
 *
 * Environment: BENCH_EMPLOYEES (2000), BENCH_MEMBERS_ADD (5000), BENCH_REBUILDS (5), BENCH_SECONDS (load per figure,
 * 5), BENCH_REQUESTS (sequential requests, 200), BENCH_PROGRESS_REQUESTS (100), BENCH_SEQ_SECONDS
 * (30), BENCH_CLIENT (child | in-process), BENCH_DB (pglite | postgres), BENCH_VERBOSE (seeding
 * phases to stderr as they happen), BENCH_KEEP_DB=1 (keep the seeded PostgreSQL database and print its URL).
 */
import os from 'node:os';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { fixedClock } from '../src/platform/clock';
import { newId, type AppendRequest } from '../src/platform/eventstore';
import { PLATFORM_TENANT } from '../src/platform/kernel';
import { hashPassword } from '../src/modules/identity/passwords';
import type { DbTarget } from '../tests/support/db';
import { companyCaller } from '../src/shared/contracts/ids';
import {
  BENCH_PASSWORD,
  beforeT0,
  benchCompany,
  benchTargets,
  benchUseCases,
  client,
  inParallel,
  loadGenerator,
  rssSampler,
  seedingPhases,
  ServerProcess,
  startBareKoa,
  startBenchApp,
  T0,
  stats,
  type BenchApp,
  type Call,
  type ClientPlacement,
  type LoadResult,
  type LoadSpec,
  type MemoryPhase,
} from './support';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const MEMBERS_ADD = Number(process.env.BENCH_MEMBERS_ADD ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PROGRESS_REQUESTS = Number(process.env.BENCH_PROGRESS_REQUESTS ?? 100);
const SEQ_SECONDS = Number(process.env.BENCH_SEQ_SECONDS ?? 30);
const REBUILDS = Math.max(1, Number(process.env.BENCH_REBUILDS ?? 5));
const PLACEMENT: ClientPlacement = process.env.BENCH_CLIENT === 'in-process' ? 'in-process' : 'child';
const TRAININGS = 50;
const GROUPS = 10;
const COMPLETERS = 50;
const COMPLETIONS_EACH = 4;
const CONNECTIONS = 50;
const ADDERS = 8;
const ADDS_EACH = 50;

// ---------------------------------------------------------------------------------------------
// seeding

type Clock = ReturnType<typeof fixedClock>;

async function seed(b: BenchApp, clock: Clock) {
  const { app, base } = b;
  const call: Call = client(base);
  const { identity, org, catalog } = benchUseCases(app);
  const runner = app.kernel.projections;
  const settle = async () => {
    if (!(await runner.waitFor(await app.kernel.store.headPosition(), undefined, 600_000))) throw new Error('projections did not catch up in 10 min');
  };
  const { phases, phase, seconds } = seedingPhases();

  const { reg, password: rootPassword, companyId, root } = await benchCompany(app);
  const stamp = Date.now().toString(36);
  const login = async (email: string, password = BENCH_PASSWORD) => (await call<{ token: string }>('POST', '/api/auth/login', { body: { email, password } })).token;

  /** Users through the identity admin, 4 at a time; the read models are waited for every 200. */
  const createUsers = async (count: number, name: (i: number) => { first: string; last: string; tag: string }, role: 'manager' | 'non-managing' = 'non-managing') => {
    const out: { id: string; email: string }[] = new Array<{ id: string; email: string }>(count);
    await inParallel([...Array(count).keys()], 4, async (i) => {
      const n = name(i);
      const email = `${n.tag}-${stamp}@bench.de`;
      const { userId, position } = await identity.createUser({ companyId, email, firstName: n.first, lastName: n.last, role, password: BENCH_PASSWORD, gdprConsent: true }, reg.user.id);
      out[i] = { id: userId, email };
      if (i % 200 === 199) await runner.waitFor(position, ['identity.users'], 120_000);
    });
    await settle();
    return out;
  };

  const [manager] = await createUsers(1, () => ({ first: 'Martina', last: 'Meister', tag: 'leitung' }), 'manager');
  const employees = await createUsers(EMPLOYEES, (i) => ({ first: `Vorname${i}`, last: `Nachname${String(i).padStart(5, '0')}`, tag: `mitarbeiter${i}` }));
  phase(`${EMPLOYEES} employees`);

  // 50 trainings of one text module; every second with yearly recertification, every third required
  const trainings: { id: string; module: string; recert: boolean }[] = new Array<{ id: string; module: string; recert: boolean }>(TRAININGS);
  const words = ['Brandschutz', 'Stapler', 'Erste Hilfe', 'Datenschutz', 'Leitern', 'Gefahrstoffe', 'Lärm', 'Bildschirm', 'Hautschutz', 'Elektrik'];
  await inParallel([...Array(TRAININGS).keys()], 4, async (i) => {
    const recert = i % 2 === 0;
    const t = await catalog.createTraining(root, {
      title: { de: `${words[i % words.length]} ${i + 1}`, en: `Training ${i + 1}` }, description: { de: `Unterweisung ${i + 1}` }, status: 'published',
      isRequired: i % 3 === 0, requiresRecertification: recert, recertificationPeriod: recert ? '1_year' : null,
      imageId: null, imageUrl: null, category: null, difficulty: null, duration: 15,
    });
    const m = await catalog.addModule(root, { trainingId: t.id, type: 'text', title: 'Merkblatt', orderIndex: 0, isActive: true, content: { text: 'Lesen und verstehen. '.repeat(10) } });
    trainings[i] = { id: t.id, module: m.id, recert };
  });
  phase('50 trainings');

  // 10 groups (the manager owns the second), 5-15 trainings each directly and one bundle of 3-4
  const groupNames = ['Werk gesamt', 'Logistik', 'Montage', 'Lager', 'Verwaltung', 'Instandhaltung', 'Qualität', 'Versand', 'Einkauf', 'Kantine'];
  const managerCaller = companyCaller(companyId, manager!.id, 'manager');
  const groups: { id: string; direct: number[]; members: number[] }[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const group = await org.createGroup(g === 1 ? managerCaller : root, groupNames[g]!, `Bench-Einheit ${g + 1}`);
    const direct = Array.from({ length: 5 + ((g * 7) % 11) }, (_, j) => (g * 5 + j) % TRAININGS);
    for (const [j, t] of direct.entries()) await org.assignTraining(root, group.id, trainings[t]!.id, 1 + ((g + j) % 4));
    const bundle = await org.createBundle(root, `Paket ${groupNames[g]}`, 'Bench');
    const inBundle = Array.from({ length: 3 + (g % 2) }, (_, j) => trainings[(g * 5 + 20 + j) % TRAININGS]!.id);
    await call('PUT', `/api/training-bundles/${bundle.id}/trainings`, { token: reg.token, body: { trainingIds: inBundle } });
    await org.assignBundle(root, group.id, bundle.id, 4);
    groups.push({ id: group.id, direct, members: [] });
  }
  phase('10 groups, bundles');

  // memberships: employee i in group i mod 10; every fourth (i mod 4 = 1) also in the first group
  employees.forEach((_, i) => {
    groups[i % GROUPS]!.members.push(i);
    if (i % 4 === 1 && i % GROUPS !== 0) groups[0]!.members.push(i);
  });
  let memberships = 0;
  await inParallel(groups, 4, async (g) => {
    for (const i of g.members) {
      await org.addMember(root, g.id, { userId: employees[i]!.id });
      memberships++;
    }
  });
  phase(`${memberships} memberships`);

  // 200 completions: 50 employees complete 4 trainings of their group each, at three points in time
  const completers: number[] = [];
  const used = new Set<number>();
  for (let k = 0; completers.length < Math.min(COMPLETERS, EMPLOYEES); k++) {
    let i = (1 + k * 37) % EMPLOYEES;
    while (used.has(i)) i = (i + 1) % EMPLOYEES;
    used.add(i);
    completers.push(i);
  }
  let completions = 0;
  for (const [p, daysBefore] of [400, 330, 10].entries()) {
    clock.set(beforeT0(daysBefore));
    await inParallel(
      completers.filter((_, k) => k % 3 === p),
      4,
      async (i) => {
        const token = await login(employees[i]!.email); // sessions last 30 days: a new one at each point in time
        for (const t of groups[i % GROUPS]!.direct.slice(0, COMPLETIONS_EACH)) {
          const tr = trainings[t]!;
          await call('POST', `/api/trainings/${tr.id}/start`, { token });
          await call('PATCH', `/api/trainings/${tr.id}/progress`, { token, body: { moduleId: tr.module, completed: true } });
          await call('POST', `/api/trainings/${tr.id}/complete`, { token, body: { password: BENCH_PASSWORD } });
          completions++;
        }
      },
    );
  }
  phase(`${completions} completions`);

  // the users of the member-add runs: the employees, then extra users. These are appended as
  // identity's own events in bulk (registration and e-mail claim, one precomputed password hash,
  // as bench/changelog.ts does) instead of one scrypt run each, and projected like any other
  const extraCount = Math.max(0, MEMBERS_ADD - EMPLOYEES, ADDERS * ADDS_EACH - EMPLOYEES);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const meta = (tenantId: string) => {
    const commandId = newId();
    return { actorId: reg.user.id, tenantId, commandId, correlationId: commandId, causationId: null };
  };
  const extras = Array.from({ length: extraCount }, (_, i) => ({ id: newId(), email: `neu${i}-${stamp}@bench.de` }));
  for (let i = 0; i < extraCount; i += 250) {
    await app.kernel.store.appendMany(
      extras.slice(i, i + 250).flatMap((u, j): AppendRequest[] => {
        const n = i + j;
        const m = meta(companyId);
        return [
          {
            tenantId: companyId, streamId: `user-${u.id}`, streamType: 'identity.User', expectedVersion: 'no_stream', metadata: m,
            events: [{ type: 'identity.UserRegistered', schemaVersion: 1, data: { userId: u.id, companyId, email: u.email, firstName: `Neu${n}`, lastName: `Zugang${String(n).padStart(5, '0')}`, role: 'non-managing', passwordHash, gdprConsent: true, registeredAt: clock.now().toISOString() } }],
          },
          {
            tenantId: PLATFORM_TENANT, streamId: `email-${u.email}`, streamType: 'identity.EmailClaim', expectedVersion: 'no_stream', metadata: { ...m, tenantId: PLATFORM_TENANT },
            events: [{ type: 'identity.EmailClaimed', schemaVersion: 1, data: { email: u.email, userId: u.id } }],
          },
        ];
      }),
    );
  }
  await settle();
  phase(`${extraCount} extra users (events in bulk)`);

  clock.set(T0.toISOString());
  // the 400 days' due dates as a running server would have scanned them (every minute, day by day),
  // and their mails sent: the measured server then starts with nothing to catch up
  const notified = await app.modules.notifications.scanner(app.kernel).scan();
  for (let i = 0; i < 1200; i++) {
    const { rows } = await app.kernel.db.query<{ n: string }>("SELECT count(*) AS n FROM ntf_mail_outbox WHERE status = 'pending'");
    if (Number(rows[0]!.n) === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  phase(`due-date scan to T0 (${notified} notifications) and their mails`);
  const employee = employees[completers[2]!]!; // completed at T0-10 d: valid
  const tokens = { root: await login(reg.user.email, rootPassword), manager: await login(manager!.email), employee: await login(employee.email) };
  return {
    companyId,
    tokens,
    largestGroup: groups[0]!,
    managerGroup: groups[1]!,
    pool: [...employees, ...extras].map((u) => u.id),
    seconds: seconds(),
    phases,
    counts: { employees: EMPLOYEES, memberships, completions, extras: extraCount },
  };
}

// ---------------------------------------------------------------------------------------------
// the table

interface Row {
  figure: string;
  measured: string;
  target: string;
  baseline: string;
  pass?: boolean;
}

const f = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const ms = (n: number) => `${f(n)} ms`;
const rps = (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`;

function printTable(title: string, rows: readonly Row[]): void {
  const head: Row = { figure: 'figure', measured: 'measured', target: 'target', baseline: 'baseline' };
  const w = (k: keyof Omit<Row, 'pass'>) => Math.max(...[head, ...rows].map((r) => r[k].length));
  const line = (r: Row, result: string) =>
    `  ${r.figure.padEnd(w('figure'))} | ${r.measured.padStart(w('measured'))} | ${r.target.padEnd(w('target'))} | ${r.baseline.padEnd(w('baseline'))} | ${result}`;
  console.log(`\n${title}`);
  console.log(line(head, 'result'));
  console.log(`  ${'-'.repeat(w('figure'))}-+-${'-'.repeat(w('measured'))}-+-${'-'.repeat(w('target'))}-+-${'-'.repeat(w('baseline'))}-+-------`);
  for (const r of rows) console.log(line(r, r.pass === undefined ? '' : r.pass ? 'pass' : 'FAIL'));
}

function printMemory(title: string, phases: readonly MemoryPhase[]): void {
  console.log(`\n${title}`);
  const w = Math.max(...phases.map((p) => p.phase.length));
  console.log(`  ${'phase'.padEnd(w)} | RSS MB | heap used MB | heap total MB | external MB`);
  for (const p of phases) {
    console.log(`  ${p.phase.padEnd(w)} | ${f(p.rssMb).padStart(6)} | ${f(p.heapUsedMb).padStart(12)} | ${f(p.heapTotalMb).padStart(13)} | ${f(p.externalMb).padStart(11)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// the run

/** The answer of one request, status only (the member-add runs count non-2xx). */
async function post(url: string, token: string, body: unknown): Promise<number> {
  const res = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status;
}

async function bench(target: DbTarget): Promise<void> {
  const started = performance.now();
  const rss = rssSampler(250);
  const clock = fixedClock(beforeT0(400));
  const b = await startBenchApp(target, { clock, poolSize: 10 });
  const rssAtStart = process.memoryUsage().rss / (1024 * 1024);
  const load = loadGenerator(PLACEMENT);
  const koa = await startBareKoa();
  let server: ServerProcess | undefined;
  try {
    const { app } = b;
    let base = b.base;
    const s = await seed(b, clock);
    const seedingRss = rss.maxMb();
    // the planner's statistics, as a production PostgreSQL's autovacuum keeps them after such a load
    // (the bench machine's cluster runs with autovacuum off: without them the rebuild's read of the
    // log sorts all events instead of walking the commit-order index)
    if (target === 'postgres') await b.testDb.db.query('ANALYZE');
    if (target === 'postgres' && b.testDb.url) {
      // measured on a server process of its own (its RSS is the server's alone); the seeding app stops, the database stays
      await app.close();
      const s0 = performance.now();
      server = new ServerProcess(b.testDb.url, T0);
      base = await server.base;
      // the server starts listening once its due-date scan has caught up from the seeding's checkpoint to T0 (notifications, issue 16)
      const { rows: scan } = await b.testDb.db.query<{ until: Date | string; notifications: string; mails: string }>(
        "SELECT (SELECT scanned_until FROM ntf_scan WHERE id = 'due') AS until, (SELECT count(*) FROM ntf_notifications) AS notifications, (SELECT count(*) FROM ntf_mail_outbox) AS mails",
      );
      console.log(
        `  server started in ${((performance.now() - s0) / 1000).toFixed(1)} s; its due-date scan caught up to ${new Date(scan[0]!.until).toISOString()} (T0 ${T0.toISOString()}) before the measurements: ` +
          `${scan[0]!.notifications} notifications, ${scan[0]!.mails} digest mails recorded`,
      );
      // mails are sent by the outbox dispatcher after the start; what it sent so far
      const sent = await server.mails();
      console.log(`  mails sent by the server so far: ${sent.count} (${(sent.bytes / 1e6).toFixed(1)} MB, the largest ${(sent.largest / 1e3).toFixed(0)} KB); max RSS so far ${(await server.rssMb()).toFixed(0)} MB`);
    }
    console.log(
      `\n${target}: ${s.counts.employees} employees (+${s.counts.extras} extra users, 1 manager, root), ${TRAININGS} trainings, ${GROUPS} groups with bundles, ` +
        `${s.counts.memberships} memberships, ${s.counts.completions} completions; seeded in ${s.seconds.toFixed(0)} s (cumulative: ${s.phases.join(', ')})`,
    );

    // the server's memory per phase of the run (its max RSS, V8 heap and external memory), to tell where a peak comes from
    const memory: MemoryPhase[] = [];
    const mark = async (phase: string) => {
      memory.push(server ? await server.mark(phase) : rss.mark(phase));
    };
    await mark(server ? 'server start (due-date scan caught up)' : 'seeding (PGlite, in this process)');
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    const check = (r: LoadResult, what: string) => {
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${what}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.firstFailure})`);
      return r;
    };
    const underLoad = async (spec: Omit<LoadSpec, 'connections'>, what: string) =>
      check(await load.run({ ...spec, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 1 }), what);
    // sequential: n requests, or fewer when they take more than SEQ_SECONDS (the count is printed)
    const sequential = async (spec: Omit<LoadSpec, 'connections'>, what: string, n = REQUESTS) =>
      check(await load.run({ ...spec, connections: 1, requests: n, seconds: SEQ_SECONDS, warmupRequests: Math.min(20, n), warmupSeconds: 3 }), what);

    // client placement: the bare Koa baseline with the client in this process and in the child
    const other = loadGenerator(PLACEMENT === 'child' ? 'in-process' : 'child');
    const placement = new Map<ClientPlacement, LoadResult>();
    placement.set(other.placement, await other.run({ url: koa.url, connections: CONNECTIONS, seconds: Math.min(3, SECONDS), warmupSeconds: 1 }));
    await other.close();
    const koaLoad = await underLoad({ url: koa.url }, 'bare Koa');
    placement.set(PLACEMENT, koaLoad);
    const koaSeq = await sequential({ url: koa.url }, 'bare Koa');
    console.log(
      `  load generator: ${PLACEMENT} (bare Koa, 50 connections: client in a child process ${rps(placement.get('child')!.rps)}, p99 ${ms(placement.get('child')!.p99)}; ` +
        `client in the server process ${rps(placement.get('in-process')!.rps)}, p99 ${ms(placement.get('in-process')!.p99)})`,
    );

    const rows: Row[] = [
      { figure: 'bare Koa JSON, 50 conn: req/s', measured: rps(koaLoad.rps), target: '(baseline)', baseline: '' },
      { figure: 'bare Koa JSON, 50 conn: p99', measured: ms(koaLoad.p99), target: '(baseline)', baseline: '' },
      { figure: `bare Koa JSON, sequential (n=${koaSeq.n}): p50 / p99`, measured: `${ms(koaSeq.p50)} / ${ms(koaSeq.p99)}`, target: '(baseline)', baseline: '' },
    ];

    // -- dashboard
    const dashUrl = `${base}/api/dashboard/stats`;
    const figures: string[] = [];
    for (const [role, token] of [['root', s.tokens.root], ['manager', s.tokens.manager], ['employee', s.tokens.employee]] as const) {
      const d = await (await fetch(dashUrl, { headers: auth(token) })).json() as { complianceRate: number; myGroupMembers: number; teamCompletionRate: number; personal: { assigned: number; completed: number; overdue: number } };
      figures.push(`${role}: compliance ${d.complianceRate} %, team of ${d.myGroupMembers} at ${d.teamCompletionRate} %, own ${d.personal.completed}/${d.personal.assigned} (${d.personal.overdue} overdue)`);
      const seq = await sequential({ url: dashUrl, headers: auth(token) }, `dashboard ${role}`);
      const conc = await underLoad({ url: dashUrl, headers: auth(token) }, `dashboard ${role}`);
      rows.push(
        { figure: `GET /api/dashboard/stats ${role}, seq (n=${seq.n}): p50`, measured: ms(seq.p50), target: '', baseline: `Koa ${ms(koaSeq.p50)}` },
        { figure: `GET /api/dashboard/stats ${role}, seq (n=${seq.n}): p99`, measured: ms(seq.p99), target: '<= 20 ms', baseline: `Koa ${ms(koaSeq.p99)}`, pass: seq.p99 <= 20 },
        { figure: `GET /api/dashboard/stats ${role}, 50 conn`, measured: rps(conc.rps), target: '>= 1,000 req/s', baseline: `Koa ${rps(koaLoad.rps)}`, pass: conc.rps >= 1000 },
        { figure: `  (p99 under load)`, measured: ms(conc.p99), target: '', baseline: `Koa ${ms(koaLoad.p99)}` },
      );
    }
    console.log(`  dashboard answers: ${figures.join('; ')}`);
    await mark('dashboard stats (sequential and 50 connections)');

    // -- group progress of the largest group
    const progressUrl = `${base}/api/user-groups/${s.largestGroup.id}/progress?page=1&limit=50`;
    const pr = await (await fetch(progressUrl, { headers: auth(s.tokens.root) })).json() as { stats: { members: number; trainings: number; completed: number; overdue: number }; members: unknown[] };
    const prog = await sequential({ url: progressUrl, headers: auth(s.tokens.root) }, 'group progress', PROGRESS_REQUESTS);
    console.log(`  largest group: ${pr.stats.members} members x ${pr.stats.trainings} trainings (${pr.stats.completed} completed, ${pr.stats.overdue} overdue); answer with ${pr.members.length} member rows`);
    rows.push(
      { figure: `GET /user-groups/{largest}/progress?page=1&limit=50, seq (n=${prog.n}): p50`, measured: ms(prog.p50), target: '', baseline: `Koa ${ms(koaSeq.p50)}` },
      { figure: `GET /user-groups/{largest}/progress?page=1&limit=50, seq (n=${prog.n}): p99`, measured: ms(prog.p99), target: '<= 30 ms', baseline: `Koa ${ms(koaSeq.p99)}`, pass: prog.p99 <= 30 },
      { figure: 'GET /user-groups/{largest}/progress?page=1&limit=50: size', measured: `${f(prog.bytes / 1024)} KB`, target: '<= 100 KB', baseline: `${pr.members.length} of ${pr.stats.members} member rows`, pass: prog.bytes / 1024 <= 100 },
    );

    await mark('group progress (sequential)');
    // -- list endpoints and me under 50 connections, beside the bare Koa baseline measured again just before
    const koaLoad2 = await underLoad({ url: koa.url }, 'bare Koa');
    rows.push({ figure: 'bare Koa JSON, 50 conn, again: req/s / p99', measured: `${rps(koaLoad2.rps)} / ${ms(koaLoad2.p99)}`, target: '(baseline)', baseline: '' });
    // as the web app asks them: a browser sends Accept-Encoding, and answers from 8 KB on come gzip-compressed
    const browser = (token: string) => ({ ...auth(token), 'Accept-Encoding': 'gzip, deflate, br' });
    for (const [path, token] of [['/api/trainings?page=1', s.tokens.root], ['/api/users?page=1', s.tokens.root], ['/api/user/my-trainings', s.tokens.employee], ['/api/auth/me', s.tokens.employee]] as const) {
      const plainBytes = (await (await fetch(base + path, { headers: auth(token) })).arrayBuffer()).byteLength;
      const r = await underLoad({ url: base + path, headers: browser(token) }, path);
      rows.push({ figure: `GET ${path}: answer size`, measured: `${f(r.bytes / 1024)} KB as sent`, target: '', baseline: `${f(plainBytes / 1024)} KB of JSON` });
      rows.push(
        { figure: `GET ${path}, 50 conn`, measured: rps(r.rps), target: `>= ${rps(0.3 * koaLoad2.rps)} (0.3 x Koa)`, baseline: `Koa ${rps(koaLoad2.rps)}`, pass: r.rps >= 0.3 * koaLoad2.rps },
        { figure: `GET ${path}, 50 conn: p99`, measured: ms(r.p99), target: '<= 20 ms', baseline: `Koa ${ms(koaLoad2.p99)}`, pass: r.p99 <= 20 },
      );
    }

    await mark('trainings, users, my-trainings, auth/me (50 connections)');
    // -- adding members one after another, then 8 concurrent adders
    const call = client(base);
    const seqGroup = await call<{ id: string }>('POST', '/api/user-groups', { token: s.tokens.root, body: { name: 'Neue Einheit (nacheinander)', description: 'Bench' }, status: 201 });
    const addTimes: number[] = [];
    let seqFailures = 0;
    const a0 = performance.now();
    for (const userId of s.pool.slice(0, MEMBERS_ADD)) {
      const t = performance.now();
      const status = await post(`${base}/api/user-groups/${seqGroup.id}/members`, s.tokens.root, { userId });
      addTimes.push(performance.now() - t);
      if (status < 200 || status > 299) seqFailures++;
    }
    const addSeconds = (performance.now() - a0) / 1000;
    const window = Math.min(500, Math.floor(addTimes.length / 2));
    const first = stats(addTimes.slice(0, window), 1);
    const last = stats(addTimes.slice(-window), 1);
    // control: the same number of adds into a new group right after, so at the same size of the
    // database as the last ones: tells a cost that grows with the group from one that grows with the log
    const controlGroup = await call<{ id: string }>('POST', '/api/user-groups', { token: s.tokens.root, body: { name: 'Neue Einheit (Vergleich)', description: 'Bench' }, status: 201 });
    const controlTimes: number[] = [];
    for (const userId of s.pool.slice(0, window)) {
      const t = performance.now();
      const status = await post(`${base}/api/user-groups/${controlGroup.id}/members`, s.tokens.root, { userId });
      controlTimes.push(performance.now() - t);
      if (status < 200 || status > 299) seqFailures++;
    }
    const control = stats(controlTimes, 1);
    await mark(`${addTimes.length + controlTimes.length} member adds one after another`);
    const concGroup = await call<{ id: string }>('POST', '/api/user-groups', { token: s.tokens.root, body: { name: 'Neue Einheit (gleichzeitig)', description: 'Bench' }, status: 201 });
    const perAdder = Math.min(ADDS_EACH, Math.floor(s.pool.length / ADDERS));
    let concFailures = 0;
    const concStatuses = new Map<number, number>();
    const concTimes: number[] = [];
    const c0 = performance.now();
    await Promise.all(
      Array.from({ length: ADDERS }, async (_, a) => {
        for (const userId of s.pool.slice(a * perAdder, (a + 1) * perAdder)) {
          const t = performance.now();
          const status = await post(`${base}/api/user-groups/${concGroup.id}/members`, s.tokens.root, { userId });
          concTimes.push(performance.now() - t);
          concStatuses.set(status, (concStatuses.get(status) ?? 0) + 1);
          if (status < 200 || status > 299) concFailures++;
        }
      }),
    );
    const conc = stats(concTimes, (performance.now() - c0) / 1000);
    await mark(`${ADDERS} concurrent adders`);
    rows.push(
      // medians per add judge the growth: a checkpoint or a major GC of the server lands in one window or the other and moves its mean (printed beside it)
      { figure: `POST members, ${addTimes.length} one after another: first ${window}`, measured: `${f(first.p50)} ms/add (median)`, target: '', baseline: `mean ${ms(first.mean)}, p99 ${ms(first.p99)}` },
      {
        figure: `POST members, ${addTimes.length} one after another: last ${window}`,
        measured: `${f(last.p50)} ms/add (median)`,
        target: '<= first',
        baseline: `mean ${ms(last.mean)}, p99 ${ms(last.p99)}; median ${(last.p50 / first.p50).toFixed(2)} x first, mean ${(last.mean / first.mean).toFixed(2)} x first`,
        pass: last.p50 <= first.p50,
      },
      {
        figure: `POST members, ${window} into a new group right after (control)`,
        measured: `${f(control.p50)} ms/add (median)`,
        target: '',
        baseline: `mean ${ms(control.mean)}, p99 ${ms(control.p99)}; last ${window} of the large group: median ${(last.p50 / control.p50).toFixed(2)} x this, mean ${(last.mean / control.mean).toFixed(2)} x this`,
      },
      { figure: `POST members, ${addTimes.length} one after another: non-2xx`, measured: String(seqFailures), target: '0', baseline: `${f(addSeconds)} s in all`, pass: seqFailures === 0 },
      {
        figure: `POST members, ${ADDERS} concurrent adders x ${perAdder}: non-2xx`,
        measured: String(concFailures),
        target: '0',
        baseline: `${[...concStatuses].map(([k, v]) => `${v}x${k}`).join(' ')}; p99 ${ms(conc.p99)}`,
        pass: concFailures === 0,
      },
    );

    // -- projection rebuild from position zero
    const registered = app.kernel.projections.projections;
    const compliance = registered.filter((p) => p.name.startsWith('compliance'));
    const rebuilt = compliance.length > 0 ? compliance : registered.filter((p) => p.name === 'learning.enrolments' || p.name === 'organization.groups');
    for (const p of rebuilt) {
      const { rows: n } = await b.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE event_type = ANY($1::text[])', [p.eventTypes]);
      const events = n[0]!.n;
      // REBUILDS rebuilds one after another: the first runs the replay's code cold in this process, the others warm
      const runs: { batches: number; seconds: number }[] = [];
      for (let i = 0; i < REBUILDS; i++) {
        const r0 = performance.now();
        runs.push(server ? await server.rebuild(p.name) : { batches: await app.kernel.projections.rebuild(p.name), seconds: (performance.now() - r0) / 1000 });
      }
      const secs = runs.map((r) => r.seconds);
      const med = stats(secs, 1).p50; // the median of an odd count
      const evs = (sec: number) => `${Math.round(events / sec).toLocaleString('en-US')} events/s`;
      rows.push({
        figure: `rebuild ${p.name} from zero, median of ${runs.length}`,
        measured: evs(med),
        target: '>= 30,000 events/s',
        baseline: `${events.toLocaleString('en-US')} events, ${f(med)} s; each: ${secs.map((x) => f(x)).join(' / ')} s`,
        pass: events / med >= 30_000,
      });
      rows.push({ figure: `  (the first, cold, and the best)`, measured: `${evs(secs[0]!)} / ${evs(Math.min(...secs))}`, target: '', baseline: `batches stepped by the rebuild call: ${runs.map((r) => r.batches).join(' / ')}` });
    }
    await mark('projection rebuild');
    if (server) {
      const sent = await server.mails();
      console.log(`  mails sent by the server in all: ${sent.count} (${(sent.bytes / 1e6).toFixed(1)} MB, the largest ${(sent.largest / 1e3).toFixed(0)} KB)`);
    }
    const maxRss = server ? await server.close() : rss.stop();
    server = undefined;
    rows.push(
      b.testDb.url
        ? { figure: 'server RSS (its own process), max from its start (250 ms samples)', measured: `${f(maxRss)} MB`, target: '< 400 MB', baseline: `seeding process: ${f(rssAtStart)} MB after start, ${f(seedingRss)} MB max`, pass: maxRss < 400 }
        : { figure: 'server RSS (with seeding and PGlite), max over the run (250 ms samples)', measured: `${f(maxRss)} MB`, target: '< 400 MB', baseline: `${f(rssAtStart)} MB after start (with PGlite)`, pass: maxRss < 400 },
    );
    printMemory(`${target}: memory of the ${b.testDb.url ? 'server process' : 'bench process (seeding, server and PGlite)'} per phase, max of 250 ms samples`, memory);
    const passed = rows.filter((r) => r.pass === true).length;
    const failed = rows.filter((r) => r.pass === false).length;
    printTable(
      `${target}: ${EMPLOYEES} employees, client ${PLACEMENT}, ${CONNECTIONS} connections x ${SECONDS} s per load figure, ${REQUESTS} sequential requests (progress ${PROGRESS_REQUESTS}); ${passed} pass, ${failed} fail`,
      rows,
    );
    console.log(`\n  ${target}: done in ${((performance.now() - started) / 1000).toFixed(0)} s, load average now ${os.loadavg()[0]!.toFixed(2)}`);
  } finally {
    rss.stop();
    await koa.close();
    await load.close();
    if (b.testDb.url) {
      await server?.close();
      await closeSeedingApp(b);
    } else await b.close();
  }
}

/** Stops the seeding app (if still running) and drops the database. */
async function closeSeedingApp(b: BenchApp): Promise<void> {
  try {
    await b.app.close();
  } catch {
    // closed already, before the server process took over
  }
  // BENCH_KEEP_DB=1 keeps the seeded PostgreSQL database, e.g. to time projection rebuilds on it again
  if (process.env.BENCH_KEEP_DB === '1' && b.testDb.url) {
    console.log(`  kept the seeded database: ${b.testDb.url}`);
    // its pool closed, or the process would not end
    await b.testDb.db.close();
  } else await b.testDb.drop();
}

/** One database in a process of its own (this script with BENCH_DB set), so each RSS figure is its own. */
function runAlone(target: DbTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_DB: target, BENCH_CHILD: '1' }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${target}: exit code ${code}`))));
  });
}

async function main(): Promise<void> {
  const targets = benchTargets();
  if (!process.env.BENCH_CHILD) {
    console.log(`Compliance benchmark, ${new Date().toISOString()}`);
    console.log(`  node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}; server, bare Koa baseline and seeding in one process per database`);
  }
  if (targets.length > 1) for (const target of targets) await runAlone(target);
  else await bench(targets[0]!);
  if (!process.env.BENCH_CHILD && !targets.includes('postgres')) console.log('\npostgres: skipped (DATABASE_URL not set or BENCH_DB=pglite)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
