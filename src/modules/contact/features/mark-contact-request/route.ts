import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { requireOperator, type ContactDeps } from '../../shared/deps';
import { markContactRequest } from './handler';
import { MarkBody } from './schema';

export function markContactRequestRoute(r: Router<AppState>, d: ContactDeps): void {
  r.patch('/master/contact-requests/:id', async (ctx) => {
    const operator = requireOperator(ctx.state.principal);
    const body = decode(MarkBody, ctx.request.body);
    ctx.body = await markContactRequest(d, operator.userId, ctx.params.id ?? '', body.done);
  });
}
