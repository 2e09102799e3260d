import { describe, expect, it } from 'vitest';
import { clampSeek, contiguousEnd, coveredSeconds, mergeIntervals, WatchTracker } from './watch-tracker';

describe('watched ranges', () => {
  it('merges overlapping and touching ranges', () => {
    expect(mergeIntervals([[5, 6], [0, 2], [1.9, 3], [3.1, 4]])).toEqual([[0, 4], [5, 6]]);
    expect(coveredSeconds([[0, 2], [1, 3], [10, 11]])).toBe(4);
  });

  it('furthest is the end of the range that starts at 0', () => {
    expect(contiguousEnd([[0, 2], [3, 5]])).toBe(2);
    expect(contiguousEnd([[1, 2]])).toBe(0);
    expect(contiguousEnd([])).toBe(0);
  });

  it('seeks are clamped to 0..limit', () => {
    expect(clampSeek(7, 3)).toBe(3);
    expect(clampSeek(-1, 3)).toBe(0);
    expect(clampSeek(2, 3)).toBe(2);
    expect(clampSeek(Number.NaN, 3)).toBe(0);
  });
});

describe('WatchTracker', () => {
  it('counts small forward steps as played and extends furthest', () => {
    const tracker = new WatchTracker(0);
    for (const t of [0, 0.25, 0.5, 0.75, 1, 1.25]) tracker.time(t, 6);
    expect(tracker.furthest).toBe(1.25);
    expect(tracker.takePending(6)).toEqual([[0, 1.25]]);
    expect(tracker.hasPending).toBe(false);
  });

  it('ignores jumps (seeks) and backward steps', () => {
    const tracker = new WatchTracker(2);
    tracker.time(1, 10);
    expect(tracker.time(4, 10)).toBe(false); // a jump of 3 s
    expect(tracker.time(3.5, 10)).toBe(false); // backwards
    expect(tracker.furthest).toBe(2);
    expect(tracker.takePending(10)).toEqual([]);
  });

  it('does not count the step after a reset anchor', () => {
    const tracker = new WatchTracker(0);
    tracker.time(0, 10);
    tracker.resetAnchor();
    expect(tracker.time(1, 10)).toBe(false);
    expect(tracker.time(1.5, 10)).toBe(true);
    expect(tracker.takePending(10)).toEqual([[1, 1.5]]);
  });

  it('clips reported ranges to the duration and restores unsent ones', () => {
    const tracker = new WatchTracker(5);
    tracker.time(5, 6);
    tracker.time(6.2, 6);
    const sent = tracker.takePending(6);
    expect(sent).toEqual([[5, 6]]);
    tracker.restore(sent);
    tracker.time(6, 6);
    expect(tracker.takePending(6)).toEqual([[5, 6]]);
  });

  it('takes the server view after a report', () => {
    const tracker = new WatchTracker(1, 1);
    tracker.sync(4, 4.5);
    expect(tracker.furthest).toBe(4);
    expect(tracker.watchedSeconds).toBe(4.5);
  });
});
