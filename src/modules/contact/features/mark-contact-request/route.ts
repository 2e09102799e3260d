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
  async (ctx, d: ContactDeps, input) => {
    const operator = requireOperator(ctx.state.principal);
    const body = input.body();
    return markContactRequest(d, operator.userId, ctx.params.id ?? '', body.done);
  },
);
