import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { getProgress } from './query';
import { pathTrainingId } from '../../../../shared/contracts/ids';

export function getProgressRoute(r: Router<AppState>, d: LearningDeps): void {
  r.get('/trainings/:id/progress', async (ctx) => {
    ctx.body = await getProgress(d, learnerOf(ctx.state.principal), pathTrainingId(ctx));
  });
}
