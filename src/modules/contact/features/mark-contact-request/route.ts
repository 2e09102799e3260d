import { operatorRoute, type ContactDeps } from '../../shared/deps';
import { markContactRequest } from './handler';
import { MarkBody } from './schema';

export const markContactRequestRoute = operatorRoute(
  {
    method: 'PATCH',
    path: '/api/master/contact-requests/:id',
    summary: 'Mark a contact request as handled (or not).',
    body: MarkBody,
  },
  (operator, d: ContactDeps, input, ctx) => markContactRequest(d, operator.userId, ctx.params.id ?? '', input.body().done),
);
