import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { userView } from '../../shared/views';

/** GET /api/auth/me: the signed-in user with their company. */
export function meRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.get('/auth/me', async (ctx) => {
    ctx.body = await userView(d, requireUser(ctx.state.principal).userId);
  });
}
