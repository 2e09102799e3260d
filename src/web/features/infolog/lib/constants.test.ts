import { describe, expect, it } from 'vitest';
import { isWatched } from './constants';

describe('isWatched (spec section 4: 80 percent, within 5 s of the end)', () => {
  it('counts from 80 percent of the duration', () => {
    expect(isWatched(79.9, 100)).toBe(false);
    expect(isWatched(80, 100)).toBe(true);
  });

  it('counts within 5 s of the end where that comes before 80 percent (videos under 25 s)', () => {
    // 20 s: 80 percent would be 16 s, the last 5 s start at 15 s
    expect(isWatched(14.9, 20)).toBe(false);
    expect(isWatched(15, 20)).toBe(true);
  });

  it('counts a short video as soon as it plays, since all of it is within 5 s of the end', () => {
    expect(isWatched(0.1, 3)).toBe(true);
  });

  it('never counts before playback started or without a known duration', () => {
    expect(isWatched(0, 3)).toBe(false);
    expect(isWatched(10, null)).toBe(false);
    expect(isWatched(10, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isWatched(10, 0)).toBe(false);
  });
});
