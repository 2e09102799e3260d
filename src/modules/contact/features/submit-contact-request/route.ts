import { route } from '../../../../platform/http';
import { clientIp, type ContactDeps } from '../../shared/deps';
import { submitContactRequest } from './handler';
import { ContactBody } from './schema';
import { P } from '../../../../shared/route-permissions';

/** Public: no session needed (the landing page's form). */
export const submitContactRequestRoute = route(
  {
    method: 'POST',
    path: '/api/contact',
    summary: 'Send the landing page’s contact form to the platform operator.',
    body: ContactBody,
    status: 201,
    rateLimited: true,
    permission: P('public'),
  },
  async (ctx, d: ContactDeps, input) => {
    const body = input.body();
    return submitContactRequest(d, body, clientIp(ctx), ctx.state.lang);
  },
);
