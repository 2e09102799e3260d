import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { addMember } from './handler';
import { AddMemberBody } from './schema';

export function addMemberRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.post('/user-groups/:id/members', async (ctx) => {
    const b = decode(AddMemberBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await addMember(deps, callerIn(ctx), param(ctx), b);
  });
}
