import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { DetailsPatch } from '../../../shared/schema';
import { updateBundle } from './handler';

export function updateBundleRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.patch('/training-bundles/:id', async (ctx) => {
    ctx.body = await updateBundle(deps, callerIn(ctx), param(ctx), decode(DetailsPatch, ctx.request.body));
  });
}
