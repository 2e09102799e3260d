import { learnerPolicy, privacyPolicy } from '../../../shared/policy';
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

/**
 * Whether the caller sees the learner's details beside status, deadline and completion date (quiz
 * scores, time watched): always their own; another's unless the company's works-council mode is on
 * and the caller is a manager or unit owner below root and admin (issue 35, item 6).
 */
export async function seesLearningDetails(d: LearningDeps, c: Pick<Caller, 'companyId' | 'actor'>, userId: string): Promise<boolean> {
  if (userId === c.actor.userId) return true;
  return privacyPolicy.seesLearningDetails(c.actor.role, await d.privacy.worksCouncilMode(c.companyId));
}
