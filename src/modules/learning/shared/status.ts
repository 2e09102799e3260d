import type { LearningAction } from '../../../shared/contracts/learning';
import { periodMonths } from '../../catalog';
import { isValid, statusChangesAt, trainingStatus, type DueDisplay, type LearningStatus, type StatusInput } from '../domain/status';
import type { CompletionRow, EnrolmentRow } from '../read/queries';
import type { LearnerTraining } from './ports';

export interface LearnerStatus {
  status: LearningStatus;
  dueDate: string | null;
  dueDisplay: DueDisplay | null;
  renewable: boolean;
  action: LearningAction;
  inProgress: boolean;
  /** The next instant at which this answer changes with the clock alone (null: never). */
  changesAt: number | null;
}

/** Status, due date and the card action of one user's training, from stored dates and the clock. */
export function learnerStatus(t: LearnerTraining, enrolment: EnrolmentRow | undefined, completion: CompletionRow | undefined, now: Date): LearnerStatus {
  // A cycle in progress: started and not completed. Cycles after a completion are renewals.
  const inProgress = !!enrolment && enrolment.step !== 'completed';
  const input: StatusInput = {
    completion: completion ? { completedAt: completion.completedAt, allModulesCompleted: true } : null,
    inProgress,
    requiresRecertification: t.requiresRecertification,
    periodMonths: periodMonths(t.recertificationPeriod),
    now,
  };
  const s = trainingStatus(input);
  const locked = t.isDeleted || t.status === 'archived' || t.activeModuleCount === 0;
  const action: LearningAction = locked
    ? 'locked'
    : inProgress
      ? 'continue'
      : s.status === 'assigned'
        ? 'start'
        : s.status === 'recertification_required'
          ? 'recertify'
          : s.status === 'expired'
            ? 'renew'
            : 'view';
  return { ...s, action, inProgress, changesAt: statusChangesAt(input) };
}

/** Whether a user's latest completion of a training counts now (completed or in the recertification window). */
export const isValidCompletion = (t: LearnerTraining, completion: CompletionRow | undefined, now: Date): boolean => isValid(learnerStatus(t, undefined, completion, now).status);

export const evidenceUrl = (completionId: string) => `/api/completions/${completionId}/evidence.pdf`;
