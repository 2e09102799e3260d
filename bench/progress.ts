/**
 * Group progress benchmark (`npm run bench:progress`): a group of 500 members and 10 trainings.
 * GET /api/user-groups/{id}/progress p50/p99 beside the bare SQL of the membership × assignment
 * join measured in the same run, and seconds per PDF: cold (first render, browser start) and warm.
 * PGlite always, PostgreSQL too when DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import type { DbTarget } from '../tests/support/db';
import { benchCompany, benchTargets, startBenchApp, timeIt } from './support';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const TRAININGS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);

async function bench(target: DbTarget): Promise<void> {
  const b = await startBenchApp(target);
  const { app, base, testDb } = b;
  const identity = app.modules.identity.admin(app.kernel);
  const org = app.modules.organization.useCases(app.kernel);
  const catalog = app.modules.catalog.authoring(app.kernel);
  const { reg, companyId, root: c } = await benchCompany(app);
  const t0 = performance.now();
  const group = await org.createGroup(c, 'Werk Nord', 'Alle Schichten');
  let last: string | undefined;
  for (let i = 0; i < MEMBERS; i++) {
    const { userId, position } = await identity.createUser(
      { companyId, email: `mitarbeiter${i}-${Date.now()}@bench.de`, firstName: `Vorname${i}`, lastName: `Nachname${String(i).padStart(3, '0')}`, role: 'non-managing', password: 'bench-pass', gdprConsent: true },
      reg.user.id,
    );
    last = position;
    if (i % 50 === 49) await app.kernel.projections.waitFor(last);
    await app.kernel.projections.waitFor(position, ['identity.users']);
    await org.addMember(c, group.id, { userId });
  }
  for (let i = 0; i < TRAININGS; i++) {
    const tr = await catalog.createTraining(c, {
      title: { de: `Pflichtunterweisung ${i + 1}` }, description: { de: 'x' }, status: 'published', isRequired: true, requiresRecertification: i % 2 === 0,
      recertificationPeriod: i % 2 === 0 ? '1_year' : null, imageId: null, imageUrl: null, category: null, difficulty: null, duration: 15,
    });
    await org.assignTraining(c, group.id, tr.id, 1 + (i % 4));
  }
  const seed = (performance.now() - t0) / 1000;
  const headers = { Authorization: `Bearer ${reg.token}` };
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
  const pdfTimes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const s = performance.now();
    const res = await fetch(`${base}/api/user-groups/${group.id}/progress/report.pdf?lang=de`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 4).toString() !== '%PDF') throw new Error(`pdf ${res.status}`);
    pdfTimes.push((performance.now() - s) / 1000);
    if (i === 0) console.log(`  (PDF: ${(body.length / 1024).toFixed(0)} KB)`);
  }
  console.log(`\n${target}: group of ${MEMBERS} members x ${TRAININGS} trainings (seeded in ${seed.toFixed(0)} s)`);
  console.log(`  GET /progress            p50 ${api.p50.toFixed(1)} ms  p99 ${api.p99.toFixed(1)} ms   (${REQUESTS} requests)`);
  console.log(`  bare SQL member x training join  p50 ${raw.p50.toFixed(1)} ms  p99 ${raw.p99.toFixed(1)} ms`);
  console.log(`  PDF cold (browser start) ${pdfTimes[0]!.toFixed(2)} s | warm ${pdfTimes.slice(1).map((x) => x.toFixed(2)).join(' / ')} s`);
  await b.close();
}

async function main(): Promise<void> {
  for (const target of benchTargets()) await bench(target);
  if (!process.env.DATABASE_URL) console.log('\npostgres: skipped (DATABASE_URL not set)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
