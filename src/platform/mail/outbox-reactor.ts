import type { Queryable } from '../db';
import type { RecordedEvent } from '../eventstore';
import type { Projection } from '../projections/projection';
import { queueOutboxMails, type OutboxTable } from './outbox-queue';

/** What an outbox reactor is: its name and event types, its outbox table, and the rows one event queues. */
export interface OutboxReactorSpec<C extends string> {
  readonly name: string;
  readonly eventTypes: readonly string[];
  readonly outbox: OutboxTable<C>;
  /** The rows one event queues (none: empty); may write rows of its own in the projection's transaction. */
  rowsOf(r: RecordedEvent, tx: Queryable): readonly Readonly<Record<C, string | null>>[] | Promise<readonly Readonly<Record<C, string | null>>[]>;
}

/**
 * A reactor that queues mails in an outbox table in the projection's transaction: the rows of the
 * batch's events in one statement (a replayed event queues nothing twice). Reset keeps the outbox
 * on purpose: it is the record of what was sent, and a rebuild must never mail anyone again.
 */
export function outboxReactor<C extends string>(spec: OutboxReactorSpec<C>): Projection {
  return {
    name: spec.name,
    version: 1,
    eventTypes: spec.eventTypes,
    async reset() {
      // the outbox is the record of what was sent; nothing to empty
    },
    async apply(events, tx) {
      const rows: Readonly<Record<C, string | null>>[] = [];
      for (const r of events) rows.push(...(await spec.rowsOf(r, tx)));
      await queueOutboxMails(tx, spec.outbox, rows);
    },
  };
}
