import type { RouteDocs } from '../../platform/http';
import { ContactRequestsQuery } from './features/list-contact-requests/schema';
import { MarkBody } from './features/mark-contact-request/schema';
import { ContactBody } from './features/submit-contact-request/schema';

/** The public contact form and the operator's inbox, for the API reference. */
export const contactApi: RouteDocs = {
  'POST /api/contact': { summary: 'Send the landing page’s contact form to the platform operator.', body: ContactBody, status: 201, rateLimited: true },
  'GET /api/master/contact-requests': { summary: 'The operator’s contact requests, newest first.', query: ContactRequestsQuery },
  'PATCH /api/master/contact-requests/:id': { summary: 'Mark a contact request as handled (or not).', body: MarkBody },
};
