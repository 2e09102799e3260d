import type { IdentityDeps } from '../../shared/deps';
import { deactivateUser } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const deactivateUserRoute = route(
  {
    method: 'PATCH',
    path: '/api/users/:id/deactivate',
    summary: 'Deactivate a user (ends their sessions).',
    permission: P('manageGroups', 'userAct'),
  },
  (ctx, d: IdentityDeps) => deactivateUser(d, ctx.state.principal, ctx.params.id ?? ''),
);
