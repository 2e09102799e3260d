import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireOperator, type BackofficeDeps } from '../../shared/deps';
import { deleteCompany } from './handler';
import { pathCompanyId } from '../../../../shared/contracts/ids';

export function deleteCompanyRoute(r: Router<AppState>, d: BackofficeDeps): void {
  r.delete('/companies/:id', async (ctx) => {
    await deleteCompany(d, requireOperator(ctx.state.principal), pathCompanyId(ctx));
    ctx.status = 204;
  });
}
