import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Consumer } from 'kafkajs';
import { client } from '../support/app';
import { postUntilVisible, seedCompany } from '../support/crash/load';
import { adminQuery, freePort, health, startServer, waitForHealth, type ServerProcess } from '../support/crash/server-process';
import { createTopic, deleteTopic, deliveryFigures, eventually, KAFKA_BROKERS, kafkaClient, readTopic } from '../support/kafka';

const base = process.env.DATABASE_URL;
if (!KAFKA_BROKERS || !base) console.warn(`kafka-worker.test.ts: SKIPPED, needs ${[!KAFKA_BROKERS && 'KAFKA_BROKERS (npm run kafka:local -- start)', !base && 'DATABASE_URL (a worker process shares PostgreSQL)'].filter(Boolean).join(' and ')}.`);

/** What scripts/kafka-consume.mjs printed (one JSON event per line) and its closing summary. */
function consume(topic: string, group: string): Promise<{ events: { id: string; type: string }[]; summary: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/kafka-consume.mjs', '--group', group, '--from-beginning', '--exit-when-idle', '4000'], {
      env: { ...process.env, KAFKA_TOPIC: topic },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`kafka-consume.mjs exited ${code}: ${err}`));
      else resolve({ events: out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id: string; type: string }), summary: err.trim().split('\n').pop() ?? '' });
    });
  });
}

/**
 * The relay in a worker process on a real broker (issue 37): an API process (RUN_PROJECTIONS=0)
 * takes writes, the worker holding the relay's lease is killed with SIGKILL mid-stream, the second
 * worker takes over; every event reaches the topic (repeats allowed, gaps not). Then the
 * consumer users copy (scripts/kafka-consume.mjs) reads the topic in a group and prints every
 * event exactly once, each valid against its JSON Schema. PostgreSQL only (processes share it).
 */
describe.skipIf(!KAFKA_BROKERS || !base)('Kafka relay in a worker killed mid-stream, and the consumer to copy (needs KAFKA_BROKERS and DATABASE_URL)', () => {
  const dbName = `t_kafka_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const topic = `unterweisung-worker-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const kafka = kafkaClient('worker-test');
  const procs: ServerProcess[] = [];
  const dirs: string[] = [];
  let url = '';
  let consumer: Consumer | undefined;

  afterAll(async () => {
    await consumer?.disconnect();
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    if (url) await adminQuery(base!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await deleteTopic(kafka, topic);
  });

  it('delivers the rest after a SIGKILL of the relay\'s worker (duplicates at most, no gap); the consumer prints every event once', async () => {
    await createTopic(kafka, topic);
    await adminQuery(base!, `CREATE DATABASE ${dbName}`);
    const u = new URL(base!);
    u.pathname = '/' + dbName;
    url = u.toString();
    const kafkaEnv = { KAFKA_BROKERS: KAFKA_BROKERS!, KAFKA_TOPIC: topic, KAFKA_CLIENT_ID: 'worker-test-relay' };
    const start = async (entry: 'server' | 'worker', env: Record<string, string> = {}) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `kafka-${entry}-`));
      dirs.push(dataDir);
      const p = startServer({ databaseUrl: url, dataDir, port: await freePort(), masterPassword: 'master-secret-1', entry, env: { ...kafkaEnv, ...env } });
      procs.push(p);
      return p;
    };
    const api = await start('server', { RUN_PROJECTIONS: '0' });
    await waitForHealth(api, { timeoutMs: 90_000 });
    const w1 = await start('worker');
    const relayHolder = async () => ((await health(api.baseUrl)) as unknown as { integrationEvents?: { leaseHolder?: string | null } } | undefined)?.integrationEvents?.leaseHolder;
    expect(await eventually(async () => (await relayHolder()) === `worker@${os.hostname()}:${w1.child.pid}`)).toBe(true);

    const a = client(api.baseUrl);
    const { manager, employees } = await seedCompany(a, a, dbName);
    const { received, consumer: c } = await readTopic(kafka, topic);
    consumer = c;
    const statuses: number[] = [];
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const g = await postUntilVisible<{ id: string }>(a, '/api/user-groups', { token: manager.token, body: { name: `Einheit ${i} ${randomBytes(2).toString('hex')}` } });
        statuses.push(g.status);
        statuses.push((await postUntilVisible(a, `/api/user-groups/${g.body.id}/members`, { token: manager.token, body: { userId: employees[i % employees.length]!.id } })).status);
      }
    })();
    // a second worker stands by (as deployed: the leases move to it); mid-stream, once some
    // events are on the topic, the relay's worker is killed with SIGKILL
    const w2 = await start('worker');
    expect(await eventually(() => received.length >= 15)).toBe(true);
    w1.child.kill('SIGKILL');
    await w1.exited;
    const atKill = received.length;
    expect(await eventually(async () => (await relayHolder()) === `worker@${os.hostname()}:${w2.child.pid}`)).toBe(true);
    expect(await eventually(() => received.length >= atKill + 15)).toBe(true);
    stop = true;
    await writer;
    // the outbox is filled by a reactor in the worker: every event the writer caused is in it before it is compared
    await waitForHealth(api, { caughtUp: true, timeoutMs: 120_000 });

    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const outbox = async () => (await pool.query<{ event_id: string; company_id: string }>('SELECT event_id::text AS event_id, company_id FROM integration_outbox o ORDER BY o.seq')).rows;
    try {
      expect(await eventually(async () => deliveryFigures(await outbox(), received).gaps === 0, 120_000)).toBe(true);
      const rows = await outbox();
      const figures = deliveryFigures(rows, received);
      console.log(`Kafka relay worker killed mid-stream (PostgreSQL): ${JSON.stringify({ ...figures, apiCalls: statuses.length, non2xx: statuses.filter((s) => s >= 300).length })}`);
      expect(statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);
      expect(figures.gaps).toBe(0);
      for (const company of new Set(rows.map((r) => r.company_id))) {
        const seen = new Set<string>();
        const first = received.filter((m) => m.key === company && !seen.has(m.eventId) && seen.add(m.eventId)).map((m) => m.eventId);
        expect(first).toEqual(rows.filter((r) => r.company_id === company).map((r) => r.event_id));
      }

      // the consumer to copy: every event once, in a group of its own, repeats dropped, all valid
      const { events, summary } = await consume(topic, `${topic}-copy`);
      console.log(`scripts/kafka-consume.mjs: ${summary}`);
      expect(events.map((e) => e.id).sort()).toEqual(rows.map((r) => r.event_id).sort());
      expect(summary).toBe(`kafka-consume: ${received.length} messages, ${rows.length} new, ${figures.duplicates} duplicates, 0 invalid`);
    } finally {
      await pool.end();
    }
  }, 300_000);
});
