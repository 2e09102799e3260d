/**
 * Audit chain benchmark: `npm run bench:audit-chain` (tsx bench/audit-chain.ts).
 *
 * On PostgreSQL when DATABASE_URL is set (PGlite otherwise, for a smoke run), on a fresh database:
 *   1. writes a backlog of BENCH_CHAIN_EVENTS events (default 100,000; 80 % one company, the rest
 *      spread over 20 others, 5 % platform events) straight into es_events, the way an existing log
 *      looks when the chain is first deployed or a rebuild replays it;
 *   2. seals the whole backlog with the projection runner (batches of 500, as live) and prints events/s;
 *   3. verifies the big company's chain (keyset batches of 2,000) three times and prints events/s and
 *      the process's peak RSS growth (bounded memory: it must not grow with the log);
 *   4. appends 1,000 more events through the store in transactions of 10 and seals them live.
 * Prints a table; no thresholds (the figures go into the report of issue 12).
 */
import { performance } from 'node:perf_hooks';
import { createTestDb, type DbTarget } from '../tests/support/db';
import { PostgresEventStore, eventStoreMigrations, newId } from '../src/platform/eventstore';
import { ProjectionRunner, projectionMigrations } from '../src/platform/projections';
import { auditChainMigrations, auditChainProjection, verifyChain } from '../src/platform/audit-chain';

const EVENTS = Number(process.env.BENCH_CHAIN_EVENTS ?? 100_000);
const BIG = 'bench-big';
const target: DbTarget = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const t = await createTestDb(target, [...eventStoreMigrations, ...projectionMigrations, ...auditChainMigrations]);
  const rows: Array<[string, string, string]> = [];
  try {
    // 1. backlog, in transactions of 5,000 rows generated in SQL (data of ~300 bytes, like a real event)
    const t0 = performance.now();
    for (let from = 0; from < EVENTS; from += 5000) {
      const n = Math.min(5000, EVENTS - from);
      await t.db.query(
        `INSERT INTO es_events (tenant_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
         SELECT CASE WHEN i % 20 = 0 THEN 'platform' WHEN i % 5 = 1 THEN 'bench-c' || (i % 21) ELSE $3 END,
                's-' || (i / 10), i % 10 + 1, gen_random_uuid(), 'bench.Happened', 1,
                jsonb_build_object('n', i, 'name', 'Brandschutzunterweisung ' || i, 'groupId', md5(i::text), 'note', repeat('x', 200)),
                jsonb_build_object('actorId', md5((i / 7)::text), 'tenantId', 'x', 'commandId', md5(i::text), 'correlationId', md5(i::text), 'causationId', null)
           FROM generate_series($1::bigint, $2::bigint) AS i`,
        [from, from + n - 1, BIG],
      );
    }
    const { rows: counts } = await t.db.query<{ big: number; all: number }>(
      `SELECT count(*) FILTER (WHERE tenant_id = $1)::int AS big, count(*) FILTER (WHERE tenant_id <> 'platform')::int AS all FROM es_events`,
      [BIG],
    );
    const big = counts[0]!.big;
    const chained = counts[0]!.all;
    rows.push(['backlog written', `${fmt(EVENTS)} events`, `${fmt(big)} of company ${BIG}, ${fmt(chained)} chained in all; ${((performance.now() - t0) / 1000).toFixed(1)} s`]);

    // 2. sealing the backlog as the live reactor does (batches of 500)
    const runner = new ProjectionRunner(t.db, [auditChainProjection], { log: () => undefined });
    await runner.init();
    const s0 = performance.now();
    await runner.catchUp();
    const sealSec = (performance.now() - s0) / 1000;
    rows.push(['sealing a backlog (batches of 500)', `${fmt(EVENTS / sealSec)} events/s`, `${fmt(EVENTS)} events read, ${fmt(chained)} links in ${sealSec.toFixed(1)} s`]);
    const { rows: size } = await t.db.query<{ bytes: string }>(`SELECT pg_total_relation_size('audit_chain_links')::text AS bytes`);
    rows.push(['storage per link (table + indexes)', `${fmt(Number(size[0]!.bytes) / chained)} bytes`, `${(Number(size[0]!.bytes) / 1048576).toFixed(1)} MB for ${fmt(chained)} links`]);

    // 3. verification of the big company, three runs
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const secs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const v0 = performance.now();
      const v = await verifyChain(t.db, BIG);
      secs.push((performance.now() - v0) / 1000);
      if (!v.ok || v.checked !== big) throw new Error(`verification failed: ${JSON.stringify(v).slice(0, 400)}`);
    }
    clearInterval(timer);
    const best = Math.min(...secs);
    rows.push([
      `verifying one company (${fmt(big)} links)`,
      `${fmt(big / best)} events/s`,
      `runs ${secs.map((s) => s.toFixed(2)).join(' / ')} s; peak RSS growth ${((peak - rss0) / 1048576).toFixed(0)} MB`,
    ]);

    // 4. live: 1,000 events appended through the store, then sealed
    const store = new PostgresEventStore(t.db);
    for (let i = 0; i < 100; i++) {
      const commandId = newId();
      await store.append({
        tenantId: BIG,
        streamId: `live-${i}`,
        streamType: 'bench.Thing',
        expectedVersion: 'any',
        events: Array.from({ length: 10 }, (_, k) => ({ type: 'bench.Live', schemaVersion: 1, data: { k } })),
        metadata: { actorId: null, tenantId: BIG, commandId, correlationId: commandId, causationId: null },
      });
    }
    const l0 = performance.now();
    await runner.catchUp();
    const liveSec = (performance.now() - l0) / 1000;
    rows.push(['sealing 1,000 new events (100 commits)', `${fmt(1000 / liveSec)} events/s`, `${(liveSec * 1000).toFixed(0)} ms`]);
    const after = await verifyChain(t.db, BIG);
    if (!after.ok || after.checked !== big + 1000) throw new Error('verification after live appends failed');
  } finally {
    await t.drop();
  }
  console.log(`\naudit chain on ${target} (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'in-memory PGlite'})\n`);
  const w = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
  for (const [a, b, c] of rows) console.log(`${a.padEnd(w[0]!)}  ${b.padStart(w[1]!)}  ${c}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
