import { newId } from '../../../../platform/eventstore';
import type { QuestionView } from '../../../../shared/contracts/questions';
import { getQuestion } from '../../read/questions/queries';
import type { Caller, LearningDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { questionViews, responsiblesOf, runQuestion } from '../../shared/questions';
import { asTrainingId } from '../../../../shared/contracts/ids';

/**
 * POST /training-questions/{id}/answers (issue 16, item 5): the instructor, the owner, a co-owner
 * or root answers a question of the company (the decider says who may, from the training as it is
 * now); the asker is told. Answers the question with its whole thread.
 */
export async function answerQuestion(d: LearningDeps, c: Caller, questionId: string, text: string): Promise<QuestionView> {
  const question = await getQuestion(d.k.db, c.companyId, questionId);
  if (!question) throw toHttpError('QuestionNotFound');
  const t = await d.catalog.training(c.companyId, asTrainingId(question.trainingId));
  await runQuestion(d, c, question.questionId, {
    type: 'AnswerQuestion',
    answerId: newId(),
    actor: { userId: c.actor.userId, role: c.actor.role },
    text,
    training: t ? responsiblesOf(t) : null,
    now: d.k.clock.now(),
  });
  const row = await getQuestion(d.k.db, c.companyId, question.questionId);
  if (!row) throw toHttpError('QuestionNotFound');
  return (await questionViews(d, [row]))[0]!;
}
