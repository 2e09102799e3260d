import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { signOut } from './handler';

export function signOutRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.post('/auth/logout', async (ctx) => {
    await signOut(d, requireUser(ctx.state.principal));
    ctx.status = 204;
  });
}
