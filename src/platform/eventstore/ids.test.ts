import { describe, expect, it } from 'vitest';
import { newId, uuidV5, withDerivedIds } from './ids';

const derived = (seed: string, n: number) => uuidV5(`idempotency:${seed}:${n}`);
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('newId inside and outside withDerivedIds', () => {
  it('derives the n-th id of a request from its seed, across awaits; outside, ids are random', async () => {
    const ids = await withDerivedIds('user:/api/x:key-1', async () => {
      const first = newId();
      await tick();
      return [first, newId()];
    });
    expect(ids).toEqual([derived('user:/api/x:key-1', 0), derived('user:/api/x:key-1', 1)]);
    const after = newId();
    expect(after).not.toBe(derived('user:/api/x:key-1', 2));
    expect(after).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
  });

  it('overlapping requests keep their own seeds; the first to end does not switch off the other', async () => {
    let releaseA!: () => void;
    const aMayEnd = new Promise<void>((resolve) => (releaseA = resolve));
    const a = withDerivedIds('a', async () => {
      const first = newId();
      await aMayEnd;
      return first;
    });
    const b = withDerivedIds('b', async () => {
      const first = newId();
      releaseA();
      await a; // a has ended: b is still inside its own run
      await tick();
      return [first, newId()];
    });
    expect(await a).toBe(derived('a', 0));
    expect(await b).toEqual([derived('b', 0), derived('b', 1)]);
  });

  it('work a request leaves behind after it ended gets random ids', async () => {
    let later!: Promise<string>;
    await withDerivedIds('c', async () => {
      later = tick().then(() => tick()).then(() => newId());
    });
    expect(await later).not.toBe(derived('c', 0));
  });

  it('a request after the storage was switched off derives its ids again', async () => {
    await withDerivedIds('d', async () => undefined);
    expect(await withDerivedIds('e', async () => newId())).toBe(derived('e', 0));
  });
});
