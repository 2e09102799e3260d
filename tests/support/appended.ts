import { expect } from 'vitest';
import { START_POSITION, comparePositions } from '../../src/platform/eventstore/types';
import type { TestApp } from './app';

/** An event as a command's API test asserts it: its type, its stream, its data. */
export interface AppendedEvent {
  readonly type: string;
  readonly streamId: string;
  readonly data: Record<string, unknown>;
}

/**
 * The then-part of given/when/then against the log for an API test: runs `call` (one command
 * through the API) and returns its answer with the events appended meanwhile with `actorId` as
 * actor, in log order (a reactor's or another test user's events are not the command's).
 */
export async function eventsAppendedBy<T>(t: TestApp, actorId: string, call: () => Promise<T>): Promise<{ answer: T; events: AppendedEvent[] }> {
  const store = t.app.kernel.store;
  const before = await settledHead(t);
  const answer = await call();
  await settledHead(t);
  const events: AppendedEvent[] = [];
  for (let after = before; ; ) {
    const page = await store.readAll({ after, limit: 500 });
    for (const e of page) if (e.metadata.actorId === actorId) events.push({ type: e.type, streamId: e.streamId, data: e.data as Record<string, unknown> });
    if (page.length < 500) break;
    after = page[page.length - 1]!.position;
  }
  return { answer, events };
}

/** A command that changes nothing: its answer (status) and no event appended by its caller. */
export async function expectNoEventsAppendedBy<T extends { status: number }>(t: TestApp, actorId: string, call: () => Promise<T>): Promise<T> {
  const { answer, events } = await eventsAppendedBy(t, actorId, call);
  expect(events).toEqual([]);
  return answer;
}

/**
 * The position of the last committed event, once the store's readers see it. On a shared
 * PostgreSQL `headPosition` and `readAll` hold back behind any transaction running anywhere in the
 * cluster (`pg_snapshot_xmin`), so a cut taken with `headPosition` alone can lie before an event
 * whose command has already answered, and that event would then count as the next call's.
 */
async function settledHead(t: TestApp): Promise<string> {
  const { rows } = await t.app.kernel.db.query<{ epoch: number; tx_id: string; global_position: string }>(
    `SELECT epoch, tx_id::text AS tx_id, global_position::text AS global_position FROM es_events
      ORDER BY es_events.epoch DESC, es_events.tx_id DESC, es_events.global_position DESC LIMIT 1`,
  );
  const r = rows[0];
  const committed = r ? `${r.epoch}/${r.tx_id}/${r.global_position}` : START_POSITION;
  const deadline = Date.now() + 20_000;
  while (comparePositions(await t.app.kernel.store.headPosition(), committed) < 0) {
    if (Date.now() > deadline) throw new Error(`position ${committed} did not become visible to readAll`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return committed;
}
