import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { answerQuestionRoute } from './features/answer-question/route';
import { askQuestionRoute } from './features/ask-question/route';
import { completeTrainingRoute } from './features/complete-training/route';
import { listQuestionsRoute } from './features/list-questions/route';
import { completionsRoute } from './features/completions/route';
import { getProgressRoute } from './features/get-progress/route';
import { myTrainingsRoute } from './features/my-trainings/route';
import { recordProgressRoute } from './features/record-progress/route';
import { chooseLanguageRoute } from './features/choose-language/route';
import { signOffPracticalPartRoute } from './features/sign-off-practical-part/route';
import { startTrainingRoute } from './features/start-training/route';
import type { LearningDeps } from './shared/deps';

/** My Learning, the player's progress and completion, evidence PDFs, questions to the instructor: spec section 7, issue 16. One line per slice, each a declaration (method, path, docs, permission, handler). */
export const LEARNING_ROUTES: readonly RouteDeclaration<LearningDeps, RoutePermission>[] = [
  startTrainingRoute,
  getProgressRoute,
  recordProgressRoute,
  chooseLanguageRoute,
  completeTrainingRoute,
  ...myTrainingsRoute,
  ...completionsRoute,
  signOffPracticalPartRoute,
  askQuestionRoute,
  listQuestionsRoute,
  answerQuestionRoute,
];

/** The module's router, made from its declarations. */
export const learningRoutes = (d: LearningDeps): AppRouter => routerOf(LEARNING_ROUTES, d);
