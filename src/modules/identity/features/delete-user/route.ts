import type { IdentityDeps } from '../../shared/deps';
import { deleteUser } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const deleteUserRoute = route(
  {
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Delete a user.',
    status: 204,
    permission: P('manageGroups', 'userDelete'),
  },
  (ctx, d: IdentityDeps) => deleteUser(d, ctx.state.principal, ctx.params.id ?? ''),
);
