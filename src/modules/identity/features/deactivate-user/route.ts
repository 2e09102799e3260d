import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { deactivateUser } from './handler';

export function deactivateUserRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.patch('/users/:id/deactivate', async (ctx) => {
    ctx.body = await deactivateUser(d, ctx.state.principal, ctx.params.id ?? '');
  });
}
