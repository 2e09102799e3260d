import { operatorRoute, type BackofficeDeps } from '../../shared/deps';
import { statistics } from './query';

export const statisticsRoute = operatorRoute(
  {
    method: 'GET',
    path: '/api/master/stats',
    summary: 'Platform figures: companies, users, trainings.',
  },
  (_operator, d: BackofficeDeps) => statistics(d),
);
