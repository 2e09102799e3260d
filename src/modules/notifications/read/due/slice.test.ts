import { describe, expect, it } from 'vitest';
import { MAX_SLICE_EVENTS, nextPagePeople, nextSliceSize, sliceOf } from './assigned';

const wide = new Set(['organization.TrainingAssigned']);
const ev = (...types: string[]) => types.map((type, i) => ({ type, n: i }));

describe('the slices of the "assigned to you" reactor', () => {
  it('takes up to the slice size of events that change one person each', () => {
    const events = ev('learning.TrainingCompleted', 'learning.TrainingStarted', 'organization.MemberAdded', 'learning.TrainingCompleted');
    expect(sliceOf(events, 0, 3, wide).map((e) => e.n)).toEqual([0, 1, 2]);
    expect(sliceOf(events, 3, 3, wide).map((e) => e.n)).toEqual([3]);
  });

  it('holds at most one unit-wide event, however large it may grow', () => {
    const events = ev('learning.TrainingCompleted', 'organization.TrainingAssigned', 'organization.TrainingAssigned', 'learning.TrainingCompleted');
    expect(sliceOf(events, 0, 64, wide).map((e) => e.n)).toEqual([0, 1]);
    expect(sliceOf(events, 2, 64, wide).map((e) => e.n)).toEqual([2, 3]);
  });

  it('always takes one event, even a unit-wide one at a slice size of one', () => {
    const events = ev('organization.TrainingAssigned', 'organization.TrainingAssigned');
    expect(sliceOf(events, 0, 1, wide).map((e) => e.n)).toEqual([0]);
    expect(sliceOf(events, 1, 0, wide).map((e) => e.n)).toEqual([1]);
  });
});

describe('the next slice size of the "assigned to you" reactor', () => {
  it('doubles while slices are quick and bring few rows', () => {
    expect(nextSliceSize(64, 10, 500)).toBe(128);
  });

  it('halves after a slow slice', () => {
    expect(nextSliceSize(64, 500, 500)).toBe(32);
    expect(nextSliceSize(64, 100, 500)).toBe(32);
  });

  it('stops growing at half the row bound, and shrinks in proportion beyond it: 8,192 people of 100 trainings each', () => {
    expect(nextSliceSize(256, 10, 6_000)).toBe(128);
    expect(nextSliceSize(256, 10, 12_800)).toBe(200);
    expect(nextSliceSize(8192, 10, 819_200)).toBe(100);
    expect(nextSliceSize(1, 10, 1_000_000)).toBe(1);
  });

  it('never grows beyond MAX_SLICE_EVENTS, however quick and empty the slices were', () => {
    expect(nextSliceSize(MAX_SLICE_EVENTS, 1, 0)).toBe(MAX_SLICE_EVENTS);
    expect(nextSliceSize(MAX_SLICE_EVENTS / 2 + 1, 1, 0)).toBe(MAX_SLICE_EVENTS);
  });
});

describe('the people of the next page of a unit-wide event', () => {
  it('are sized to about 2,000 rows by the rows each person brought: one training each, or a bundle of ten', () => {
    expect(nextPagePeople(500, 500)).toBe(2_000);
    expect(nextPagePeople(500, 5_000)).toBe(200);
  });

  it('double after a page that brought no rows (assigned before the scan), up to 5,000, and never fall below 100 (or the first page)', () => {
    expect(nextPagePeople(500, 0)).toBe(1_000);
    expect(nextPagePeople(4_000, 0)).toBe(5_000);
    expect(nextPagePeople(500, 100_000)).toBe(100);
    expect(nextPagePeople(2, 100_000)).toBe(2);
  });
});
