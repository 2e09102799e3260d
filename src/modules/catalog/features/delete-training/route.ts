import { trainingRoute } from '../../shared/deps';
import { deleteTraining } from './handler';
import { P } from '../../../../shared/route-permissions';

export const deleteTrainingRoute = trainingRoute(
  {
    method: 'DELETE',
    path: '/api/trainings/:id',
    summary: 'Delete a training (not while a bundle contains it).',
    status: 204,
    permission: P('write', 'trainingDelete'),
  },
  deleteTraining,
);
