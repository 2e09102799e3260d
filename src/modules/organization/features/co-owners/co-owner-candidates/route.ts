import { decodeQuery, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { PickerQuery } from '../../../shared/schema';
import { coOwnerCandidates } from './query';

export function coOwnerCandidatesRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/user-groups/:id/co-owner-candidates', async (ctx) => {
    ctx.body = await coOwnerCandidates(deps, callerIn(ctx), param(ctx), decodeQuery(PickerQuery, ctx).search);
  });
}
