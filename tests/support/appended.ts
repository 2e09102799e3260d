import { expect } from 'vitest';
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
  const before = await store.headPosition();
  const answer = await call();
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
