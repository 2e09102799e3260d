import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { listUsers } from './query';
import { ListQuery } from './schema';

export function listUsersRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.get('/users', async (ctx) => {
    const principal = requireUser(ctx.state.principal);
    const q = decodeQuery(ListQuery, ctx);
    ctx.body = await listUsers(d, principal, { search: q.search, role: q.role, page: q.page });
  });
}
