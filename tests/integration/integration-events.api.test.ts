import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { fixedClock } from '../../src/platform/clock';
import type { KafkaSettings } from '../../src/platform/integration';
import { dbTargets } from '../support/db';
import { completeTraining, publishedTraining } from '../support/learning-steps';
import { MemoryBroker } from '../support/memory-broker';
import { TEST_PASSWORD_HASH_COST } from '../support/app';
import { useApiWorld } from '../support/world';

const START = '2026-01-31T09:00:00.000Z';
const KAFKA: KafkaSettings = { brokers: ['kafka.invalid:9092'], topic: 'test.integration-events', clientId: 'test', ssl: false };

interface Envelope {
  id: string;
  type: string;
  source: string;
  companyId: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the broker holds, deduplicated by event id, once `done` says it is complete (polls up to 20 s). */
async function published(broker: MemoryBroker, done: (events: Envelope[]) => boolean): Promise<Envelope[]> {
  for (let i = 0; ; i++) {
    const seen = new Set<string>();
    const events = broker.log.filter((m) => !seen.has(m.eventId) && seen.add(m.eventId)).map((m) => JSON.parse(m.value) as Envelope);
    if (done(events) || i >= 200) return events;
    await sleep(100);
  }
}

/**
 * Integration events end to end through the real API (issue 17, ADR 0020): domain events become
 * the public language in the outbox, the relay publishes them (here to an in-memory producer on
 * the relay's producer port), keyed by company, and certification expiries come from the stored
 * dates and the clock. The same relay against a real broker: kafka-relay.contract.test.ts.
 */
describe.each(dbTargets())('integration events with KAFKA_BROKERS on %s', (target) => {
  const clock = fixedClock(START);
  const broker = new MemoryBroker();
  const w = useApiWorld(target, { app: { clock, config: { kafka: KAFKA }, integrationProducer: () => broker }, users: { manager: ['manager', 'Jonas'], anna: ['non-managing', 'Anna'] } });

  it('publishes joined, assigned, started and completed in commit order, then the expiry when the clock passes the validity', async () => {
    const group = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Werk Nord' } })).body.id;
    expect((await w.api('POST', `/api/user-groups/${group}/members`, { token: w.manager.token, body: { userId: w.anna.id } })).status).toBe(201);
    const training = await publishedTraining(w.api, w.manager, 'Staplerschein', { requiresRecertification: true, recertificationPeriod: '1_year' }, 'Text');
    expect((await w.api('POST', `/api/user-groups/${group}/trainings`, { token: w.manager.token, body: { trainingId: training, weeks: 1 } })).status).toBe(201);
    await completeTraining(w.api, w.anna, training);

    const events = await published(broker, (es) => es.some((e) => e.type === 'training.completed.v1'));
    const company = w.acme.id;
    // the joins of the world's own users come first (their units); ours in the order they committed
    const ours = events.filter((e) => e.data.unitId === group || e.data.trainingId === training);
    expect(ours.map((e) => e.type)).toEqual(['user.joined-unit.v1', 'training.assigned.v1', 'training.started.v1', 'training.completed.v1']);
    expect(new Set(events.map((e) => e.companyId))).toEqual(new Set([company]));
    expect(broker.log.every((m) => m.companyId === company)).toBe(true);
    expect(ours[0]).toMatchObject({ source: 'unterweisung', data: { unitId: group, userId: w.anna.id } });
    expect(ours[1]!.data).toMatchObject({ unitId: group, trainingId: training, deadline: '2026-02-07T09:00:00.000Z' });
    expect(ours[3]!.data).toMatchObject({ userId: w.anna.id, trainingId: training, cycle: 1, percent: 100 });
    const completedAt = ours[3]!.data.completedAt as string;

    // nothing expired yet; a year and a day later the validity has ended
    expect(events.some((e) => e.type === 'certification.expired.v1')).toBe(false);
    clock.set('2027-02-01T09:00:00.000Z');
    const later = await published(broker, (es) => es.some((e) => e.type === 'certification.expired.v1'));
    const expired = later.filter((e) => e.type === 'certification.expired.v1');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ companyId: company, data: { userId: w.anna.id, trainingId: training, completedAt } });
    expect(new Date(expired[0]!.data.validUntil as string).getTime()).toBeGreaterThan(new Date(completedAt).getTime());
    expect(expired[0]!.occurredAt).toBe(expired[0]!.data.validUntil);

    // every message once (no failures here), and the health page shows the relay caught up
    expect(broker.log.length).toBe(new Set(broker.log.map((m) => m.eventId)).size);
    const health = await w.api<{ integrationEvents: Record<string, unknown> }>('GET', '/api/health');
    expect(health.body.integrationEvents).toMatchObject({ enabled: true, name: 'integration.kafka-relay', target: 'memory:test', lagEvents: 0, lastError: null });
    expect(String(health.body.integrationEvents.leaseHolder)).toMatch(/^server@/);
  });
});

describe.each(dbTargets())('without KAFKA_BROKERS on %s', (target) => {
  let factoryCalls = 0;
  const w = useApiWorld(target, {
    app: {
      config: { kafka: undefined },
      integrationProducer: () => {
        factoryCalls++;
        return new MemoryBroker();
      },
    },
    users: { manager: ['manager', 'Jonas'] },
  });

  it('creates no producer and publishes nothing; switched on later, the relay publishes from where it stood: nothing is lost', async () => {
    const group = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Lager' } })).body.id;
    expect((await w.api('POST', `/api/user-groups/${group}/members`, { token: w.manager.token, body: { userId: w.manager.id } })).status).toBe(201);
    expect(factoryCalls).toBe(0);
    expect(w.t.app.kernel.integrationRelay).toBeUndefined();
    expect(w.t.app.kernel.projections.projections.map((p) => p.name)).not.toContain('integration.outbox');
    expect((await w.api<{ integrationEvents: unknown }>('GET', '/api/health')).body.integrationEvents).toEqual({ enabled: false });
    const { rows } = await w.t.app.kernel.db.query<{ n: string }>('SELECT count(*)::text AS n FROM integration_outbox');
    expect(rows[0]!.n).toBe('0');

    // the same database, now with KAFKA_BROKERS: the reactor starts at its checkpoint (the log's start) and the relay publishes it all
    const broker = new MemoryBroker();
    const later = await createApp({
      db: w.t.testDb.db,
      config: { webDir: '', seedDemo: false, masterPassword: 'master-secret-1', masterEmail: 'master@test.local', passwordHashCost: TEST_PASSWORD_HASH_COST, kafka: KAFKA },
      integrationProducer: () => broker,
      log: () => undefined,
    });
    try {
      const events = await published(broker, (es) => es.some((e) => e.type === 'user.joined-unit.v1' && e.data.unitId === group));
      expect(events.filter((e) => e.data.unitId === group).map((e) => [e.type, e.data.userId])).toEqual([['user.joined-unit.v1', w.manager.id]]);
    } finally {
      await later.close();
    }
  });
});
