import Router from '@koa/router';
import type { AppState } from '../../platform/http';
import { answerQuestionRoute } from './features/answer-question/route';
import { askQuestionRoute } from './features/ask-question/route';
import { completeTrainingRoute } from './features/complete-training/route';
import { listQuestionsRoute } from './features/list-questions/route';
import { completionsRoute } from './features/completions/route';
import { getProgressRoute } from './features/get-progress/route';
import { myTrainingsRoute } from './features/my-trainings/route';
import { recordProgressRoute } from './features/record-progress/route';
import { signOffPracticalPartRoute } from './features/sign-off-practical-part/route';
import { startTrainingRoute } from './features/start-training/route';
import type { LearningDeps } from './shared/deps';

/** My Learning, the player's progress and completion, evidence PDFs, questions to the instructor: spec section 7, issue 16. One line per slice. */
export function learningRoutes(d: LearningDeps): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  startTrainingRoute(r, d);
  getProgressRoute(r, d);
  recordProgressRoute(r, d);
  completeTrainingRoute(r, d);
  myTrainingsRoute(r, d);
  completionsRoute(r, d);
  signOffPracticalPartRoute(r, d);
  askQuestionRoute(r, d);
  listQuestionsRoute(r, d);
  answerQuestionRoute(r, d);
  return r;
}
