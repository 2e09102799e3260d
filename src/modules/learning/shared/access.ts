import { learnerPolicy, trainingPolicy } from '../../../shared/policy';
import type { Caller, LearningDeps } from './deps';
import { toHttpError } from './errors';
import type { LearnerTraining } from './ports';
import type { TrainingId, UserId } from '../../../shared/contracts/ids';

/** A training the caller may take: every company training for library roles, assigned ones for employees. */
export async function visibleTraining(d: LearningDeps, c: Caller, trainingId: TrainingId): Promise<LearnerTraining> {
  const t = await d.catalog.training(c.companyId, trainingId);
  if (!t || t.isDeleted) throw toHttpError('TrainingNotFound');
  if (!trainingPolicy.browseLibrary(c.actor.role) && !(await d.organization.assignedTrainingIds(c.companyId, c.actor.userId)).includes(t.id)) throw toHttpError('TrainingNotFound');
  return t;
}

/**
 * Another user's learning is visible to the user, root and admin of the company, and owners or
 * co-owners of a group the user is a member of; for everybody else the user does not exist (404).
 */
export async function assertMayViewLearner(d: LearningDeps, c: Caller, userId: UserId): Promise<void> {
  if (userId === c.actor.userId) return;
  const target = (await d.identity.people([userId])).get(userId);
  if (!target || target.companyId !== c.companyId) throw toHttpError('UserNotFound');
  // Root and admin see everybody of the company: no need to ask for a shared group.
  if (learnerPolicy.viewOther(c.actor.role, false)) return;
  if (!learnerPolicy.viewOther(c.actor.role, await d.organization.sharesManagedGroup(c.companyId, c.actor.userId, userId))) throw toHttpError('UserNotFound');
}
