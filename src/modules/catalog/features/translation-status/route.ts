import { trainingRoute } from '../../shared/deps';
import { translationStatusOf } from './query';
import { P } from '../../../../shared/route-permissions';

export const translationStatusRoute = trainingRoute(
  {
    method: 'GET',
    path: '/api/trainings/:id/translation-status',
    summary: 'Per language version of the training: how many of its texts are filled, and whether it is marked reviewed (issue 34).',
    permission: P('library', 'trainingRead'),
  },
  translationStatusOf,
);
