import type { Db } from '../db';
import { START_POSITION, comparePositions, type EventLog, type ReplayedEvent } from '../eventstore';
import { BULK_SETTINGS } from './checkpoints';
import { typeFilter, type Projection } from './projection';

/** A replay's next batch, read while the current one is applied (see `applyBatch`). */
export interface Prefetched {
  readonly after: string;
  readonly size: number;
  readonly events: Promise<ReplayedEvent[] | undefined>;
}

export interface BatchOptions {
  readonly batchSize: number;
  /** Events per batch of a bulk replay (at least `batchSize`). */
  readonly rebuildBatchSize: number;
  /** Read aheads of bulk replays, per projection: taken and set by each batch. */
  readonly prefetched: Map<string, Prefetched>;
}

/** Where a batch started and ended, and whether it changed the read model. */
export interface BatchResult {
  readonly from: string;
  readonly to: string;
  readonly applied: boolean;
  /** The log's head when the batch was read (where a catch-up is heading); absent when nothing was read. */
  readonly head?: string;
  /** How many events the batch applied. */
  readonly events?: number;
  /** The projection applied a prefix of the events it was given (it bounds one transaction's work). */
  readonly partial?: boolean;
}

/**
 * One batch for one projection, with its checkpoint, in one transaction.
 *
 * In a bulk replay the next batch is read on another connection while this one is applied:
 * committed events below the snapshot's xmin never change, so a batch read ahead from this
 * batch's last position is the batch the next step would read, and is used only when the next
 * step starts from exactly that position. It is awaited before the next transaction opens (on
 * PGlite's one connection it runs after this transaction).
 */
export async function applyBatch(db: Db, source: EventLog, p: Projection, o: BatchOptions): Promise<BatchResult> {
  const ahead = o.prefetched.get(p.name);
  o.prefetched.delete(p.name);
  const aheadEvents = ahead && (await ahead.events);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ position: string; bulk: boolean }>('SELECT position, bulk FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [p.name]);
    const from = rows[0]?.position ?? START_POSITION;
    const bulk = !!rows[0]?.bulk && p.bulk;
    // head first: every event of our types up to head is then in the batch when it is not full
    const head = await source.head(tx);
    if (comparePositions(head, from) <= 0 && !bulk) return { from, to: from, applied: false };
    const size = bulk ? Math.max(o.batchSize, o.rebuildBatchSize) : o.batchSize;
    if (bulk) await tx.exec(BULK_SETTINGS);
    const options = { after: from, limit: size, eventTypes: typeFilter(p.eventTypes) };
    // the log reads in commit order: when its last event lies within the head, all of them do (a
    // comparison of every position parses six BigInts each: 15-20 ms of CPU for 14,000 events in a fresh process)
    const upToHead = <E extends ReplayedEvent>(read: E[]) =>
      read.length === 0 || comparePositions(read[read.length - 1]!.position, head) <= 0 ? read : read.filter((e) => comparePositions(e.position, head) <= 0);
    // the live path hands whole recorded events to apply, a bulk replay the lean ones
    const recorded = bulk ? undefined : upToHead(await source.read(tx, options));
    const events = recorded ?? upToHead(ahead && aheadEvents && ahead.after === from && ahead.size === size ? aheadEvents : await source.replay(tx, options));
    const reachedHead = events.length < size;
    const to = reachedHead ? head : events[events.length - 1]!.position;
    if (bulk && !reachedHead) {
      const after = to;
      const next = db.transaction(async (aheadTx) => {
        await aheadTx.exec(BULK_SETTINGS);
        return source.replay(aheadTx, { after, limit: size, eventTypes: typeFilter(p.eventTypes) });
      });
      o.prefetched.set(p.name, { after, size, events: next.catch(() => undefined) });
    }
    // a projection that applied a prefix only (it bounds one transaction's work) is continued from there
    const through = recorded && recorded.length > 0 ? (await p.apply(recorded, tx))?.through : undefined;
    if (!recorded && bulk && events.length > 0) await bulk.apply(events, tx);
    if (bulk && reachedHead) await bulk.finish(tx);
    // null: not even the first event whole (its work goes on in the next batch); the checkpoint stays
    const end = through === null ? from : (through ?? to);
    await tx.query('UPDATE projection_checkpoints SET position = $2, bulk = $3, updated_at = now() WHERE name = $1', [p.name, end, !!bulk && !reachedHead]);
    const applied = through === undefined ? events.length : events.findIndex((e) => e.position === through) + 1;
    return { from, to: end, applied: events.length > 0 || (!!bulk && reachedHead), head, events: applied, partial: through !== undefined };
  });
}

/**
 * Batch sizes of projections that applied a prefix of their last batch: a reactor that stops after
 * about a second of work was handed 20,000 events per step of a rebuild, whole recorded events, and
 * read them all again for the next step. Its next batch is twice what the last one applied, never
 * below the live batch size; a whole batch applied lifts the bound. (The reactor's rebuild rate in
 * bench:scale-10k stayed at about 250 events/s: its cost is the rows it records, not this reading.)
 */
export class PartialSizes {
  private readonly sizes = new Map<string, number>();

  /** The size of a projection's next batch: at most `requested`. */
  of(name: string, requested: number): number {
    return Math.min(requested, this.sizes.get(name) ?? requested);
  }

  record(name: string, result: BatchResult, liveSize: number): void {
    if (result.partial) this.sizes.set(name, Math.max(liveSize, 2 * (result.events ?? 0)));
    else this.sizes.delete(name);
  }
}
