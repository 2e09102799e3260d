import { requireOperator, type BackofficeDeps } from '../../shared/deps';
import { statistics } from './query';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const statisticsRoute = route(
  {
    method: 'GET',
    path: '/api/master/stats',
    summary: 'Platform figures: companies, users, trainings.',
    permission: P('master'),
  },
  async (ctx, d: BackofficeDeps) => {
    requireOperator(ctx.state.principal);
    return statistics(d);
  },
);
