import type { Queryable } from '../../src/platform/db';
import type { ReplayedEvent } from '../../src/platform/eventstore';
import { emptyFacts, reduceInto, type BatchFacts } from './facts';
import { writeFacts } from './write-facts';
import { COUNTING_OFF } from './counts';

/** Events of a bulk replay's batch whose facts are written at a time, and events folded between two looks at the connection. */
const BULK_CHUNK = 2_000;
const BULK_SLICE = 250;

/** Folds events in slices, giving the event loop a turn between them (a write in flight on the connection goes on meanwhile). */
async function reduceInSlices(events: readonly ReplayedEvent[]): Promise<BatchFacts> {
  const f = emptyFacts();
  for (let i = 0; i < events.length; i += BULK_SLICE) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    reduceInto(f, events.slice(i, i + BULK_SLICE));
  }
  return f;
}

/**
 * A bulk replay's batch, recorded as facts chunk by chunk: PostgreSQL inserts the facts of one
 * chunk while Node decodes and folds the next, so the two overlap instead of taking turns (the
 * facts of consecutive chunks are those of consecutive batches, which a replay records the same way).
 */
export async function writeFactsOverlapped(events: readonly ReplayedEvent[], tx: Queryable, chunk = BULK_CHUNK): Promise<void> {
  // the status counts are counted once, by the replay's finish
  await tx.query(COUNTING_OFF);
  let writing: Promise<void> = Promise.resolve();
  try {
    for (let i = 0; i < events.length; i += chunk) {
      const facts = await reduceInSlices(events.slice(i, i + chunk));
      await writing;
      writing = writeFacts(tx, facts).then(() => undefined);
      // awaited on the next round or below: no unhandled rejection while the next chunk is folded
      writing.catch(() => undefined);
    }
    await writing;
  } catch (err) {
    // no statement of this transaction may still be on its way when the runner rolls it back
    await writing.catch(() => undefined);
    throw err;
  }
}
