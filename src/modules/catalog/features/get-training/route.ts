import { trainingRoute } from '../../shared/deps';
import { trainingDetails } from '../../shared/views';
import { P } from '../../../../shared/route-permissions';

export const getTrainingRoute = trainingRoute(
  {
    method: 'GET',
    path: '/api/trainings/:id',
    summary: 'One training with what the caller may do with it.',
    permission: P('library', 'trainingRead'),
  },
  trainingDetails,
);
