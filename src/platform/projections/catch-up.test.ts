import { describe, expect, it } from 'vitest';
import { CATCH_UP_EVENTS, CatchUpRates } from './catch-up';

const at = (n: number) => `0/1/${n}`;

describe('CatchUpRates (issue 31, item 6: a rebuild reports its progress)', () => {
  it('measures events of the log per second over the last 30 s and estimates the time to the head', () => {
    let now = 0;
    const r = new CatchUpRates(() => now);
    expect(r.of('p')).toBeUndefined();
    r.record('p', at(0), at(2_000_000));
    expect(r.of('p')).toEqual({ eventsPerSecond: null, behindEvents: 2_000_000, etaSeconds: null });
    now = 5_000;
    r.record('p', at(100_000), at(2_000_000));
    expect(r.of('p')).toEqual({ eventsPerSecond: 20_000, behindEvents: 1_900_000, etaSeconds: 95 });
    // older samples leave the window: the rate follows the recent speed
    now = 40_000;
    r.record('p', at(200_000), at(2_000_000));
    now = 45_000;
    r.record('p', at(250_000), at(2_000_000));
    expect(r.of('p')).toMatchObject({ eventsPerSecond: 10_000, behindEvents: 1_750_000, etaSeconds: 175 });
  });

  it('logs a projection far behind every 10 s, and one near the head never', () => {
    let now = 0;
    const r = new CatchUpRates(() => now);
    expect(r.record('far', at(0), at(500_000))).toBe('projection far: catching up, 500000 events behind the head, rate not known yet');
    now = 2_000;
    expect(r.record('far', at(40_000), at(500_000))).toBeUndefined();
    now = 10_500;
    expect(r.record('far', at(210_000), at(500_000))).toBe('projection far: catching up, 290000 events behind the head, 20000 events/s, about 15 s left');
    expect(r.record('near', at(10), at(10 + CATCH_UP_EVENTS - 1))).toBeUndefined();
  });
});
