import { requireUser, type IdentityDeps } from '../../shared/deps';
import { userView } from '../../shared/views';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** GET /api/auth/me: the signed-in user with their company. */
export const meRoute = route(
  {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user with company and role.',
    permission: P('signed-in'),
  },
  (ctx, d: IdentityDeps) => userView(d, requireUser(ctx.state.principal).userId),
);
