import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consumer, Kafka } from 'kafkajs';
import type { KafkaSettings } from '../../src/platform/integration';
import { loadConfig } from '../../src/platform/config';
import { dbTargets, type DbTarget } from '../support/db';
import { createTopic, deleteTopic, deliveryFigures, eventually, KAFKA_BROKERS, kafkaClient, kafkaLocal, localBrokerDir, readTopic, type Received } from '../support/kafka';
import { useApiWorld } from '../support/world';

if (!KAFKA_BROKERS) console.warn('kafka-relay.api.test.ts: SKIPPED, KAFKA_BROKERS is not set (no Kafka broker); `npm run kafka:local -- start` starts one (Java 17+, Maven).');
/** The outage needs the broker tooling (Java, Maven, the jars): present where the local broker runs. */
const canStartBrokers = localBrokerDir() !== undefined;
const targets = dbTargets();

interface RelayHealth {
  broker: string;
  lastError: string | null;
  lagEvents: number;
  checkpoint: string;
}

/** The world, a topic of its own and a consumer reading it; `brokers` may be filled in a beforeAll (the producer connects on its first send). */
function relayWorld(target: DbTarget, brokers: string[], kafka: () => Kafka, lines: string[] = []) {
  const topic = `unterweisung-api-${target}-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const settings: KafkaSettings = { ...loadConfig({ KAFKA_BROKERS: '127.0.0.1:1' }).kafka!, brokers, topic, clientId: `relay-${randomBytes(4).toString('hex')}` };
  let consumer: Consumer | undefined;
  const state = { received: [] as Received[] };
  const w = useApiWorld(target, { app: { config: { kafka: settings }, log: (m) => lines.push(m) }, users: { manager: ['manager', 'Jonas'], anna: ['non-managing', 'Anna'] } });
  beforeAll(async () => {
    await createTopic(kafka(), topic);
    const read = await readTopic(kafka(), topic);
    consumer = read.consumer;
    state.received = read.received;
  }, 60_000);
  afterAll(async () => {
    await consumer?.disconnect();
    await deleteTopic(kafka(), topic);
  });
  // a command answers once the read models it waits for have its events, not the outbox projection: the rows are read once it has all of them
  const outbox = async () => {
    await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), ['integration.outbox'], 30_000);
    return (await w.t.app.kernel.db.query<{ seq: string; event_id: string; company_id: string }>('SELECT seq::text AS seq, event_id::text AS event_id, company_id FROM integration_outbox o ORDER BY o.seq')).rows;
  };
  return {
    w,
    state,
    outbox,
    relay: async () => (await w.api<{ integrationEvents: RelayHealth }>('GET', '/api/health')).body.integrationEvents,
    allThere: async () => deliveryFigures(await outbox(), state.received).gaps === 0,
    /** One integration event (user.joined-unit.v1) per round: a new unit, Anna added to it. */
    write: async (statuses: number[]) => {
      const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: `Einheit ${randomBytes(3).toString('hex')}` } });
      statuses.push(g.status);
      statuses.push((await w.api('POST', `/api/user-groups/${g.body.id}/members`, { token: w.manager.token, body: { userId: w.anna.id } })).status);
    },
    /** Per company key the first arrivals are in outbox (= commit) order, each message carrying its event-id header. */
    inCommitOrder: async () => {
      const rows = await outbox();
      const { received } = state;
      for (const company of new Set(rows.map((r) => r.company_id))) {
        const seen = new Set<string>();
        const first = received.filter((m) => m.key === company && !seen.has(m.eventId) && seen.add(m.eventId)).map((m) => m.eventId);
        expect(first).toEqual(rows.filter((r) => r.company_id === company).map((r) => r.event_id));
      }
      for (const m of received) expect(JSON.parse(m.value)).toMatchObject({ id: m.eventId, companyId: m.key });
    },
  };
}

/**
 * The product's relay on a real Kafka broker through the API (issue 37): integration events
 * produced by API writes arrive on the topic in commit order per company key with the
 * `event-id` header, and the checkpoint reaches the last row once the broker acknowledged.
 */
describe.skipIf(!KAFKA_BROKERS).each(targets)('Kafka relay through the API on a real broker, on %s', (target) => {
  const kafka = kafkaClient('api-test');
  const r = relayWorld(target, (KAFKA_BROKERS ?? '127.0.0.1:1').split(','), () => kafka);

  it('delivers every event in commit order per company with its event-id header; the checkpoint is the last row', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) await r.write(statuses);
    expect(await eventually(r.allThere)).toBe(true);
    const rows = await r.outbox();
    expect(await eventually(async () => (await r.relay()).checkpoint === rows[rows.length - 1]!.seq)).toBe(true);
    expect(await r.relay()).toMatchObject({ broker: 'connected', lastError: null, lagEvents: 0 });
    expect(statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);
    await r.inCommitOrder();
    console.log(`Kafka relay through the API on ${target}: ${JSON.stringify(deliveryFigures(rows, r.state.received))}`);
  });
});

/**
 * A 10 s broker outage while writes go on (on the last database target: PostgreSQL where there
 * is one): the API keeps answering 2xx, the checkpoint stays, /api/health says the broker is
 * unreachable, the log says so once and once that it is back, and then everything arrives. On a
 * broker of its own (scripts/kafka-local.sh with its own state folder), started and stopped here.
 */
describe.skipIf(!KAFKA_BROKERS || !canStartBrokers)(`Kafka relay through a 10 s broker outage, on ${targets[targets.length - 1]}`, () => {
  let dir = '';
  const brokers: string[] = [];
  let kafka: Kafka | undefined;
  const lines: string[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kafka-outage-'));
    brokers.push(kafkaLocal(dir, 'start'));
    kafka = kafkaClient('outage-test', brokers[0]);
  }, 180_000);
  // registered before the world: after hooks run in reverse, so the broker stops after the app and the consumer closed
  afterAll(() => {
    if (!dir) return;
    kafkaLocal(dir, 'stop');
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
  const r = relayWorld(targets[targets.length - 1]!, brokers, () => kafka!, lines);

  it('keeps answering 2xx, holds the checkpoint, says so once each way, and delivers everything once the broker is back', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) await r.write(statuses);
    expect(await eventually(r.allThere)).toBe(true);
    kafkaLocal(dir, 'pause');
    const checkpointAtPause = (await r.relay()).checkpoint;
    const until = Date.now() + 10_000;
    let sawUnreachable = false;
    while (Date.now() < until) {
      await r.write(statuses);
      sawUnreachable ||= (await r.relay()).broker === 'unreachable';
    }
    const during = await r.relay();
    kafkaLocal(dir, 'resume');
    expect(sawUnreachable).toBe(true);
    // nothing acknowledged, nothing moved
    expect(during.checkpoint).toBe(checkpointAtPause);
    expect(during.lagEvents).toBeGreaterThan(0);
    expect(during.lastError).not.toBeNull();
    expect(await eventually(r.allThere, 150_000)).toBe(true);
    expect(await eventually(async () => (await r.relay()).lagEvents === 0, 30_000)).toBe(true);
    expect((await r.relay()).broker).toBe('connected');

    const figures = deliveryFigures(await r.outbox(), r.state.received);
    console.log(`Kafka relay through a 10 s broker outage: ${JSON.stringify({ ...figures, apiCalls: statuses.length, non2xx: statuses.filter((s) => s >= 300).length })}`);
    expect(statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);
    expect(figures.gaps).toBe(0);
    await r.inCommitOrder();
    // the log says unreachable once and back once, not per retry
    expect(lines.filter((l) => l.includes('unreachable'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('reachable again'))).toHaveLength(1);
  }, 300_000);
});
