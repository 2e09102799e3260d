import type { Queryable } from '../db';
import type { RecordedEvent } from '../eventstore';
import type { Projection } from './projection';

/** A read model of its own tables, fed one decoded event at a time. */
export interface TableProjectionSpec<E> {
  readonly name: string;
  /** Bump to rebuild the read model from zero on the next start. */
  readonly version: number;
  /** The event types it reads (default: all of the codec's). */
  readonly eventTypes?: readonly string[];
  readonly awaitedByEveryCommand?: boolean;
  /** Its tables, emptied in this order on reset (those whose rows point at another's first). */
  readonly tables: readonly string[];
  /** The codec of the events it reads. */
  readonly codec: { readonly types: readonly string[]; decode(r: RecordedEvent): E };
  /** Applies one event; idempotent (applying it twice changes nothing). */
  applyEvent(tx: Queryable, e: E, r: RecordedEvent): Promise<void>;
}

/** The projection of such a read model: reset empties its tables, apply hands each event of the batch, decoded, to `applyEvent` in order. */
export function tableProjection<E>(spec: TableProjectionSpec<E>): Projection {
  const { tables, codec, applyEvent, eventTypes = codec.types, ...rest } = spec;
  return {
    ...rest,
    eventTypes,
    async reset(tx) {
      for (const t of tables) await tx.query(`DELETE FROM ${t}`);
    },
    async apply(events, tx) {
      for (const r of events) await applyEvent(tx, codec.decode(r), r);
    },
  };
}
