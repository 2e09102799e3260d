import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { completeTraining } from './handler';
import { CompleteBody } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';

export function completeTrainingRoute(r: Router<AppState>, d: LearningDeps): void {
  r.post('/trainings/:id/complete', async (ctx) => {
    const body = decode(CompleteBody, ctx.request.body);
    ctx.body = await completeTraining(d, learnerOf(ctx.state.principal), pathTrainingId(ctx), body.password, ctx.state.lang);
  });
}
