import type { Queryable } from '../../src/platform/db';
import { newId, type NewEvent, type PostgresEventStore } from '../../src/platform/eventstore';

/** One event of a simulated history and its stream; its id is given on appending. */
export interface SimulatedEvent {
  readonly streamId: string;
  readonly event: NewEvent;
}

/**
 * Appends simulated events in one transaction (they commit in this order), each to its stream at
 * any version and without an actor; answers what appendMany answers.
 */
export function appendSimulated(store: PostgresEventStore, tenantId: string, streamType: string, events: readonly SimulatedEvent[]) {
  return store.appendMany(
    events.map(({ streamId, event }) => {
      const id = newId();
      return {
        tenantId,
        streamId,
        streamType,
        expectedVersion: 'any' as const,
        events: [{ ...event, id } as NewEvent],
        metadata: { actorId: null, tenantId, commandId: id, correlationId: id, causationId: null },
      };
    }),
  );
}

/**
 * The store records the wall clock: gives the events from the `from`-th on (in the order of the log)
 * their simulated times, `times[i]` to the `from + i`-th, 5,000 at a time.
 */
export async function setRecordedTimes(db: Queryable, times: readonly Date[], from = 0): Promise<void> {
  const { rows } = await db.query<{ event_id: string }>('SELECT event_id::text FROM es_events ORDER BY global_position');
  const ids = rows.slice(from).map((r) => r.event_id);
  for (let i = 0; i < times.length; i += 5000) {
    await db.query('UPDATE es_events e SET recorded_at = x.at FROM unnest($1::uuid[], $2::timestamptz[]) AS x(id, at) WHERE e.event_id = x.id', [
      ids.slice(i, i + 5000),
      times.slice(i, i + 5000),
    ]);
  }
}
