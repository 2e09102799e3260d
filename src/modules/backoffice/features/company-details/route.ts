import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireOperator, type BackofficeDeps } from '../../shared/deps';
import { companyDetails } from './query';
import { pathCompanyId } from '../../../../shared/contracts/ids';

export function companyDetailsRoute(r: Router<AppState>, d: BackofficeDeps): void {
  r.get('/companies/:id', async (ctx) => {
    requireOperator(ctx.state.principal);
    ctx.body = await companyDetails(d, pathCompanyId(ctx));
  });
}
