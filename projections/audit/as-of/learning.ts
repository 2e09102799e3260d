import type { LearningV } from './tables';

/**
 * A person's learning facts in a training as events change them (the compliance projection folds
 * cmp_learning by the same rules in SQL, write-learning.ts).
 */

const NO_LEARNING: LearningV = { latestCycle: 0, startedAt: null, completedCycle: 0, completedAt: null, completionId: null, pendingCycle: 0, pendingCompletionId: null };

/** The learning facts after a cycle start (the compliance projection's rule: the latest cycle's start). */
export function started(prev: LearningV | null, cycle: number, startedAt: string): LearningV {
  const p = prev ?? NO_LEARNING;
  return { ...p, latestCycle: Math.max(p.latestCycle, cycle), startedAt: prev === null || cycle >= p.latestCycle ? startedAt : p.startedAt };
}

/** …and after a completion (the latest completion wins, with its evidence id). */
export function completed(prev: LearningV | null, cycle: number, completedAt: string, completionId: string): LearningV {
  const p = prev ?? NO_LEARNING;
  const later = p.completedAt === null || Date.parse(completedAt) >= Date.parse(p.completedAt);
  return { ...p, completedCycle: Math.max(p.completedCycle, cycle), completedAt: later ? completedAt : p.completedAt, completionId: later ? completionId : p.completionId };
}

/** …after the online completion of a blended training: the cycle waits for the sign-off of its practical part (issue 16, item 7). */
export function awaiting(prev: LearningV | null, cycle: number, completionId: string): LearningV {
  const p = prev ?? NO_LEARNING;
  const later = cycle >= p.pendingCycle;
  return { ...p, pendingCycle: Math.max(p.pendingCycle, cycle), pendingCompletionId: later ? completionId : p.pendingCompletionId };
}

/** …and after that sign-off: the cycle's completion counts from it (ADR 0022). */
export const signedOff = (prev: LearningV | null, cycle: number, signedOffAt: string): LearningV =>
  completed(prev, cycle, signedOffAt, prev?.pendingCompletionId ?? '');
