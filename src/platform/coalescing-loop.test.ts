import { describe, expect, it, vi } from 'vitest';
import { CoalescingLoop, type CoalescingLoopSpec } from './coalescing-loop';

/** A loop over a queue of work items; each round takes one item, rounds wait for `gate` when set. */
function harness(overrides: Partial<CoalescingLoopSpec> = {}) {
  const state = { stopped: false, queue: [] as string[], done: [] as string[], rounds: 0, idles: 0, settles: 0, failures: [] as unknown[] };
  let gate: Promise<void> | undefined;
  let open = () => {};
  const loop = new CoalescingLoop({
    stopped: () => state.stopped,
    round: async () => {
      state.rounds++;
      if (gate) await gate;
      const item = state.queue.shift();
      if (item === undefined) return false;
      state.done.push(item);
      return true;
    },
    idle: async () => {
      state.idles++;
    },
    failed: (err) => state.failures.push(err),
    settled: () => state.settles++,
    ...overrides,
  });
  return {
    loop,
    state,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => {
      gate = undefined;
      open();
    },
  };
}

describe('CoalescingLoop', () => {
  it('runs rounds until nothing is left, then goes idle once', async () => {
    const h = harness();
    h.state.queue.push('a', 'b', 'c');
    h.loop.wake();
    await h.loop.done();
    expect(h.state.done).toEqual(['a', 'b', 'c']);
    expect(h.state.rounds).toBe(4);
    expect(h.state.idles).toBe(1);
    expect(h.state.settles).toBe(1);
  });

  it('coalesces wake-ups during a run into one more pass of the same run', async () => {
    const h = harness();
    h.hold();
    h.loop.wake();
    const first = h.loop.done();
    h.loop.wake();
    h.loop.wake();
    expect(h.loop.done()).toBe(first);
    h.state.queue.push('late');
    h.release();
    await first;
    expect(h.state.done).toEqual(['late']);
    // round 1 took 'late', round 2 found nothing; the wake-ups asked for one more pass: round 3
    expect(h.state.rounds).toBe(3);
    expect(h.state.settles).toBe(1);
  });

  it('looks once more when woken during the round that found nothing', async () => {
    const queue: string[] = [];
    const done: string[] = [];
    let first = true;
    const loop: CoalescingLoop = new CoalescingLoop({
      stopped: () => false,
      round: async () => {
        if (first) {
          // work arrives while this round is finding nothing: its wake-up must not be lost
          first = false;
          queue.push('x');
          loop.wake();
          return false;
        }
        const item = queue.shift();
        if (item !== undefined) done.push(item);
        return item !== undefined;
      },
      failed: () => {},
    });
    loop.wake();
    await loop.done();
    expect(done).toEqual(['x']);
  });

  it('starts no run once stopped and ends a running one after its round', async () => {
    const h = harness();
    h.state.stopped = true;
    h.loop.wake();
    await h.loop.done();
    expect(h.state.rounds).toBe(0);

    h.state.stopped = false;
    h.state.queue.push('a', 'b');
    h.hold();
    h.loop.wake();
    h.state.stopped = true;
    h.release();
    await h.loop.done();
    expect(h.state.done).toEqual(['a']);
    expect(h.state.idles).toBe(0);
  });

  it('reports a failing round, settles, and runs again on the next wake-up', async () => {
    const boom = new Error('boom');
    let fail = true;
    let rounds = 0;
    const failures: unknown[] = [];
    const settled = vi.fn();
    const loop = new CoalescingLoop({
      stopped: () => false,
      round: async () => {
        if (fail) throw boom;
        rounds++;
        return false;
      },
      failed: (err) => failures.push(err),
      settled,
    });
    loop.wake();
    await expect(loop.done()).resolves.toBeUndefined();
    expect(failures).toEqual([boom]);
    expect(settled).toHaveBeenCalledTimes(1);
    fail = false;
    loop.wake();
    await loop.done();
    expect(rounds).toBe(1);
    expect(settled).toHaveBeenCalledTimes(2);
  });
});
