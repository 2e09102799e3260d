import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { activateUser } from './handler';

export function activateUserRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.patch('/users/:id/activate', async (ctx) => {
    ctx.body = await activateUser(d, ctx.state.principal, ctx.params.id ?? '');
  });
}
