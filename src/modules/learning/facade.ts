import type { LearningStatus } from '../../shared/contracts/learning';
import { isValid } from './domain/status';
import { learningState, userCompletions } from './read/queries';
import { allAssignments } from './features/my-trainings/query';
import type { LearningDeps } from './shared/deps';
import { learnerStatus } from './shared/status';

/** One learner in one training, as the learning module's status rules see it now. */
export interface LearnerProgress {
  readonly status: LearningStatus;
  /** Completed or in the recertification window. */
  readonly valid: boolean;
  /** Start of the cycle in progress, if one is. */
  readonly startedAt: string | null;
  /** The latest completion, valid or not. */
  readonly completedAt: string | null;
}

/** A user's own learning in figures (dashboard). */
export interface LearnerFigures {
  /** Assigned trainings. */
  readonly assigned: number;
  /** Assigned trainings validly completed now. */
  readonly completed: number;
  /** Assigned trainings past their group deadline and not validly completed. */
  readonly overdue: number;
  /** Completions recorded, all cycles. */
  readonly completions: number;
}

/** What other modules and projections/ may ask of learning. */
export interface LearningFacade {
  /** Keyed `userId:trainingId`, for every given user and every given training that exists and is not deleted. */
  progress(companyId: string, userIds: readonly string[], trainingIds: readonly string[]): Promise<Map<string, LearnerProgress>>;
  /** Of the (user, training) pairs with a training that is not deleted: how many, and how many validly completed now. */
  compliance(companyId: string, pairs: readonly { readonly userId: string; readonly trainingId: string }[]): Promise<{ assigned: number; valid: number }>;
  learnerFigures(companyId: string, userId: string): Promise<LearnerFigures>;
}

export function learningFacade(d: LearningDeps): LearningFacade {
  const liveTrainings = async (companyId: string, ids: readonly string[]) =>
    ids.length === 0 ? [] : (await d.catalog.trainings(companyId, [...new Set(ids)])).filter((t) => !t.isDeleted);
  return {
    async progress(companyId, userIds, trainingIds) {
      const now = d.k.clock.now();
      const trainings = await liveTrainings(companyId, trainingIds);
      const { enrolments, completions } = await learningState(d.k.db, companyId, userIds, trainings.map((t) => t.id));
      const out = new Map<string, LearnerProgress>();
      for (const userId of userIds) {
        for (const t of trainings) {
          const key = `${userId}:${t.id}`;
          const e = enrolments.get(key);
          const completion = completions.get(key);
          const s = learnerStatus(t, e, completion, now);
          out.set(key, { status: s.status, valid: isValid(s.status), startedAt: s.inProgress && e ? e.startedAt : null, completedAt: completion?.completedAt ?? null });
        }
      }
      return out;
    },
    async compliance(companyId, pairs) {
      const now = d.k.clock.now();
      const trainings = new Map((await liveTrainings(companyId, pairs.map((p) => p.trainingId))).map((t) => [t.id, t]));
      const live = pairs.filter((p) => trainings.has(p.trainingId));
      const { completions } = await learningState(d.k.db, companyId, [...new Set(live.map((p) => p.userId))], [...new Set(live.map((p) => p.trainingId))]);
      const valid = live.filter((p) => isValid(learnerStatus(trainings.get(p.trainingId)!, undefined, completions.get(`${p.userId}:${p.trainingId}`), now).status)).length;
      return { assigned: live.length, valid };
    },
    async learnerFigures(companyId, userId) {
      const [mine, recorded] = await Promise.all([allAssignments(d, companyId, userId), userCompletions(d.k.db, companyId, userId, 1, 1)]);
      return {
        assigned: mine.length,
        completed: mine.filter((t) => isValid(t.status)).length,
        overdue: mine.filter((t) => t.deadlineOverdue).length,
        completions: recorded.total,
      };
    },
  };
}
