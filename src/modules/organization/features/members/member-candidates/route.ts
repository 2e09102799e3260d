import { decodeQuery, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { PickerQuery } from '../../../shared/schema';
import { memberCandidates } from './query';

export function memberCandidatesRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/user-groups/:id/member-candidates', async (ctx) => {
    ctx.body = await memberCandidates(deps, callerIn(ctx), param(ctx), decodeQuery(PickerQuery, ctx).search);
  });
}
