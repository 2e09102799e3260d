import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { assignBundle } from './handler';
import { AssignBundleBody } from './schema';

export function assignBundleRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.post('/user-groups/:id/bundles', async (ctx) => {
    const b = decode(AssignBundleBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await assignBundle(deps, callerIn(ctx), param(ctx), b.bundleId, b.weeks);
  });
}
