import { P } from '../../../../shared/route-permissions';
import { userRoute } from '../../shared/deps';
import { issueStartCode } from './handler';

export const issueStartCodeRoute = userRoute(
  {
    method: 'POST',
    path: '/api/users/:id/start-code',
    summary: 'A one-time start code (8 characters, 14 days) for a person with a personnel number; replaces any earlier one. Answers {code, expiresAt}.',
    rateLimited: true,
    permission: P('manageGroups', 'userAct'),
  },
  issueStartCode,
);
