import { operatorRoute, type ContactDeps } from '../../shared/deps';
import { contactRequestsPage } from './query';
import { ContactRequestsQuery } from './schema';

export const listContactRequestsRoute = operatorRoute(
  {
    method: 'GET',
    path: '/api/master/contact-requests',
    summary: 'The operator’s contact requests, newest first.',
    query: ContactRequestsQuery,
  },
  (_operator, d: ContactDeps, input) => contactRequestsPage(d, input.query()),
);
