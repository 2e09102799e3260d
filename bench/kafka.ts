/**
 * Kafka relay benchmark (`npm run bench:kafka`, issue 37), against a real broker (KAFKA_BROKERS;
 * `npm run kafka:local -- start` starts one). One run, on PGlite (or PostgreSQL with
 * DATABASE_URL, in a database of its own), BENCH_EVENTS (5,000) integration events of 10 companies:
 *
 *   - throughput: the outbox filled first, then the relay drains it (batches of 200, idempotent
 *     producer, acks from all replicas): events/s from the outbox to the broker's acknowledgement;
 *     baseline: kafkajs sending the same messages directly in batches of 200 with the same settings.
 *   - latency: the relay running (woken by NOTIFY), events committed at a steady BENCH_RATE (500/s)
 *     in transactions of 10; commit to arrival at a consumer, p50 and p99; baseline: kafkajs
 *     sending the same transactions of 10 directly, send to arrival.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import { migrate, openDb, type Db } from '../src/platform/db';
import { loadConfig } from '../src/platform/config';
import { appendToOutbox, integrationOutboxMigrations, kafkaProducer, OutboxRelay, type IntegrationEvent } from '../src/platform/integration';
import { adminQuery } from '../tests/support/crash/server-process';
import { percentile } from './support';

const BROKERS = process.env.KAFKA_BROKERS;
const N = Number(process.env.BENCH_EVENTS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const BASE = process.env.DATABASE_URL;

function events(n: number, tag: string): IntegrationEvent[] {
  return Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    type: 'user.joined-unit.v1',
    companyId: `bench-company-${i % 10}`,
    occurredAt: new Date().toISOString(),
    data: { unitId: `unit-${tag}-${i % 50}`, userId: `user-${tag}-${i}`, joinedAt: new Date().toISOString() },
  }));
}

async function openBenchDb(): Promise<{ db: Db; kind: string; drop: () => Promise<void> }> {
  if (!BASE) {
    const db = await openDb({});
    return { db, kind: 'PGlite', drop: () => db.close() };
  }
  const name = `t_bench_kafka_${randomBytes(4).toString('hex')}`;
  await adminQuery(BASE, `CREATE DATABASE ${name}`);
  const u = new URL(BASE);
  u.pathname = '/' + name;
  const db = await openDb({ databaseUrl: u.toString() });
  return { db, kind: 'PostgreSQL', drop: async () => { await db.close(); await adminQuery(BASE, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); } };
}

/** Arrival times by event id (header `event-id`), first arrival only. */
async function arrivals(kafka: Kafka, topic: string) {
  const at = new Map<string, number>();
  const consumer = kafka.consumer({ groupId: `${topic}-bench`, maxWaitTimeInMs: 50 });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => { const id = message.headers?.['event-id']?.toString(); if (id && !at.has(id)) at.set(id, performance.now()); } });
  return { at, consumer };
}

const until = async (done: () => boolean, ms = 120_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};
const fmt = (x: number) => x.toFixed(1);

async function main(): Promise<void> {
  if (!BROKERS) {
    console.log('bench:kafka needs KAFKA_BROKERS (start a local broker: npm run kafka:local -- start)');
    process.exit(2);
  }
  const settings = loadConfig(process.env).kafka!;
  const kafka = new Kafka({ clientId: 'bench', brokers: [...settings.brokers], logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const run = `${Date.now()}-${randomBytes(3).toString('hex')}`;
  const topics = { relay: `bench-relay-${run}`, direct: `bench-direct-${run}`, relayLat: `bench-relay-lat-${run}`, directLat: `bench-direct-lat-${run}` };
  await admin.createTopics({ topics: Object.values(topics).map((topic) => ({ topic, numPartitions: 6, replicationFactor: 1 })), waitForLeaders: true });
  const { db, kind, drop } = await openBenchDb();
  await migrate(db, integrationOutboxMigrations);
  const log = (m: string, e?: unknown) => console.error(m, e ?? '');
  const holds = { holds: () => true };
  console.log(`bench:kafka — ${N} events of 10 companies, ${kind}, broker ${BROKERS}`);
  try {
    // 1. throughput: outbox -> broker ack through the relay, then kafkajs directly
    const es = events(N, 't');
    for (let i = 0; i < es.length; i += 500) await db.transaction((tx) => appendToOutbox(tx, es.slice(i, i + 500)));
    const relay = new OutboxRelay(db, kafkaProducer({ ...settings, topic: topics.relay }, log), holds, { name: 'bench.relay', log });
    await relay.ensureCheckpoint();
    await relay.step(); // connect (not timed)
    let t = performance.now();
    while (await relay.step());
    const relaySecs = (performance.now() - t) / 1000;
    await relay.stop();

    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    const msgs = es.map((e) => ({ key: e.companyId, value: JSON.stringify(e), headers: { 'event-id': e.id } }));
    await producer.send({ topic: topics.direct, acks: -1, messages: msgs.slice(0, 200) });
    t = performance.now();
    for (let i = 200; i < msgs.length; i += 200) await producer.send({ topic: topics.direct, acks: -1, messages: msgs.slice(i, i + 200) });
    const directSecs = (performance.now() - t) / 1000;
    console.log(`throughput, outbox -> broker ack: relay ${fmt((N - 200) / relaySecs)} events/s (${N - 200} events after the first batch in ${fmt(relaySecs)} s) | baseline kafkajs direct ${fmt((N - 200) / directSecs)} events/s (${fmt(directSecs)} s)`);

    // 2. latency: commit -> consumer with the relay running; send -> consumer for kafkajs directly
    const lat = events(Math.min(N, 2000), 'l');
    const relayLat = new OutboxRelay(db, kafkaProducer({ ...settings, topic: topics.relayLat }, log), holds, { name: 'bench.relay-lat', log });
    const seq = await db.query<{ s: string }>('SELECT coalesce(max(seq), 0)::text AS s FROM integration_outbox');
    await db.query('INSERT INTO integration_relay_checkpoints (name, seq) VALUES ($1, $2::bigint) ON CONFLICT (name) DO NOTHING', ['bench.relay-lat', seq.rows[0]!.s]);
    const a1 = await arrivals(kafka, topics.relayLat);
    await relayLat.start();
    const committed = new Map<string, number>();
    const pace = (i: number, t0: number) => new Promise((r) => setTimeout(r, Math.max(0, t0 + (i / RATE) * 1000 - performance.now())));
    let t0 = performance.now();
    for (let i = 0; i < lat.length; i += 10) {
      await pace(i, t0);
      const batch = lat.slice(i, i + 10);
      await db.transaction((tx) => appendToOutbox(tx, batch));
      const now = performance.now();
      for (const e of batch) committed.set(e.id, now);
    }
    await until(() => a1.at.size >= lat.length);
    await relayLat.stop();
    await a1.consumer.disconnect();
    const relayMs = lat.map((e) => a1.at.get(e.id)! - committed.get(e.id)!).sort((x, y) => x - y);

    const a2 = await arrivals(kafka, topics.directLat);
    const sent = new Map<string, number>();
    t0 = performance.now();
    for (let i = 0; i < lat.length; i += 10) {
      await pace(i, t0);
      const batch = lat.slice(i, i + 10);
      const now = performance.now();
      for (const e of batch) sent.set(e.id, now);
      await producer.send({ topic: topics.directLat, acks: -1, messages: batch.map((e) => ({ key: e.companyId, value: JSON.stringify(e), headers: { 'event-id': e.id } })) });
    }
    await until(() => a2.at.size >= lat.length);
    await a2.consumer.disconnect();
    await producer.disconnect();
    const directMs = lat.map((e) => a2.at.get(e.id)! - sent.get(e.id)!).sort((x, y) => x - y);
    console.log(`latency at ${RATE} events/s (${lat.length} events, transactions of 10): relay commit -> consumer p50 ${fmt(percentile(relayMs, 50))} ms, p99 ${fmt(percentile(relayMs, 99))} ms | baseline kafkajs send -> consumer p50 ${fmt(percentile(directMs, 50))} ms, p99 ${fmt(percentile(directMs, 99))} ms`);
  } finally {
    await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
    await admin.disconnect();
    await drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
