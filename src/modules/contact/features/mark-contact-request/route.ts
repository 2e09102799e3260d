import { route } from '../../../../platform/http';
import { requireOperator, type ContactDeps } from '../../shared/deps';
import { markContactRequest } from './handler';
import { MarkBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const markContactRequestRoute = route(
  {
    method: 'PATCH',
    path: '/api/master/contact-requests/:id',
    summary: 'Mark a contact request as handled (or not).',
    body: MarkBody,
    permission: P('master'),
  },
  (ctx, d: ContactDeps, input) => markContactRequest(d, requireOperator(ctx.state.principal).userId, ctx.params.id ?? '', input.body().done),
);
