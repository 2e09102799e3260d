import type { QuestionPage } from '../../../../shared/contracts/questions';
import { learnerPolicy, questionPolicy } from '../../../../shared/policy';
import { questionPage } from '../../read/questions/queries';
import { visibleTraining } from '../../shared/enrolment';
import type { Caller, LearningDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { personOf, questionViews } from '../../shared/questions';
import type { QuestionsQuery } from './schema';
import type { TrainingId } from '../../../../shared/contracts/ids';

/**
 * GET /trainings/{id}/questions (issue 16, item 5): every question of the training with the
 * asker's name for those who answer them and the company-wide readers; a learner their own
 * (404 for a training they may not take, as in the player). Paged on the server, newest first.
 */
export async function listQuestions(d: LearningDeps, c: Caller, trainingId: TrainingId, q: QuestionsQuery): Promise<QuestionPage> {
  const t = await d.catalog.training(c.companyId, trainingId);
  if (!t) throw toHttpError('TrainingNotFound');
  const facts = { role: c.actor.role, userId: c.actor.userId, ownerId: t.ownerId, coOwnerIds: t.coOwners, instructorId: t.instructorId };
  const all = questionPolicy.readAll(facts);
  if (!all) {
    if (!learnerPolicy.learns(c.actor.role)) throw toHttpError('NotAllowed');
    await visibleTraining(d, c, trainingId);
  }
  const { rows, total, open, answered } = await questionPage(d.k.db, {
    companyId: c.companyId,
    trainingId: t.id,
    askedBy: all ? null : c.actor.userId,
    status: q.status,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const [questions, people] = await Promise.all([questionViews(d, rows), d.identity.getUserSummaries([t.instructorId])]);
  return {
    questions,
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / q.limit)),
    page: q.page,
    pageSize: q.limit,
    openCount: open,
    answeredCount: answered,
    scope: all ? 'all' : 'own',
    canAnswer: questionPolicy.answer(facts),
    instructor: personOf(people.get(t.instructorId)),
  };
}
