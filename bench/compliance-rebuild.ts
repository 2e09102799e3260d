/**
 * Times only the rebuild of the compliance projection (issue 11: >= 30,000 events/s on PostgreSQL)
 * on a database seeded and kept by `bench/compliance.ts` (`BENCH_KEEP_DB=1`, which prints its URL):
 *
 *   npx tsx bench/compliance-rebuild.ts postgres://postgres@127.0.0.1:5432/<kept db> [rounds]
 *
 * Every figure is taken in a fresh process (as a server that rebuilds after its start: the replay
 * code runs cold), one process after another, rounds interleaved:
 *   - rebuild: `ProjectionRunner.rebuild('compliance')` of this checkout, events of its types per
 *     second (what bench/compliance.ts counts), with a digest of compliance_assignments after it;
 *   - baseline rebuild (BENCH_BASELINE_DIR=<another checkout with this script and node_modules>,
 *     e.g. a worktree of the commit before a change): the same in that checkout, in the same window;
 *   - floor: a plain SELECT of the replay's columns of every event of its types, decoded by the
 *     pg driver only (nothing applied), in the same process kind.
 * The medians are printed beside each other; the digests must agree. BENCH_CPU_PROFILE=<file> with
 * `--child rebuild <url>` writes a V8 CPU profile of the rebuild alone.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { openDb } from '../src/platform/db';
import { ProjectionRunner } from '../src/platform/projections';
import { readReplayIn, START_POSITION } from '../src/platform/eventstore';
import { complianceProjection } from '../projections/compliance';

interface Result {
  readonly events: number;
  readonly seconds: number;
  /** CPU seconds of this process in the timed part (the machine may be shared: the wall time waits for the CPU too). */
  readonly cpu: number;
  readonly batches?: number;
  readonly digest?: string;
}

const DIGEST_SQL = `SELECT md5(string_agg(a::text, E'\\n' ORDER BY a.user_id, a.training_id)) AS d, count(*)::int AS n FROM compliance_assignments a`;

const cpuSince = (c0: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e6;
};

async function child(mode: string, url: string): Promise<Result> {
  const db = await openDb({ databaseUrl: url, poolSize: 4 });
  try {
    const types = complianceProjection.eventTypes;
    if (!Array.isArray(types)) throw new Error('compliance reads listed types');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE event_type = ANY($1::text[])', [types]);
    const events = rows[0]!.n;
    if (mode === 'floor') {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const read = await db.transaction((tx) => readReplayIn(tx, { after: START_POSITION, limit: events + 1, eventTypes: types }));
      const seconds = (performance.now() - t0) / 1000;
      if (read.length !== events) throw new Error(`floor read ${read.length} of ${events} events`);
      return { events, seconds, cpu: cpuSince(c0) };
    }
    const runner = new ProjectionRunner(db, [complianceProjection], { log: () => undefined });
    const profile = process.env.BENCH_CPU_PROFILE ? await startProfile() : undefined;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const batches = await runner.rebuild(complianceProjection.name);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuSince(c0);
    if (profile) await profile(process.env.BENCH_CPU_PROFILE!);
    const { rows: d } = await db.query<{ d: string; n: number }>(DIGEST_SQL);
    return { events, seconds, cpu, batches, digest: `${d[0]!.n} rows ${d[0]!.d}` };
  } finally {
    await db.close();
  }
}

/** Starts the V8 profiler (BENCH_CPU_PROFILE=<file>: the rebuild alone, not the process start); the returned function writes the profile. */
async function startProfile(): Promise<(file: string) => Promise<void>> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  return async (file) => {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

function spawnChild(script: string, mode: string, url: string): Result {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, '--child', mode, url], { cwd: path.dirname(path.dirname(script)), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${script} ${mode} failed: ${r.stderr}`);
  const line = r.stdout.trim().split('\n').pop()!;
  return JSON.parse(line) as Result;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') {
    console.log(JSON.stringify(await child(args[1]!, args[2]!)));
    return;
  }
  const url = args[0];
  if (!url) throw new Error('usage: tsx bench/compliance-rebuild.ts <database url of a kept bench DB> [rounds]');
  const rounds = Number(args[1] ?? 5);
  const self = fileURLToPath(import.meta.url);
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  const runs: { label: string; script: string; mode: string }[] = [
    { label: 'floor: SELECT of the events', script: self, mode: 'floor' },
    ...(baselineDir ? [{ label: `rebuild, baseline (${baselineDir})`, script: path.join(baselineDir, 'bench', 'compliance-rebuild.ts'), mode: 'rebuild' }] : []),
    { label: 'rebuild, this checkout', script: self, mode: 'rebuild' },
  ];
  const results = new Map<string, Result[]>(runs.map((r) => [r.label, []]));
  for (let i = 0; i < rounds; i++) {
    for (const run of runs) {
      const r = spawnChild(run.script, run.mode, url);
      results.get(run.label)!.push(r);
      console.log(`  round ${i + 1}: ${run.label}: ${r.events} events in ${r.seconds.toFixed(3)} s = ${Math.round(r.events / r.seconds).toLocaleString('en-US')} events/s, Node CPU ${r.cpu.toFixed(3)} s${r.digest ? ` (${r.batches} batches; ${r.digest})` : ''}`);
    }
  }
  console.log(`\ncompliance rebuild, ${rounds} rounds, each in a fresh process (median):`);
  for (const run of runs) {
    const rs = results.get(run.label)!;
    const s = median(rs.map((r) => r.seconds));
    const best = Math.min(...rs.map((r) => r.seconds));
    console.log(
      `  ${run.label.padEnd(60)} ${Math.round(rs[0]!.events / s).toLocaleString('en-US').padStart(8)} events/s (${s.toFixed(3)} s; best ${Math.round(rs[0]!.events / best).toLocaleString('en-US')} events/s; ` +
        `Node CPU ${median(rs.map((r) => r.cpu)).toFixed(3)} s; target >= 30,000 events/s)`,
    );
  }
  const digests = new Set(runs.filter((r) => r.mode === 'rebuild').flatMap((r) => results.get(r.label)!.map((x) => x.digest)));
  console.log(digests.size === 1 ? `  every rebuild wrote the same compliance_assignments (${[...digests][0]})` : `  DIGESTS DIFFER: ${[...digests].join(' / ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
