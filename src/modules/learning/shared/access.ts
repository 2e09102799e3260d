import { learnerPolicy } from '../../../shared/policy';
import type { Caller, LearningDeps } from './deps';
import { toHttpError } from './errors';
import type { UserId } from '../../../shared/contracts/ids';

/**
 * Another user's learning is visible to the user, root and admin of the company, and owners or
 * co-owners of a group the user is a member of; for everybody else the user does not exist (404).
 */
export async function assertMayViewLearner(d: LearningDeps, c: Caller, userId: UserId): Promise<void> {
  if (userId === c.actor.userId) return;
  const target = (await d.identity.getUserSummaries([userId])).get(userId);
  if (!target || target.companyId !== c.companyId) throw toHttpError('UserNotFound');
  // Root and admin see everybody of the company: no need to ask for a shared group.
  if (learnerPolicy.viewOther(c.actor.role, false)) return;
  if (!learnerPolicy.viewOther(c.actor.role, await d.organization.sharesManagedGroup(c.companyId, c.actor.userId, userId))) throw toHttpError('UserNotFound');
}
