import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { recordProgress } from './handler';
import { ProgressBody } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';

export function recordProgressRoute(r: Router<AppState>, d: LearningDeps): void {
  r.patch('/trainings/:id/progress', async (ctx) => {
    const body = decode(ProgressBody, ctx.request.body);
    ctx.body = await recordProgress(d, learnerOf(ctx.state.principal), pathTrainingId(ctx), body);
  });
}
