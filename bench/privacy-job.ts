/**
 * The data protection job (`npm run bench:privacy`, issue 35): a company of BENCH_PEOPLE people
 * (default 10,000), every tenth of whom left 60 days ago (1,000 leavers), each person with
 * BENCH_COMPLETIONS completions (default 3) and an e-mail claim; the job pseudonymises the
 * leavers (ADR 0033: their identity events and completion snapshots rewritten, the erasure event
 * appended, every read model following it), timed beside a baseline measured in the same run: a
 * plain UPDATE of the same users' rows. Target: the job within 60 s on PostgreSQL.
 *
 * Seeded as a simulated history appended to the store of the real app (createApp in this process)
 * and projected by the app's own projections. Also printed: the events rewritten, the read
 * models' lag after the job, and the chain's verification of the company after it.
 *
 * PostgreSQL when DATABASE_URL is set, else PGlite.
 */
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { verifyChain } from '../src/platform/audit-chain';
import { newId, type NewEvent, type PostgresEventStore } from '../src/platform/eventstore';
import { PLATFORM_TENANT } from '../src/platform/kernel';
import { catalogEvents } from '../src/modules/catalog';
import { identityEvents } from '../src/modules/identity';
import { learningEvents } from '../src/modules/learning';
import { allMigrations } from '../tests/support/app';
import { createTestDb } from '../tests/support/db';
import { appendSimulated, type SimulatedEvent } from '../tests/support/simulated-history';
import { BENCH_CONFIG, CountingMailer } from './support';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 3);
const TARGET_SECONDS = 60;
const DAY = 86_400_000;
const NOW = Date.now();
const COMPANY = `bench-${NOW.toString(36)}`;
const iso = (t: number) => new Date(t).toISOString();

function history(): { company: SimulatedEvent[]; platform: SimulatedEvent[] } {
  const company: SimulatedEvent[] = [];
  const platform: SimulatedEvent[] = [];
  const at = (streamId: string, event: NewEvent) => company.push({ streamId, event });
  const trainings = [...Array(5).keys()].map((i) => `t${i}`);
  for (const [i, t] of trainings.entries()) {
    const details = { title: { de: `Schulung ${i}`, en: `Training ${i}` }, description: '', status: 'published' as const, isRequired: false, requiresRecertification: false, recertificationPeriod: '1_year', imageId: null, imageUrl: null, category: null, difficulty: null, duration: null };
    at(`training-${t}`, catalogEvents.encode({ type: 'catalog.TrainingCreated', data: { trainingId: t, companyId: COMPANY, ownerId: 'owner', details, createdAt: iso(NOW - 400 * DAY) } }));
  }
  for (let i = 0; i < PEOPLE; i++) {
    const u = `${COMPANY}-u${i}`;
    const email = `person-${i}-${NOW.toString(36)}@bench.example`;
    at(`user-${u}`, identityEvents.encode({ type: 'identity.UserRegistered', data: { userId: u, companyId: COMPANY, email, firstName: `Vorname${i}`, lastName: `Nachname${i}`, role: 'non-managing', passwordHash: 'x', gdprConsent: true, registeredAt: iso(NOW - 400 * DAY) } }));
    platform.push({ streamId: `email-${email}`, event: identityEvents.encode({ type: 'identity.EmailClaimed', data: { email, userId: u } }) });
    for (let c = 0; c < COMPLETIONS; c++) {
      const t = trainings[(i + c) % trainings.length]!;
      const stream = `enrolment-${u}-${t}-1`;
      const started = NOW - (300 - c) * DAY;
      at(stream, learningEvents.encode({ type: 'learning.TrainingStarted', data: { enrolmentId: `${u}-${t}-1`, companyId: COMPANY, userId: u, trainingId: t, cycle: 1, contentVersion: 'v1', startedAt: iso(started) } }));
      const snapshot = { companyName: 'Bench GmbH', employeeName: `Vorname${i} Nachname${i}`, employeeEmail: email, trainingTitle: t, ownerId: 'owner', ownerName: 'O', modules: [] };
      at(stream, learningEvents.encode({ type: 'learning.TrainingCompleted', data: { completionId: newId(), completedAt: iso(started + DAY), percent: 100, correct: 1, total: 1, contentVersion: 'v1', confirmation: 'ok', confirmedBy: 'password', snapshot } }));
    }
    if (i % 10 === 0) at(`user-${u}`, identityEvents.encode({ type: 'identity.UserDeactivated', data: { deactivatedAt: iso(NOW - 60 * DAY) } }));
  }
  return { company, platform };
}

async function main() {
  const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const t = await createTestDb(target, allMigrations(), 8);
  const app = await createApp({ db: t.db, mailer: new CountingMailer(), config: { ...BENCH_CONFIG, runProjections: true }, log: () => undefined });
  try {
    const k = app.kernel;
    const store = k.store as PostgresEventStore;
    const h = history();
    const s0 = performance.now();
    for (let i = 0; i < h.platform.length; i += 2000) await appendSimulated(store, PLATFORM_TENANT, 'bench', h.platform.slice(i, i + 2000));
    for (let i = 0; i < h.company.length; i += 2000) await appendSimulated(store, COMPANY, 'bench', h.company.slice(i, i + 2000));
    if (!(await k.projections.waitFor(await k.store.headPosition(), undefined, 1_800_000))) throw new Error('projections did not catch up');
    const seeded = (performance.now() - s0) / 1000;
    const { rows: leavers } = await t.db.query<{ id: string }>('SELECT id FROM idn_users WHERE company_id = $1 AND NOT is_active', [COMPANY]);
    console.log(`privacy job bench on ${target}: ${PEOPLE} people, ${leavers.length} left 60 days ago, ${COMPLETIONS} completions each; ${h.company.length + h.platform.length} events seeded and projected in ${seeded.toFixed(1)} s`);

    // baseline: one plain UPDATE of the same users' rows (what a naive anonymisation of the users table would cost)
    const b0 = performance.now();
    await t.db.query(`UPDATE idn_users SET first_name = first_name || '' WHERE id = ANY($1::text[])`, [leavers.map((r) => r.id)]);
    const baseline = (performance.now() - b0) / 1000;

    const j0 = performance.now();
    const run = await app.modules.privacy.runJob(k);
    const jobSeconds = (performance.now() - j0) / 1000;
    const w0 = performance.now();
    await k.projections.waitFor(await k.store.headPosition(), undefined, 600_000);
    const lag = (performance.now() - w0) / 1000;
    const { rows: rewritten } = await t.db.query<{ n: string }>('SELECT coalesce(sum(redacted_events), 0)::text AS n FROM prv_erasures WHERE company_id = $1', [COMPANY]);
    await k.projections.waitFor(await k.store.headPosition(), ['audit.chain'], 600_000);
    const v0 = performance.now();
    const verify = await verifyChain(t.db, COMPANY);
    const verifySeconds = (performance.now() - v0) / 1000;

    console.log(`  baseline UPDATE of ${leavers.length} users' rows: ${(baseline * 1000).toFixed(0)} ms`);
    console.log(
      `  job: ${run.pseudonymised} pseudonymised, ${run.failed} failed, ${rewritten[0]!.n} events rewritten in ${jobSeconds.toFixed(1)} s ` +
        `(${((jobSeconds * 1000) / Math.max(1, run.pseudonymised)).toFixed(1)} ms a person; target <= ${TARGET_SECONDS} s: ${jobSeconds <= TARGET_SECONDS ? 'met' : 'MISSED'}; ${(jobSeconds / baseline).toFixed(0)}x the baseline)`,
    );
    console.log(`  read models after the job: caught up ${lag.toFixed(1)} s later; chain: ok ${verify.ok}, ${verify.checked} links, ${verify.erased} erased, ${verify.breakCount} breaks (${verifySeconds.toFixed(1)} s)`);
  } finally {
    await app.close();
    await t.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
