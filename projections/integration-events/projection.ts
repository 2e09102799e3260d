import type { Queryable } from '../../src/platform/db';
import type { RecordedEvent } from '../../src/platform/eventstore';
import { appendToOutbox } from '../../src/platform/integration';
import type { Projection } from '../../src/platform/projections';
import { enrolmentStartedBy, integrationEventsOf, integrationSourceEventTypes, type EnrolmentRef } from './mapping';

/** Enrolments named by completions of the batch whose start came in an earlier batch. */
async function knownEnrolments(tx: Queryable, streamIds: readonly string[]): Promise<Map<string, EnrolmentRef>> {
  if (streamIds.length === 0) return new Map();
  const { rows } = await tx.query<{ stream_id: string; user_id: string; training_id: string; cycle: number }>(
    'SELECT stream_id, user_id, training_id, cycle FROM int_enrolments WHERE stream_id = ANY($1::text[])',
    [streamIds],
  );
  return new Map(rows.map((r) => [r.stream_id, { userId: r.user_id, trainingId: r.training_id, cycle: r.cycle }]));
}

/**
 * The outbox reactor (ADR 0020): maps each batch of domain events to integration events and adds
 * them to `integration_outbox` in the transaction of its checkpoint, so outbox and log never
 * disagree (exactly once into the outbox). Registered only while `KAFKA_BROKERS` is set: without
 * it the checkpoint stays where it is and the reactor resumes from there when it is set again.
 */
export const integrationOutboxProjection: Projection = {
  name: 'integration.outbox',
  version: 1,
  eventTypes: integrationSourceEventTypes,
  async apply(events: readonly RecordedEvent[], tx: Queryable) {
    const started = events.flatMap((e) => enrolmentStartedBy(e) ?? []);
    if (started.length > 0) {
      await tx.query(
        `INSERT INTO int_enrolments (stream_id, company_id, user_id, training_id, cycle)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::integer[]) ON CONFLICT (stream_id) DO NOTHING`,
        [started.map((s) => s.streamId), started.map((s) => s.companyId), started.map((s) => s.userId), started.map((s) => s.trainingId), started.map((s) => s.cycle)],
      );
    }
    const inBatch = new Map<string, EnrolmentRef>(started.map((s) => [s.streamId, s]));
    const completions = events.filter((e) => e.type === 'learning.TrainingCompleted' && !inBatch.has(e.streamId)).map((e) => e.streamId);
    const earlier = await knownEnrolments(tx, completions);
    const out = events.flatMap((e) => integrationEventsOf(e, (id) => inBatch.get(id) ?? earlier.get(id)));
    await appendToOutbox(tx, out);
  },
  async reset(tx) {
    // the outbox stays: a replay finds its events there (same ids) and adds only what was pruned
    await tx.query('TRUNCATE int_enrolments');
  },
};
