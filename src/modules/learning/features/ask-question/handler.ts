import { newId } from '../../../../platform/eventstore';
import type { QuestionView } from '../../../../shared/contracts/questions';
import { latestEnrolment } from '../../read/enrolments/queries';
import { getQuestion } from '../../read/questions/queries';
import { visibleTraining } from '../../shared/enrolment';
import type { Caller, LearningDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { questionViews, responsiblesOf, runQuestion } from '../../shared/questions';
import type { TrainingId } from '../../../../shared/contracts/ids';

/**
 * POST /trainings/{id}/questions (issue 16, item 5): a learner of the training (the player's
 * access: 404 for a training they may not take) asks its instructor; the question belongs to the
 * learner's current cycle. The instructor, owner and co-owners are told (notifications).
 */
export async function askQuestion(d: LearningDeps, c: Caller, trainingId: TrainingId, text: string): Promise<QuestionView> {
  const t = await visibleTraining(d, c, trainingId);
  const latest = await latestEnrolment(d.k.db, c.companyId, c.actor.userId, t.id);
  const questionId = newId();
  await runQuestion(d, c, questionId, {
    type: 'AskQuestion',
    questionId,
    trainingId: t.id,
    companyId: c.companyId,
    askedBy: c.actor.userId,
    cycle: latest?.cycle ?? 1,
    text,
    training: responsiblesOf(t),
    now: d.k.clock.now(),
  });
  const row = await getQuestion(d.k.db, c.companyId, questionId);
  if (!row) throw toHttpError('QuestionNotFound');
  return (await questionViews(d, [row]))[0]!;
}
