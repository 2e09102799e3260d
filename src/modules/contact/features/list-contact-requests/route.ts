import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { requireOperator, type ContactDeps } from '../../shared/deps';
import { contactRequestsPage } from './query';
import { ContactRequestsQuery } from './schema';

export function listContactRequestsRoute(r: Router<AppState>, d: ContactDeps): void {
  r.get('/master/contact-requests', async (ctx) => {
    requireOperator(ctx.state.principal);
    const q = decodeQuery(ContactRequestsQuery, ctx);
    ctx.body = await contactRequestsPage(d, q.status, q.page);
  });
}
