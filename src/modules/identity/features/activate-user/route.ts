import type { IdentityDeps } from '../../shared/deps';
import { activateUser } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const activateUserRoute = route(
  {
    method: 'PATCH',
    path: '/api/users/:id/activate',
    summary: 'Activate a deactivated user.',
    permission: P('manageGroups', 'userAct'),
  },
  (ctx, d: IdentityDeps) => activateUser(d, ctx.state.principal, ctx.params.id ?? ''),
);
