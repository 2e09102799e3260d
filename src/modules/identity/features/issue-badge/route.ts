import { P } from '../../../../shared/route-permissions';
import { userRoute } from '../../shared/deps';
import { issueBadge } from './handler';

export const issueBadgeRoute = userRoute(
  {
    method: 'POST',
    path: '/api/users/:id/badge',
    summary: 'A new badge token (QR code of the printed badge, 137 random bits) for a person with a personnel number; the earlier badge stops working. Answers {badge, issuedAt}.',
    rateLimited: true,
    permission: P('manageGroups', 'userAct'),
  },
  issueBadge,
);
