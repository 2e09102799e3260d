import { describe, expect, it } from 'vitest';
import { sliceOf } from './scan';

const wide = new Set(['organization.TrainingAssigned']);
const ev = (...types: string[]) => types.map((type, i) => ({ type, n: i }));

describe('the slices of the "assigned to you" reactor', () => {
  it('takes up to the slice size of events that change one person each', () => {
    const events = ev('learning.TrainingCompleted', 'learning.TrainingStarted', 'organization.MemberAdded', 'learning.TrainingCompleted');
    expect(sliceOf(events, 0, 3, wide).map((e) => e.n)).toEqual([0, 1, 2]);
    expect(sliceOf(events, 3, 3, wide).map((e) => e.n)).toEqual([3]);
  });

  it('holds at most two unit-wide events, however large it may grow', () => {
    const events = ev('learning.TrainingCompleted', 'organization.TrainingAssigned', 'organization.TrainingAssigned', 'organization.TrainingAssigned', 'learning.TrainingCompleted');
    expect(sliceOf(events, 0, 64, wide).map((e) => e.n)).toEqual([0, 1, 2]);
    expect(sliceOf(events, 3, 64, wide).map((e) => e.n)).toEqual([3, 4]);
  });

  it('always takes one event, even a unit-wide one at a slice size of one', () => {
    const events = ev('organization.TrainingAssigned', 'organization.TrainingAssigned');
    expect(sliceOf(events, 0, 1, wide).map((e) => e.n)).toEqual([0]);
    expect(sliceOf(events, 1, 0, wide).map((e) => e.n)).toEqual([1]);
  });
});
