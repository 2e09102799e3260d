import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { addCoOwner } from './handler';
import { AddCoOwnerBody } from './schema';

export function addCoOwnerRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.post('/user-groups/:id/co-owners', async (ctx) => {
    ctx.body = await addCoOwner(deps, callerIn(ctx), param(ctx), decode(AddCoOwnerBody, ctx.request.body).userId);
  });
}
