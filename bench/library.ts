/**
 * Library listing benchmark (`npm run bench:library`): a company with 500 trainings and 30 tags,
 * GET /api/trainings over HTTP (auth, decoding, query, owner names, tags) with several filters,
 * p50/p99 and requests per second, beside the bare listing SQL of the same page on the same
 * database in the same run (the floor the endpoint cannot beat).
 * PGlite always, PostgreSQL too when DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import type { DbTarget } from '../tests/support/db';
import { benchCompany, benchEach, benchTargets, startBenchApp, timeIt } from './support';
import { companyCaller } from '../src/shared/contracts/ids';

const TRAININGS = 500;
const TAGS = 30;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

/** `n` sequential calls after 20 warm-up calls. */
const measure = (n: number, fn: () => Promise<void>) => timeIt(n, fn, 20);

async function bench(target: DbTarget): Promise<void> {
  const b = await startBenchApp(target);
  const { app, base, testDb } = b;
  const identity = app.modules.identity.admin(app.kernel);
  const catalog = app.modules.catalog.authoring(app.kernel);
  const { reg, companyId, root: rootCaller } = await benchCompany(app);
  const others: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { userId, position } = await identity.createUser({ companyId, email: `m${i}-${Date.now()}@bench.de`, firstName: `M${i}`, lastName: 'Bench', role: 'manager', password: 'bench-pass', gdprConsent: true }, reg.user.id);
    await app.kernel.projections.waitFor(position);
    others.push(userId);
  }
  const tagIds: string[] = [];
  const t0 = performance.now();
  for (let i = 0; i < TAGS; i++) {
    tagIds.push((await catalog.createTag(rootCaller, { name: { de: `Tag ${i}`, en: `Tag ${i}` }, description: {}, color: '#3B82F6', category: 'general' })).id);
  }
  const words = ['Brandschutz', 'Stapler', 'Erste Hilfe', 'Datenschutz', 'Leitern', 'Gefahrstoffe', 'Lärm', 'Bildschirm'];
  for (let i = 0; i < TRAININGS; i++) {
    const owner = i % 5 === 0 ? reg.user.id : others[i % others.length]!;
    const caller = companyCaller(companyId, owner, owner === reg.user.id ? 'root' : 'manager');
    const tr = await catalog.createTraining(caller, {
      title: { de: `${words[i % words.length]} Unterweisung ${i}`, en: `Training ${i}` },
      description: { de: `Beschreibung ${i}` },
      status: i % 3 === 0 ? 'draft' : 'published', isRequired: false, requiresRecertification: false, recertificationPeriod: null,
      imageId: null, imageUrl: null, category: null, difficulty: null, duration: 20,
    });
    await catalog.setTrainingTags(caller, tr.id, [tagIds[i % TAGS]!, tagIds[(i * 7) % TAGS]!, 'default-brandschutz']);
  }
  const seedSeconds = (performance.now() - t0) / 1000;

  const headers = { Authorization: `Bearer ${reg.token}` };
  const cases: [string, string][] = [
    ['page 1, no filter', '/api/trainings?page=1'],
    ['page 20', '/api/trainings?page=20'],
    ['search "stapler"', '/api/trainings?search=stapler'],
    ['2 tags', `/api/trainings?tags=${tagIds[3]},default-brandschutz`],
    ['ownership=owner', '/api/trainings?ownership=owner'],
  ];
  console.log(`\n${target}: ${TRAININGS} trainings, ${TAGS} company tags (+20 default), seeded in ${seedSeconds.toFixed(1)} s; ${REQUESTS} sequential requests per case`);
  for (const [name, path] of cases) {
    const api = await measure(REQUESTS, async () => {
      const res = await fetch(base + path, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    });
    const raw = await measure(REQUESTS, async () => {
      await testDb.db.query(
        `SELECT * FROM cat_trainings WHERE company_id = $1 AND NOT is_deleted
          ORDER BY (owner_id = $2 OR $2 = ANY(co_owners)) DESC, CASE status WHEN 'published' THEN 0 WHEN 'draft' THEN 1 ELSE 2 END, created_at DESC, id
          LIMIT 15`,
        [companyId, reg.user.id],
      );
    });
    console.log(
      `  ${name.padEnd(20)} API p50 ${api.p50.toFixed(1).padStart(6)} ms  p99 ${api.p99.toFixed(1).padStart(6)} ms  ${api.rps.toFixed(0).padStart(5)} req/s | bare SQL page p50 ${raw.p50.toFixed(2)} ms p99 ${raw.p99.toFixed(2)} ms`,
    );
  }
  await b.close();
}

benchEach(benchTargets, bench);
