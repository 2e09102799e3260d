import { learnerOf, type LearningDeps } from '../../shared/deps';
import { startTraining } from './handler';
import { pathTrainingId } from '../../../../shared/contracts/ids';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const startTrainingRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/start',
    summary: 'Start (or resume) a training as a learner.',
    permission: P('trainingPlayer', 'learnTraining'),
  },
  (ctx, d: LearningDeps) => startTraining(d, learnerOf(ctx.state.principal), pathTrainingId(ctx)),
);
