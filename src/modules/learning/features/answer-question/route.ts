import { route } from '../../../../platform/http';
import { callerOf, type LearningDeps } from '../../shared/deps';
import { answerQuestion } from './handler';
import { AnswerBody } from './schema';
import { P } from '../../../../shared/route-permissions';

/** An answer to a learner's question (instructor, owner, co-owners, root). */
export const answerQuestionRoute = route(
  {
    method: 'POST',
    path: '/api/training-questions/:id/answers',
    summary: 'Answer a learner’s question (the instructor, owner, co-owners, root); the asker gets a mail and a bell entry. Answers the question with its thread.',
    body: AnswerBody,
    status: 201,
    permission: P('write', 'questionAnswer'),
  },
  (ctx, d: LearningDeps, input) => answerQuestion(d, callerOf(ctx.state.principal), ctx.params.id ?? '', input.body({}).text),
);
