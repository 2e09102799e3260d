/**
 * Audit trail export benchmark (`npm run bench:audit-export`, issue 12): GET /api/audit/events.csv
 * and .xlsx of 100,000 lines, streamed from keyset batches, on PostgreSQL when DATABASE_URL is set
 * (else PGlite; `BENCH_DB=pglite|postgres` picks one).
 *
 * Seeds BENCH_TRAIL_ROWS (100,000) rows of one company straight into the trail table (the
 * projection's own table, with generate_series; what is measured is the export, not the
 * projection), of mixed kinds with names, deadlines and scores, plus 1,000 rows of another
 * company. Then, in this process, with an HTTP client that reads the answer as a stream and
 * throws the bytes away:
 *   - baseline: RSS and heap in use after seeding (after a GC when run with `node --expose-gc`);
 *   - the CSV export and the XLSX export of the newest tenth of the rows, then of all: time, bytes,
 *     lines and the RSS peak (sampled every 50 ms) beside the RSS before; then the same export
 *     again for the peak of the live heap (a full GC before each sample, every 100 ms) beside the
 *     live heap + buffers before (streaming: the peak of all rows stays near that of a tenth);
 *   - for comparison, last: reading every row in ONE query (what the export avoids, all rows in
 *     memory at once): time and the same peaks.
 * Run with `node --expose-gc --import tsx bench/audit-export.ts` (the npm script does). RSS seldom
 * shrinks within a process, so each RSS figure is a high-water mark of the run so far; the live
 * heap is the figure that shows what one step holds.
 */
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { benchCompany, benchTargets, rssSampler, startBenchApp, type BenchApp } from './support';
import type { DbTarget } from '../tests/support/db';

const ROWS = Number(process.env.BENCH_TRAIL_ROWS ?? 100_000);
const mb = (b: number) => (b / (1024 * 1024)).toFixed(0);

/**
 * The peak of the live heap while something runs: every `ms` a full GC (`node --expose-gc`), then
 * the heap in use, so garbage not yet collected does not count. Without gc, the heap in use as is. Buffers outside the heap (`external`: zlib, sockets) count too.
 */
function heapSampler(ms = 100): { stop(): number } {
  const sample = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  let max = sample();
  const timer = setInterval(() => {
    max = Math.max(max, sample());
  }, ms);
  timer.unref();
  return { stop: () => (clearInterval(timer), Math.max(max, sample())) };
}
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function seed(app: BenchApp, companyId: string, otherId: string): Promise<void> {
  const db = app.app.kernel.db;
  const insert = (company: string, n: number, offset: number) =>
    db.query(
      `INSERT INTO aud_trail (event_id, company_id, global_position, recorded_at, at, event_type, kind, actor_id, actor_name, user_id, user_name,
                              training_id, training_title, group_id, group_name, bundle_id, bundle_name, cycle, data)
       SELECT 'bench-' || $1 || '-' || i, $1, $3 + i, ts, ts, k.t, k.kind, 'actor-' || (i % 20), 'Anna Schmidt ' || (i % 20),
              'user-' || (i % 2000), 'Bernd Bauer ' || (i % 2000), 'training-' || (i % 50), jsonb_build_object('de', 'Brandschutz ' || (i % 50), 'en', 'Fire safety ' || (i % 50)),
              'group-' || (i % 10), 'Baustelle Nord; Halle "' || (i % 10) || '"', NULL, NULL, 1,
              jsonb_build_object('deadline', to_char(ts + interval '14 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'percent', 80, 'correct', 4, 'total', 5, 'completionId', 'c-' || i)
         FROM generate_series(1, $2::integer) AS i,
              LATERAL (SELECT timestamptz '2025-01-01T00:00:00Z' + (i || ' minutes')::interval AS ts) x,
              LATERAL (SELECT (ARRAY['organization.TrainingAssigned', 'organization.MemberAdded', 'learning.TrainingStarted', 'learning.QuizPassed', 'learning.TrainingCompleted'])[1 + i % 5] AS t,
                              (ARRAY['group.training_assigned', 'group.member_added', 'learning.started', 'learning.quiz_passed', 'learning.completed'])[1 + i % 5] AS kind) k`,
      [company, n, offset],
    );
  await insert(companyId, ROWS, 1_000_000);
  await insert(otherId, 1000, 5_000_000);
  await db.query('ANALYZE aud_trail');
}

/** Reads an answer as a stream, counting bytes and lines. */
function download(url: string, token: string): Promise<{ status: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Authorization: `Bearer ${token}` } }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          for (const b of c) if (b === 10) lines++;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function runOn(target: DbTarget): Promise<void> {
  const app = await startBenchApp(target);
  try {
    const acme = await benchCompany(app.app);
    const other = await benchCompany(app.app);
    const t0 = performance.now();
    await seed(app, acme.companyId, other.companyId);
    console.log(`[${target}] seeded ${ROWS.toLocaleString('en')} trail rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    gc();
    const base = process.memoryUsage().rss;
    console.log(`[${target}] baseline RSS after seeding: ${mb(base)} MB`);

    // the newest tenth of the rows (one row a minute from 2025-01-01): if the export streams, its peaks do not grow with the rows
    const tenth = new Date(Date.UTC(2025, 0, 1) + (ROWS - ROWS / 10) * 60_000).toISOString();
    for (const [ext, query] of [['csv', `?from=${tenth}`], ['csv', ''], ['xlsx', `?from=${tenth}`], ['xlsx', '']] as const) {
      const url = `${app.base}/api/audit/events.${ext}${query}`;
      gc();
      const before = process.memoryUsage().rss;
      const rss = rssSampler(50);
      const s = performance.now();
      const res = await download(url, acme.reg.token);
      const ms = performance.now() - s;
      const peak = rss.stop();
      // once more for the live heap (the GCs it forces would slow the timed run)
      gc();
      const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().external;
      const heap = heapSampler();
      await download(url, acme.reg.token);
      const heapPeak = heap.stop();
      if (res.status !== 200) throw new Error(`${ext}: HTTP ${res.status}`);
      const what = `${query ? 'newest tenth' : 'all'}${ext === 'csv' ? `, ${(res.lines - 1).toLocaleString('en')} lines` : ''}`;
      console.log(
        `[${target}] GET /api/audit/events.${ext}: ${what}, ${(res.bytes / 1048576).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s; RSS before ${mb(before)} MB, peak ${peak.toFixed(0)} MB (+${(peak - before / 1048576).toFixed(0)} MB); live heap + buffers before ${mb(heapBefore)} MB, peak ${mb(heapPeak)} MB`,
      );
    }
    {
      gc();
      const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().external;
      const heap = heapSampler();
      const rss = rssSampler(50);
      const s = performance.now();
      const { rows } = await app.app.kernel.db.query('SELECT * FROM aud_trail WHERE company_id = $1 ORDER BY at DESC, global_position DESC', [acme.companyId]);
      const ms = performance.now() - s;
      const peak = rss.stop();
      const heapPeak = heap.stop();
      console.log(`[${target}] for comparison, every row in ONE query (what the export avoids): ${rows.length.toLocaleString('en')} rows, ${(ms / 1000).toFixed(2)} s, RSS peak ${peak.toFixed(0)} MB; live heap + buffers before ${mb(heapBefore)} MB, peak ${mb(heapPeak)} MB`);
    }

  } finally {
    await app.close();
  }
}

for (const target of benchTargets()) await runOn(target);
