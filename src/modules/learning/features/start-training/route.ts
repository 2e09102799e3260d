import { learnerRoute, type LearningDeps } from '../../shared/deps';
import { startTraining } from './handler';

export const startTrainingRoute = learnerRoute(
  {
    method: 'POST',
    path: '/api/trainings/:id/start',
    summary: 'Start (or resume) a training as a learner.',
  },
  ({ learner, trainingId }, d: LearningDeps) => startTraining(d, learner, trainingId),
);
