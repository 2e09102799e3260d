import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { deleteUser } from './handler';

export function deleteUserRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.delete('/users/:id', async (ctx) => {
    await deleteUser(d, ctx.state.principal, ctx.params.id ?? '');
    ctx.status = 204;
  });
}
