import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { startTraining } from './handler';
import { pathTrainingId } from '../../../../shared/contracts/ids';

export function startTrainingRoute(r: Router<AppState>, d: LearningDeps): void {
  r.post('/trainings/:id/start', async (ctx) => {
    ctx.body = await startTraining(d, learnerOf(ctx.state.principal), pathTrainingId(ctx));
  });
}
