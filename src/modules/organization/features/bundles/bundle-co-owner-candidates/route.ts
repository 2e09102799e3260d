import { decodeQuery, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { PickerQuery } from '../../../shared/schema';
import { bundleCoOwnerCandidates } from './query';

export function bundleCoOwnerCandidatesRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/training-bundles/:id/co-owner-candidates', async (ctx) => {
    ctx.body = await bundleCoOwnerCandidates(deps, callerIn(ctx), param(ctx), decodeQuery(PickerQuery, ctx).search);
  });
}
