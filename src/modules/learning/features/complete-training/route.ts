import { route } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { completeTraining } from './handler';
import { CompleteBody } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

export const completeTrainingRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/complete',
    summary: 'Complete a training, confirmed with the password; answers the completion.',
    body: CompleteBody,
    rateLimited: true,
    permission: P('trainingPlayer', 'learnTraining'),
  },
  async (ctx, d: LearningDeps, input) => {
    const body = input.body();
    ctx.body = await completeTraining(d, learnerOf(ctx.state.principal), pathTrainingId(ctx), body.password, ctx.state.lang);
  },
);
