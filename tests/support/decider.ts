import { expect } from 'vitest';
import type { Decider } from '../../src/platform/eventstore';

/** given(events).when(command).then(events) / .thenFails(error) for pure deciders. */
export function given<C, E, S, F>(decider: Decider<C, E, S, F>, events: readonly E[] = []) {
  const state = events.reduce(decider.evolve, decider.initialState);
  return {
    when(command: C) {
      const result = decider.decide(command, state);
      return {
        then(expected: readonly E[]) {
          if (!result.ok) throw new Error(`expected events, got failure ${String(result.error)}`);
          expect(result.events).toEqual(expected);
        },
        thenNothing() {
          if (!result.ok) throw new Error(`expected no events, got failure ${String(result.error)}`);
          expect(result.events).toEqual([]);
        },
        thenFails(error: F) {
          expect(result).toEqual({ ok: false, error });
        },
      };
    },
  };
}

/** The moment the decider tests decide at, and the same as an ISO string. */
export const now = new Date('2026-11-22T10:00:00.000Z');
export const at = now.toISOString();

const person = <R extends string>(userId: string, role: R) => ({ userId, role });

/** People the decider tests act as: the owner of what is decided on, a co-owner, another manager, and one of each role. */
export const actors = {
  owner: person('owner', 'manager'),
  co: person('co', 'manager'),
  otherManager: person('m2', 'manager'),
  root: person('root', 'root'),
  admin: person('admin', 'admin'),
  employee: person('e1', 'non-managing'),
};
