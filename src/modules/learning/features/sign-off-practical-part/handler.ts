import type { PracticalSignOffResult } from '../../../../shared/contracts/learning';
import { practicalPartPolicy } from '../../../../shared/policy';
import { latestEnrolment } from '../../read/enrolments/queries';
import type { Caller, LearningDeps } from '../../shared/deps';
import { runEnrolment } from '../../shared/enrolment';
import { toHttpError } from '../../shared/errors';
import { evidenceUrl, practicalView } from '../../shared/learner-view';
import type { SignOffInput } from './schema';
import type { TrainingId, UserId } from '../../../../shared/contracts/ids';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * POST /trainings/{id}/participants/{userId}/practical-sign-off (issue 16, item 7): an owner,
 * co-owner, the instructor, admin or root confirms the in-person part of the learner's latest cycle; the cycle
 * counts (and its validity starts) now, and its evidence PDF is issued.
 */
export async function signOffPracticalPart(d: LearningDeps, c: Caller, trainingId: TrainingId, learnerId: UserId, input: SignOffInput): Promise<PracticalSignOffResult> {
  const t = await d.catalog.training(c.companyId, trainingId);
  if (!t) throw toHttpError('TrainingNotFound');
  if (!practicalPartPolicy.signOff({ role: c.actor.role, userId: c.actor.userId, ownerId: t.ownerId, coOwnerIds: t.coOwners, instructorId: t.instructorId })) throw toHttpError('NotAllowedToSignOff');
  const instructorUserId = input.instructorUserId ?? null;
  const people = await d.identity.getUserSummaries([learnerId, c.actor.userId, ...(instructorUserId ? [instructorUserId] : [])]);
  const learner = people.get(learnerId);
  if (!learner || learner.companyId !== c.companyId) throw toHttpError('UserNotFound');
  const instructor = instructorUserId ? people.get(instructorUserId) : undefined;
  if (instructorUserId && (!instructor || instructor.companyId !== c.companyId)) throw toHttpError('PracticalInstructorRequired');
  const latest = await latestEnrolment(d.k.db, c.companyId, learnerId, t.id);
  if (!latest) throw toHttpError('OnlinePartNotCompleted');
  const signer = people.get(c.actor.userId);
  const state = await runEnrolment(d, c, latest.streamId, {
    type: 'SignOffPracticalPart',
    practicalDate: input.date,
    place: input.place,
    instructorName: input.instructorName?.trim() || (instructor ? fullName(instructor) : ''),
    instructorUserId,
    note: input.note ?? null,
    signedOffBy: c.actor.userId,
    signedOffByName: signer ? fullName(signer) : '',
    now: d.k.clock.now(),
  });
  const signedOff = state.status === 'started' ? state.completion?.practical.signedOff : null;
  if (state.status !== 'started' || !state.completion || !signedOff) throw toHttpError('OnlinePartNotCompleted');
  return {
    trainingId: t.id,
    userId: learnerId,
    cycle: state.cycle,
    completionId: state.completion.completionId,
    practical: practicalView(signedOff),
    evidenceUrl: evidenceUrl(state.completion.completionId),
  };
}
