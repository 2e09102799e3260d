import { forbidden, route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { setPin } from './handler';
import { SetPinBody } from './schema';

export const setPinRoute = route(
  {
    method: 'PATCH',
    path: '/api/user/pin',
    summary: 'Set one’s own six-digit PIN (after a start code; later with currentPin). Answers {user}.',
    body: SetPinBody,
    rateLimited: true,
    permission: P('company', undefined, 'One’s own account, with a personnel number.'),
  },
  async (ctx, d: IdentityDeps, input) => {
    // the caller first (401, and 403 for the platform operator, who has no personnel number), then the body
    const principal = requireUser(ctx.state.principal);
    if (principal.tenantId === null) throw forbidden();
    const body = input.body();
    return { user: await setPin(d, principal, body.pin, body.currentPin) };
  },
);
