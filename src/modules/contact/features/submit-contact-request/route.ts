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
  (ctx, d: ContactDeps, input) => submitContactRequest(d, input.body(), clientIp(ctx), ctx.state.lang),
);
