import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import type { IdentityDeps } from '../../shared/deps';
import { issueBadge } from './handler';

export const issueBadgeRoute = route(
  {
    method: 'POST',
    path: '/api/users/:id/badge',
    summary: 'A new badge token (QR code of the printed badge, 137 random bits) for a person with a personnel number; the earlier badge stops working. Answers {badge, issuedAt}.',
    rateLimited: true,
    permission: P('manageGroups', 'userAct'),
  },
  (ctx, d: IdentityDeps) => issueBadge(d, ctx.state.principal, ctx.params.id ?? ''),
);
