import { route } from '../../../../platform/http';
import { callerOf, type LearningDeps } from '../../shared/deps';
import { listQuestions } from './query';
import { QuestionsQuery } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

/** The questions of a training: all of them for those who answer (and admin, auditor), a learner's own otherwise. */
export const listQuestionsRoute = route(
  {
    method: 'GET',
    path: '/api/trainings/:id/questions',
    summary: 'The questions of a training with their answers, newest first: all of them (with the asker) for the instructor, owner, co-owners, root, admin and auditor; a learner’s own otherwise.',
    query: QuestionsQuery,
    permission: P('company', 'questionsRead', 'Who answers, admin and auditor: every question with the asker; a learner: their own.'),
  },
  (ctx, d: LearningDeps, input) => listQuestions(d, callerOf(ctx.state.principal), pathTrainingId(ctx), input.query()),
);
