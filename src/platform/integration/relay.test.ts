import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../db';
import { appendToOutbox, integrationOutboxMigrations, type IntegrationEvent } from './outbox';
import { MemoryBroker } from '../../../tests/support/memory-broker';
import { OutboxRelay, RELAY_NAME, type OutboxFeeder } from './relay';

const holdsAll = { holds: () => true };
const holdsNone = { holds: () => false };

function events(from: number, to: number, company = 'c1'): IntegrationEvent[] {
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const n = from + i;
    return { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, type: 'user.joined-unit.v1', companyId: company, occurredAt: new Date(Date.UTC(2026, 2, 1, 8, n)).toISOString(), data: { n } };
  });
}

/**
 * The relay's checkpointing, acknowledgement and retry logic against a real (embedded) PostgreSQL
 * and an in-memory producer behind the same port the kafkajs producer implements. The same flow
 * against a real broker: tests/integration/kafka-relay.contract.test.ts (KAFKA_BROKERS).
 */
describe('outbox relay (in-memory producer, PGlite)', () => {
  let db: Db;
  let broker: MemoryBroker;
  const relay = (opts: ConstructorParameters<typeof OutboxRelay>[3] = {}, leases: { holds(name: string): boolean } = holdsAll) =>
    new OutboxRelay(db, broker, leases, { retryBaseMs: 0, log: () => undefined, ...opts });
  const add = (es: IntegrationEvent[]) => db.transaction((tx) => appendToOutbox(tx, es));
  const checkpoint = async () => (await db.query<{ seq: string }>('SELECT seq::text AS seq FROM integration_relay_checkpoints WHERE name = $1', [RELAY_NAME])).rows[0]?.seq;
  const seqs = async () => (await db.query<{ seq: string }>('SELECT seq::text AS seq FROM integration_outbox ORDER BY integration_outbox.seq')).rows.map((r) => r.seq);
  /** Events 1..n in the outbox and a relay with its checkpoint row. */
  const ready = async (n: number, opts: Parameters<typeof relay>[0] = {}, leases: { holds(name: string): boolean } = holdsAll) => {
    await add(events(1, n));
    const r = relay(opts, leases);
    await r.ensureCheckpoint();
    return r;
  };
  const drain = async (r: OutboxRelay) => {
    for (let i = 0; i < 100 && (await r.step()); i++);
  };

  // one embedded database for the file (a new PGlite costs seconds); each test starts from empty tables
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db, integrationOutboxMigrations);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.exec('TRUNCATE integration_outbox RESTART IDENTITY; TRUNCATE integration_relay_checkpoints');
    broker = new MemoryBroker();
  });

  it('publishes the outbox in order, keyed by company, with the envelope as value and the event id beside it', async () => {
    await add([...events(1, 2, 'c1'), ...events(3, 3, 'c2')]);
    const r = relay();
    await r.ensureCheckpoint();
    expect(await r.step()).toBe(false);
    expect(broker.log.map((m) => [m.eventId.slice(-2), m.companyId, m.type])).toEqual([
      ['01', 'c1', 'user.joined-unit.v1'],
      ['02', 'c1', 'user.joined-unit.v1'],
      ['03', 'c2', 'user.joined-unit.v1'],
    ]);
    expect(JSON.parse(broker.log[0]!.value)).toEqual({ id: events(1, 1)[0]!.id, type: 'user.joined-unit.v1', source: 'unterweisung', companyId: 'c1', occurredAt: '2026-03-01T08:01:00.000Z', data: { n: 1 } });
    expect(await checkpoint()).toBe((await seqs())[2]);
    expect((await r.status()).lagEvents).toBe(0);
  });

  it('moves the checkpoint only after the broker acknowledged the batch', async () => {
    const r = await ready(3);
    let ack!: () => void;
    broker.gate = new Promise<void>((resolve) => (ack = resolve));
    const stepping = r.step();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(broker.sends).toBe(1);
    expect(await checkpoint()).toBe('0');
    expect((await r.status()).lagEvents).toBe(3);
    ack();
    await stepping;
    expect(await checkpoint()).toBe((await seqs())[2]);
  });

  it('a failed send leaves the checkpoint where it was; the batch goes again after the backoff', async () => {
    const r = await ready(4, { retryBaseMs: 60_000 });
    broker.failNext = 1;
    expect(await r.step()).toBe(false);
    expect(await checkpoint()).toBe('0');
    expect(await r.status()).toMatchObject({ lastError: 'broker not reachable', lagEvents: 4, checkpoint: '0' });
    // within the backoff nothing is sent
    expect(await r.step()).toBe(false);
    expect(broker.sends).toBe(1);
    const quick = relay();
    await drain(quick);
    expect(broker.deduplicated()).toEqual(events(1, 4).map((e) => e.id));
    expect(await checkpoint()).toBe((await seqs())[3]);
  });

  it('says once that the broker is unreachable and once that it is back, not per retry; the status shows the connection', async () => {
    const lines: string[] = [];
    const r = await ready(3, { log: (m) => lines.push(m) });
    expect((await r.status()).broker).toBe('unknown');
    broker.failNext = 3;
    for (let i = 0; i < 3; i++) expect(await r.step()).toBe(false);
    expect(await r.status()).toMatchObject({ broker: 'unreachable', lastError: 'broker not reachable', lagEvents: 3 });
    await drain(r);
    expect(await r.status()).toMatchObject({ broker: 'connected', lastError: null, lagEvents: 0 });
    expect(lines).toEqual([
      'integration.kafka-relay: memory:test unreachable, publishing failed; the checkpoint stays and the batch is retried with backoff',
      'integration.kafka-relay: memory:test reachable again; publishing after 3 failed attempts',
    ]);
  });

  it('an acknowledgement lost on the way back means the batch is published again: repeats only, no gap, in order', async () => {
    const r = await ready(5, { batchSize: 2 });
    broker.loseAckNext = 1;
    await drain(r);
    await drain(r);
    // the first batch arrived twice; deduplicated by id, every event arrived once, in order
    expect(broker.log.map((m) => m.eventId.slice(-1))).toEqual(['1', '2', '1', '2', '3', '4', '5']);
    expect(broker.deduplicated()).toEqual(events(1, 5).map((e) => e.id));
    expect(await checkpoint()).toBe((await seqs())[4]);
  });

  it('publishes in seq order across more digits: 2 comes before 10 (the order is numeric, never text)', async () => {
    const r = await ready(25, { batchSize: 7 });
    await drain(r);
    expect(broker.log.map((m) => m.eventId)).toEqual(events(1, 25).map((e) => e.id));
    expect(broker.log.map((m) => Number(m.seq))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await checkpoint()).toBe('25');
  });

  it('sends in batches and says when more may be waiting', async () => {
    const r = await ready(5, { batchSize: 2 });
    expect(await r.step()).toBe(true);
    expect(await r.step()).toBe(true);
    expect(await r.step()).toBe(false);
    expect(broker.sends).toBe(3);
    expect(await r.step()).toBe(false);
    expect(broker.sends).toBe(3);
  });

  it('publishes nothing without its lease', async () => {
    const r = await ready(2, {}, holdsNone);
    expect(await r.step()).toBe(false);
    expect(broker.sends).toBe(0);
    expect(await checkpoint()).toBe('0');
  });

  it('a relay that lost the race (another one moved the checkpoint while it sent) moves nothing', async () => {
    await add(events(1, 2));
    const a = relay();
    const b = relay();
    await a.ensureCheckpoint();
    let ack!: () => void;
    broker.gate = new Promise<void>((resolve) => (ack = resolve));
    const slow = a.step();
    await new Promise((resolve) => setTimeout(resolve, 20));
    broker.gate = undefined;
    await b.step();
    await add(events(3, 3));
    await b.step();
    const after = await checkpoint();
    ack();
    await slow;
    // a's compare-and-set found the checkpoint moved: it stays where b put it
    expect(await checkpoint()).toBe(after);
    expect(broker.deduplicated()).toEqual(events(1, 3).map((e) => e.id));
  });

  it('a new relay (restart, or Kafka switched on later) resumes from the checkpoint: nothing lost, nothing older resent', async () => {
    const first = await ready(3);
    await drain(first);
    // the process stops; events keep arriving in the outbox while no relay runs
    await add(events(4, 6));
    expect(broker.log).toHaveLength(3);
    const second = relay();
    await second.ensureCheckpoint();
    await drain(second);
    expect(broker.log.map((m) => m.eventId)).toEqual(events(1, 6).map((e) => e.id));
  });

  it('the outbox keeps one row per event id (a re-applied batch adds nothing)', async () => {
    await add(events(1, 3));
    await add(events(2, 4));
    expect(await seqs()).toHaveLength(4);
  });

  it('runs its feeders under the lease before publishing; a failing feeder does not stop publishing', async () => {
    const seen: Date[] = [];
    const feeder: OutboxFeeder = {
      name: 'test',
      async feed(d, now) {
        seen.push(now);
        await d.transaction((tx) => appendToOutbox(tx, events(9, 9)));
      },
    };
    const broken: OutboxFeeder = { name: 'broken', feed: () => Promise.reject(new Error('boom')) };
    const now = new Date('2027-01-01T00:00:00Z');
    const r = relay({ feeders: [broken, feeder], now: () => now });
    await r.ensureCheckpoint();
    await r.step();
    expect(seen).toEqual([now]);
    expect(broker.log.map((m) => m.eventId)).toEqual(events(9, 9).map((e) => e.id));
    const idle = relay({ feeders: [feeder] }, holdsNone);
    await idle.step();
    expect(seen).toHaveLength(1);
  });

  it('start wakes on the outbox NOTIFY and stop disconnects the producer', async () => {
    const r = relay({ pollIntervalMs: 60_000 });
    await r.start();
    await add(events(1, 2));
    for (let i = 0; i < 100 && broker.log.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(broker.log).toHaveLength(2);
    await r.stop();
    expect(broker.disconnected).toBe(1);
  });
});
