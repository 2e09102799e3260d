import { learnerRoute, type LearningDeps } from '../../shared/deps';
import { askQuestion } from './handler';
import { AskQuestionBody } from './schema';

/** A learner's question to the training's instructor (from the player). */
export const askQuestionRoute = learnerRoute(
  {
    method: 'POST',
    path: '/api/trainings/:id/questions',
    summary: 'Ask the training’s instructor a question (a learner of the training, from the player); the instructor, owner and co-owners get a mail and a bell entry.',
    body: AskQuestionBody,
    status: 201,
  },
  ({ learner, trainingId }, d: LearningDeps, input) => askQuestion(d, learner, trainingId, input.body({}).text),
);
