import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { kioskOfRequest } from '../../shared/kiosk-device';
import { badgeLogin } from './handler';
import { BadgeLoginBody } from './schema';

export const badgeLoginRoute = route(
  {
    method: 'POST',
    path: '/api/auth/badge-login',
    summary: 'Sign in with a badge (its scanned token) and the PIN; answers the session token. On a paired kiosk (header X-Kiosk-Device) only that company’s badges, and the session lasts 30 minutes at most.',
    body: BadgeLoginBody,
    rateLimited: true,
    permission: P('public'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const kiosk = await kioskOfRequest(d, ctx);
    const body = input.body();
    return badgeLogin(d, body.badge, body.pin.trim(), { ip: clientIp(ctx), kioskId: kiosk?.id ?? null }, kiosk);
  },
);
