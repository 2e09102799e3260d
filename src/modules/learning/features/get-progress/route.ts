import { learnerRoute, type LearningDeps } from '../../shared/deps';
import { getProgress } from './query';

export const getProgressRoute = learnerRoute(
  {
    method: 'GET',
    path: '/api/trainings/:id/progress',
    summary: 'The caller’s progress in a training.',
  },
  ({ learner, trainingId }, d: LearningDeps) => getProgress(d, learner, trainingId),
);
