import { route } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { recordProgress } from './handler';
import { ProgressBody } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

export const recordProgressRoute = route(
  {
    method: 'PATCH',
    path: '/api/trainings/:id/progress',
    summary: 'Record progress in a module (done, video position, quiz answers).',
    body: ProgressBody,
    permission: P('trainingPlayer', 'learnTraining'),
  },
  async (ctx, d: LearningDeps, input) => {
    const body = input.body();
    return recordProgress(d, learnerOf(ctx.state.principal), pathTrainingId(ctx), body);
  },
);
