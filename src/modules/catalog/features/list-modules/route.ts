import { trainingRoute } from '../../shared/deps';
import { trainingModules } from '../../shared/views';
import { P } from '../../../../shared/route-permissions';

export const listModulesRoute = trainingRoute(
  {
    method: 'GET',
    path: '/api/trainings/:id/modules',
    summary: 'The modules (content) of a training, in order.',
    permission: P('library', 'trainingRead'),
  },
  trainingModules,
);
