import { learnerOf, type LearningDeps } from '../../shared/deps';
import { getProgress } from './query';
import { pathTrainingId } from '../../../../shared/contracts/ids';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const getProgressRoute = route(
  {
    method: 'GET',
    path: '/api/trainings/:id/progress',
    summary: 'The caller’s progress in a training.',
    permission: P('trainingPlayer', 'learnTraining'),
  },
  (ctx, d: LearningDeps) => getProgress(d, learnerOf(ctx.state.principal), pathTrainingId(ctx)),
);
