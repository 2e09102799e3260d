import { route } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { askQuestion } from './handler';
import { AskQuestionBody } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

/** A learner's question to the training's instructor (from the player). */
export const askQuestionRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/questions',
    summary: 'Ask the training’s instructor a question (a learner of the training, from the player); the instructor, owner and co-owners get a mail and a bell entry.',
    body: AskQuestionBody,
    status: 201,
    permission: P('trainingPlayer', 'learnTraining'),
  },
  async (ctx, d: LearningDeps, input) => {
    const c = learnerOf(ctx.state.principal);
    const body = input.body({});
    return askQuestion(d, c, pathTrainingId(ctx), body.text);
  },
);
