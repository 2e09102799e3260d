import { callerActor } from '../../../platform/kernel';
import type { QuestionPerson, QuestionView } from '../../../shared/contracts/questions';
import { questionDecider, type QuestionCommand, type QuestionState, type TrainingResponsibles } from '../domain/question';
import { questionEvents, questionStreams, questionStreamTypes } from '../domain/question-events';
import { answersOf, type QuestionRow } from '../read/questions/queries';
import type { Caller, LearningDeps } from './deps';
import { toHttpError } from './errors';
import type { LearnerTraining, Person } from './ports';
import type { UserId } from '../../../shared/contracts/ids';

/** Who answers a training's questions, as the question decider needs it. */
export const responsiblesOf = (t: Pick<LearnerTraining, 'ownerId' | 'coOwners' | 'instructorId'>): TrainingResponsibles => ({
  ownerId: t.ownerId,
  coOwnerIds: t.coOwners,
  instructorId: t.instructorId,
});

export const personOf = (p: Person | undefined): QuestionPerson | null => (p ? { id: p.id, firstName: p.firstName, lastName: p.lastName } : null);

/** Runs one command on a question's stream; waits for the questions read model. */
export async function runQuestion(d: LearningDeps, c: Caller, questionId: string, command: QuestionCommand): Promise<QuestionState> {
  const { state } = await d.k.commands.run({
    decider: questionDecider,
    codec: questionEvents,
    streamId: questionStreams.question(questionId),
    streamType: questionStreamTypes.question,
    actor: callerActor(c),
    command,
    waitFor: ['learning.questions'],
    fail: toHttpError,
  });
  return state;
}

/** Questions as the API shows them: with their answers and the names of who asked and answered. */
export async function questionViews(d: LearningDeps, rows: readonly QuestionRow[]): Promise<QuestionView[]> {
  const answers = await answersOf(d.k.db, rows.map((r) => r.questionId));
  const ids = new Set<string>(rows.map((r) => r.askedBy));
  for (const list of answers.values()) for (const a of list) ids.add(a.answeredBy);
  const people = await d.identity.getUserSummaries([...ids] as UserId[]);
  return rows.map((r) => {
    const thread = answers.get(r.questionId) ?? [];
    return {
      id: r.questionId,
      trainingId: r.trainingId,
      cycle: r.cycle,
      text: r.text,
      askedAt: r.askedAt,
      askedBy: personOf(people.get(r.askedBy)),
      status: thread.length > 0 ? 'answered' : 'open',
      answers: thread.map((a) => ({ id: a.answerId, text: a.text, answeredAt: a.answeredAt, answeredBy: personOf(people.get(a.answeredBy)) })),
    };
  });
}
