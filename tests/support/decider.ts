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
