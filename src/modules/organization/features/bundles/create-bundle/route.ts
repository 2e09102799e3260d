import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, type OrganizationDeps } from '../../../shared/deps';
import { createBundle } from './handler';
import { CreateBundleBody } from './schema';

export function createBundleRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.post('/training-bundles', async (ctx) => {
    const b = decode(CreateBundleBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createBundle(deps, callerIn(ctx), b.name, b.description);
  });
}
