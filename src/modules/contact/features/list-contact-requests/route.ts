import { route } from '../../../../platform/http';
import { requireOperator, type ContactDeps } from '../../shared/deps';
import { contactRequestsPage } from './query';
import { ContactRequestsQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

export const listContactRequestsRoute = route(
  {
    method: 'GET',
    path: '/api/master/contact-requests',
    summary: 'The operator’s contact requests, newest first.',
    query: ContactRequestsQuery,
    permission: P('master'),
  },
  async (ctx, d: ContactDeps, input) => {
    requireOperator(ctx.state.principal);
    const q = input.query();
    return contactRequestsPage(d, q.status, q.page);
  },
);
