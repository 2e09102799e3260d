import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { addBundleCoOwner } from './handler';
import { AddBundleCoOwnerBody } from './schema';

export function addBundleCoOwnerRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.post('/training-bundles/:id/co-owners', async (ctx) => {
    ctx.body = await addBundleCoOwner(deps, callerIn(ctx), param(ctx), decode(AddBundleCoOwnerBody, ctx.request.body).userId);
  });
}
