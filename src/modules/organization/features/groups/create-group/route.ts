import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, type OrganizationDeps } from '../../../shared/deps';
import { createGroup } from './handler';
import { CreateGroupBody } from './schema';

export function createGroupRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.post('/user-groups', async (ctx) => {
    const b = decode(CreateGroupBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createGroup(deps, callerIn(ctx), b.name, b.description);
  });
}
