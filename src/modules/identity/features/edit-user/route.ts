import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { editUser } from './handler';
import { EditBody } from './schema';

export function editUserRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.patch('/users/:id', async (ctx) => {
    const principal = requireUser(ctx.state.principal);
    const body = decode(EditBody, ctx.request.body ?? {});
    ctx.body = await editUser(d, principal, ctx.params.id ?? '', body);
  });
}
