/**
 * Pure rules of the bundle editor (spec sections 4 and 5), kept apart from the dialog so they can
 * be reasoned about (and tested) on their own.
 */
import type { BundleDraft } from '../api/types';

export interface DraftErrors {
  name?: 'nameRequired';
  trainings?: 'trainingsRequired';
}

/** Name required (after trimming) and at least one training. */
export function validateDraft(draft: BundleDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.name.trim()) errors.name = 'nameRequired';
  if (draft.trainingIds.length === 0) errors.trainings = 'trainingsRequired';
  return errors;
}

export const hasErrors = (errors: DraftErrors) => Boolean(errors.name ?? errors.trainings);

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Whether the draft differs from what the dialog started with (order of trainings counts). */
export function isChanged(draft: BundleDraft, initial: BundleDraft): boolean {
  return draft.name !== initial.name || draft.description !== initial.description || !sameList(draft.trainingIds, initial.trainingIds);
}

/** Spec section 4: submit enabled only if something changed or trainings are selected. */
export function canSubmit(draft: BundleDraft, initial: BundleDraft): boolean {
  return isChanged(draft, initial) || draft.trainingIds.length > 0;
}

/** Ticking appends (selection order = bundle order), unticking removes. */
export function toggleTraining(ids: readonly string[], id: string, on: boolean): string[] {
  if (on) return ids.includes(id) ? [...ids] : [...ids, id];
  return ids.filter((x) => x !== id);
}

/** Moves the training at `index` one place up (-1) or down (+1). */
export function moveTraining(ids: readonly string[], index: number, direction: -1 | 1): string[] {
  const target = index + direction;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
