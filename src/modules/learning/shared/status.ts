import type { LearningAction } from '../../../shared/contracts/learning';
import { periodMonths } from '../../catalog';
import { isValid, personalPeriod, statusChangesAt, trainingStatus, type DueDisplay, type LearningStatus, type StatusInput } from '../domain/status';
import type { CompletionRow, EnrolmentRow } from '../read/enrolments/queries';
import type { LearnerTraining } from './ports';

export interface LearnerStatus {
  /** The status of spec section 4, or `awaiting_practical`: the online part is done, the practical part not signed off, and no earlier completion is valid. */
  status: LearningStatus;
  dueDate: string | null;
  dueDisplay: DueDisplay | null;
  renewable: boolean;
  action: LearningAction;
  inProgress: boolean;
  /** The latest cycle's online part is done and waits for the sign-off of its practical part (whatever an earlier completion says). */
  awaitingPractical: boolean;
  /** The recertification period (months) of the completion that counts, or of one completed now; null without recertification. */
  recertificationMonths: number | null;
  /** The period is six months because the person is (was, on the completion's day) under 18. */
  shortenedForMinor: boolean;
  /** The next instant at which this answer changes with the clock alone (null: never). */
  changesAt: number | null;
}

/**
 * Status, due date and the card action of one user's training, from stored dates, the person's
 * date of birth (under 18: at most six months, issue 16 item 6) and the clock. A completion counts
 * from its `countsFrom` (a blended training's from the sign-off of its practical part, item 7).
 */
export function learnerStatus(t: LearnerTraining, enrolment: EnrolmentRow | undefined, completion: CompletionRow | undefined, now: Date, dateOfBirth: string | null): LearnerStatus {
  // A cycle in progress: started and not completed. Cycles after a completion are renewals.
  const inProgress = !!enrolment && enrolment.step !== 'completed';
  const awaitingPractical = !!enrolment && enrolment.step === 'completed' && enrolment.practicalPending;
  const counts = completion?.countsFrom ?? null;
  const input: StatusInput = {
    completion: counts ? { completedAt: counts, allModulesCompleted: true } : null,
    inProgress,
    requiresRecertification: t.requiresRecertification,
    periodMonths: periodMonths(t.recertificationPeriod),
    dateOfBirth,
    now,
  };
  const s = trainingStatus(input);
  const status: LearningStatus = awaitingPractical && !isValid(s.status) ? 'awaiting_practical' : s.status;
  const period = t.requiresRecertification ? personalPeriod(input.periodMonths, dateOfBirth, counts && s.dueDate ? new Date(counts) : now) : null;
  const locked = t.isDeleted || t.status === 'archived' || t.activeModuleCount === 0;
  const action: LearningAction = locked
    ? 'locked'
    : inProgress
      ? 'continue'
      : status === 'assigned'
        ? 'start'
        : awaitingPractical || status === 'completed'
          ? 'view'
          : status === 'recertification_required'
            ? 'recertify'
            : 'renew';
  return {
    status,
    dueDate: s.dueDate,
    dueDisplay: s.dueDisplay,
    // a cycle that waits for its practical part is done online: no new cycle opens before its sign-off
    renewable: s.renewable && !awaitingPractical,
    action,
    inProgress,
    awaitingPractical,
    recertificationMonths: period?.months ?? null,
    shortenedForMinor: period?.shortened ?? false,
    changesAt: statusChangesAt(input),
  };
}

export const evidenceUrl = (completionId: string) => `/api/completions/${completionId}/evidence.pdf`;
