import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireOperator, type BackofficeDeps } from '../../shared/deps';
import { statistics } from './query';

export function statisticsRoute(r: Router<AppState>, d: BackofficeDeps): void {
  r.get('/stats', async (ctx) => {
    requireOperator(ctx.state.principal);
    ctx.body = await statistics(d);
  });
}
