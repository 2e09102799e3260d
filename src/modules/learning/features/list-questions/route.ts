import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { callerOf, type LearningDeps } from '../../shared/deps';
import { listQuestions } from './query';
import { QuestionsQuery } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';

/** The questions of a training: all of them for those who answer (and admin, auditor), a learner's own otherwise. */
export function listQuestionsRoute(r: Router<AppState>, d: LearningDeps): void {
  r.get('/trainings/:id/questions', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    ctx.body = await listQuestions(d, c, pathTrainingId(ctx), decodeQuery(QuestionsQuery, ctx));
  });
}
