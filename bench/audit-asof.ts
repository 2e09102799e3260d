/**
 * As-of replay benchmark (`npm run bench:audit`, issue 12): the temporal read model of
 * projections/audit/as-of against the current compliance read model, on PostgreSQL when
 * DATABASE_URL is set (else PGlite, reported but not held to the target).
 *
 * Seeded as a year of simulated history, appended in bulk through the event store (one
 * transaction per 2,000 events) and then given their simulated recorded times, so that every
 * event takes effect at its own instant:
 *   - one company of BENCH_MEMBERS (1,000) people, 20 trainings (every second one with yearly
 *     recertification), a bundle of 4 trainings;
 *   - "Baustelle Nord" with every person: joins spread over the first two months, 10 trainings
 *     assigned directly (deadline 4 weeks) and the bundle; every 25th person leaves in month 6 and
 *     every 50th rejoins in month 8; the deadline of one training is moved every month;
 *   - 4 smaller groups of 250 people each with 3 trainings;
 *   - each person starts and completes 6 of the group's trainings at random days of the year,
 *     every second person completes one of them again 11 months later.
 * Both projections (compliance and audit.as-of) run in this process on their own runner.
 *
 * Measured (sequential, after 5 warm-up calls): the as-of page (50 rows) with its summary for the
 * big group at 6 past instants (target p99 <= 200 ms), by the unit plan (what the API answers) and
 * by every cell computed (the plan before issue 31), beside the current compliance page of the
 * same group as the group progress report reads it (members page, cells, status counts) at now;
 * then the rebuild of audit.as-of from position zero (events per second).
 * Environment: BENCH_MEMBERS (1000), BENCH_REQUESTS (60 per instant).
 */
import { performance } from 'node:perf_hooks';
import { newId, PostgresEventStore, eventStoreMigrations, type NewEvent } from '../src/platform/eventstore';
import { ProjectionRunner, projectionMigrations } from '../src/platform/projections';
import { catalogEvents } from '../src/modules/catalog';
import { identityEvents } from '../src/modules/identity';
import { learningEvents } from '../src/modules/learning';
import { organizationEvents } from '../src/modules/organization';
import { complianceReadModel, groupCells, groupMemberPage, groupStatusCounts } from '../projections/compliance';
import { asOfMigrations } from '../projections/audit/as-of/schema';
import { asOfProjection } from '../projections/audit/as-of/projection';
import { asOfPage } from '../projections/audit/as-of/query';
import { createTestDb } from '../tests/support/db';
import { appendSimulated, setRecordedTimes } from '../tests/support/simulated-history';
import { explainingDb, timeIt } from './support';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const TRAININGS = 20;
const DAY = 86_400_000;
const COMPANY = `bench-${Date.now().toString(36)}`;
const NOW = Date.now();
const START = NOW - 400 * DAY;

interface Planned {
  readonly streamId: string;
  readonly event: NewEvent;
  readonly at: number;
}

/** A deterministic pseudo-random sequence (the same history every run). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

function history(): Planned[] {
  const out: Planned[] = [];
  const rand = rng(42);
  const iso = (t: number) => new Date(t).toISOString();
  const add = (at: number, streamId: string, event: NewEvent) => out.push({ streamId, event, at });
  const users = [...Array(MEMBERS).keys()].map((i) => `u${i}`);
  const trainings = [...Array(TRAININGS).keys()].map((i) => `t${i}`);
  for (const [i, u] of users.entries())
    add(START, `user-${u}`, identityEvents.encode({ type: 'identity.UserRegistered', data: { userId: u, companyId: COMPANY, email: `${u}@bench.de`, firstName: `Vorname${i}`, lastName: `Nachname${String(i).padStart(5, '0')}`, role: 'non-managing', passwordHash: 'x', gdprConsent: true, registeredAt: iso(START) } }));
  for (const [i, t] of trainings.entries()) {
    const details = { title: { de: `Schulung ${i}`, en: `Training ${i}` }, description: '', status: 'published' as const, isRequired: i % 3 === 0, requiresRecertification: i % 2 === 0, recertificationPeriod: '1_year', imageId: null, imageUrl: null, category: null, difficulty: null, duration: null };
    add(START, `training-${t}`, catalogEvents.encode({ type: 'catalog.TrainingCreated', data: { trainingId: t, companyId: COMPANY, ownerId: 'owner', details, createdAt: iso(START) } }));
  }
  const groups = ['nord', 'g1', 'g2', 'g3', 'g4'];
  for (const g of groups) add(START, `group-${g}`, organizationEvents.encode({ type: 'organization.GroupCreated', data: { groupId: g, companyId: COMPANY, ownerId: 'owner', name: g === 'nord' ? 'Baustelle Nord' : `Einheit ${g}`, description: '', createdAt: iso(START) } }));
  add(START, 'bundle-b', organizationEvents.encode({ type: 'organization.BundleCreated', data: { bundleId: 'b', companyId: COMPANY, ownerId: 'owner', name: 'Grundlagen', description: '', createdAt: iso(START) } }));
  add(START + 1, 'bundle-b', organizationEvents.encode({ type: 'organization.BundleTrainingsSet', data: { trainingIds: trainings.slice(10, 14), setAt: iso(START + 1) } }));
  const t1 = START + DAY;
  for (const t of trainings.slice(0, 10)) add(t1, 'group-nord', organizationEvents.encode({ type: 'organization.TrainingAssigned', data: { trainingId: t, deadline: iso(t1 + 28 * DAY), deadlineWeeks: 4, assignedAt: iso(t1) } }));
  add(t1, 'group-nord', organizationEvents.encode({ type: 'organization.BundleAssigned', data: { bundleId: 'b', deadline: iso(t1 + 28 * DAY), deadlineWeeks: 4, assignedAt: iso(t1) } }));
  groups.slice(1).forEach((g, gi) => {
    for (const t of trainings.slice(14 + gi, 17 + gi)) add(t1, `group-${g}`, organizationEvents.encode({ type: 'organization.TrainingAssigned', data: { trainingId: t, deadline: iso(t1 + 56 * DAY), deadlineWeeks: 8, assignedAt: iso(t1) } }));
  });
  for (const [i, u] of users.entries()) {
    const joined = t1 + Math.floor(rand() * 60 * DAY);
    add(joined, `membership-nord-${u}`, organizationEvents.encode({ type: 'organization.MemberAdded', data: { groupId: 'nord', userId: u, addedAt: iso(joined) } }));
    const g = groups[1 + (i % 4)]!;
    add(joined, `membership-${g}-${u}`, organizationEvents.encode({ type: 'organization.MemberAdded', data: { groupId: g, userId: u, addedAt: iso(joined) } }));
    if (i % 25 === 0) {
      const left = START + 180 * DAY + Math.floor(rand() * 20 * DAY);
      add(left, `membership-nord-${u}`, organizationEvents.encode({ type: 'organization.MemberRemoved', data: { groupId: 'nord', userId: u, removedAt: iso(left) } }));
      if (i % 50 === 0) {
        const back = START + 240 * DAY;
        add(back, `membership-nord-${u}`, organizationEvents.encode({ type: 'organization.MemberAdded', data: { groupId: 'nord', userId: u, addedAt: iso(back) } }));
      }
    }
    const own = [...trainings.slice(0, 10)].sort(() => rand() - 0.5).slice(0, 6);
    for (const [k, t] of own.entries()) {
      const started = joined + Math.floor(rand() * 300 * DAY);
      const done = started + Math.floor(rand() * 10 * DAY);
      const cycles = k === 0 && i % 2 === 0 ? [started, started + 330 * DAY] : [started];
      cycles.forEach((s, c) => {
        const stream = `enrolment-${u}-${t}-${c + 1}`;
        add(s, stream, learningEvents.encode({ type: 'learning.TrainingStarted', data: { enrolmentId: `${u}-${t}-${c + 1}`, companyId: COMPANY, userId: u, trainingId: t, cycle: c + 1, contentVersion: 'v1', startedAt: iso(s) } }));
        const d = c === 0 ? done : s + DAY;
        if (d < NOW - DAY)
          add(d, stream, learningEvents.encode({ type: 'learning.TrainingCompleted', data: { completionId: newId(), completedAt: iso(d), percent: 100, correct: 1, total: 1, contentVersion: 'v1', confirmation: 'ok', confirmedBy: 'password', snapshot: { companyName: 'Bench', employeeName: u, employeeEmail: `${u}@bench.de`, trainingTitle: t, ownerId: 'owner', ownerName: 'O', modules: [] } } }));
      });
    }
  }
  for (let m = 1; m <= 12; m++) {
    const at = START + m * 30 * DAY;
    if (at < NOW - DAY) add(at, 'group-nord', organizationEvents.encode({ type: 'organization.DeadlineSet', data: { trainingId: 't0', deadline: iso(at + 28 * DAY), deadlineWeeks: 4, setAt: iso(at) } }));
  }
  // events in the order of their time, the order of a stream kept (stable sort)
  return out.filter((p) => p.at < NOW - 1000).sort((a, b) => a.at - b.at);
}

async function main() {
  const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const compliance = complianceReadModel();
  const t = await createTestDb(target, [...eventStoreMigrations, ...projectionMigrations, ...compliance.migrations, ...asOfMigrations], 4);
  try {
    const store = new PostgresEventStore(t.db);
    const h = history();
    const s0 = performance.now();
    for (let i = 0; i < h.length; i += 2000) await appendSimulated(store, COMPANY, 'bench', h.slice(i, i + 2000));
    // give each event its simulated time (the appends kept the history's order)
    await setRecordedTimes(t.db, h.map((p) => new Date(p.at)));
    const runner = new ProjectionRunner(t.db, [...compliance.projections, asOfProjection], { batchSize: 2000, log: (m, e) => console.error(m, e) });
    await runner.init();
    await runner.catchUp();
    const seeded = (performance.now() - s0) / 1000;
    const counts = await t.db.query<{ n: string; t: string }>(
      `SELECT (SELECT count(*) FROM aof_members)::text AS n, (SELECT count(*) FROM aof_learning)::text AS t`,
    );
    console.log(`as-of bench on ${target}: ${h.length} events seeded and projected in ${seeded.toFixed(1)} s; ${counts.rows[0]!.n} membership and ${counts.rows[0]!.t} learning versions`);
    await t.db.query('ANALYZE');
    if (process.env.BENCH_DEBUG) for (const tb of ['aof_groups', 'aof_members', 'aof_direct', 'aof_trainings', 'aof_people']) console.log(tb, (await t.db.query(`SELECT * FROM ${tb} LIMIT 2`)).rows);

    const fmt = (s: { p50: number; p99: number; n: number }) => `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms (n=${s.n})`;
    const now = new Date(NOW);
    const baseline = await timeIt(
      REQUESTS,
      async () => {
        const page = await groupMemberPage(t.db, { groupId: 'nord', now, search: '', status: null, offset: 0, limit: 50 });
        await Promise.all([groupCells(t.db, 'nord', page.rows.map((r) => r.userId), now), groupStatusCounts(t.db, 'nord', now)]);
      },
      5,
    );
    console.log(`  baseline: current compliance page of Baustelle Nord (50 members, cells, counts) at now: ${fmt(baseline)}`);
    if (process.env.BENCH_EXPLAIN) {
      // the page statements' plans
      await asOfPage(explainingDb(t.db), { companyId: COMPANY, asOf: new Date(NOW - 120 * DAY), groupId: 'nord' }, { status: null, offset: 0, limit: 50 });
    }
    let worst = 0;
    for (const daysBack of [360, 300, 200, 120, 45, 1]) {
      const asOf = new Date(NOW - daysBack * DAY);
      let rows = 0;
      let total = 0;
      const timed = (plan: 'auto' | 'cells') =>
        timeIt(
          REQUESTS,
          async () => {
            const r = await asOfPage(t.db, { companyId: COMPANY, asOf, groupId: 'nord' }, { status: null, offset: 0, limit: 50 }, plan);
            rows = r.rows.length;
            total = r.summary.total;
          },
          5,
        );
      // the unit plan (what the API answers) beside every cell computed (its baseline, the plan before issue 31)
      const s = await timed('auto');
      const c = await timed('cells');
      worst = Math.max(worst, s.p99);
      console.log(`  as-of ${asOf.toISOString().slice(0, 10)} (${daysBack} days back), page of ${rows} rows + summary over ${total}: unit plan ${fmt(s)}; every cell ${fmt(c)}`);
    }
    console.log(`  as-of worst p99 ${worst.toFixed(1)} ms (target <= 200 ms on PostgreSQL): ${worst <= 200 ? 'met' : 'NOT met'}`);

    const r0 = performance.now();
    await runner.rebuild(asOfProjection.name);
    const secs = (performance.now() - r0) / 1000;
    const { rows: n } = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events WHERE event_type = ANY($1::text[])', [asOfProjection.eventTypes]);
    console.log(`  rebuild audit.as-of: ${n[0]!.n} events in ${secs.toFixed(1)} s = ${Math.round(Number(n[0]!.n) / secs)} events/s`);
  } finally {
    await t.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
