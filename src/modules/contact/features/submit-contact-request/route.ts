import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { clientIp, type ContactDeps } from '../../shared/deps';
import { submitContactRequest } from './handler';
import { ContactBody } from './schema';

/** Public: no session needed (the landing page's form). */
export function submitContactRequestRoute(r: Router<AppState>, d: ContactDeps): void {
  r.post('/contact', async (ctx) => {
    const body = decode(ContactBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await submitContactRequest(d, body, clientIp(ctx), ctx.state.lang);
  });
}
