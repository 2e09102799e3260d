import { route } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { listUsers } from './query';
import { ListQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

export const listUsersRoute = route(
  {
    method: 'GET',
    path: '/api/users',
    summary: 'The company’s users, paged and filtered, with what the caller may do with each.',
    query: ListQuery,
    permission: P('users'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const principal = requireUser(ctx.state.principal);
    const q = input.query();
    return listUsers(d, principal, { search: q.search, role: q.role, page: q.page });
  },
);
