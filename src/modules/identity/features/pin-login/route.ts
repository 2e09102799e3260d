import { badRequest, route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { pinLogin, type PinSecret } from './handler';
import { PinLoginBody } from './schema';

const secretMissing = { de: 'Bitte geben Sie Ihre PIN oder Ihren Startcode ein.', en: 'Please enter your PIN or your start code.' };

/** Exactly one of start code and PIN, not blank. */
function secretOf(body: PinLoginBody): PinSecret {
  const startCode = body.startCode?.trim() ?? '';
  const pin = body.pin?.trim() ?? '';
  if ((startCode === '') === (pin === '')) throw badRequest('pin_or_start_code', secretMissing, { field: startCode === '' ? 'pin' : 'startCode' });
  return startCode !== '' ? { startCode } : { pin };
}

export const pinLoginRoute = route(
  {
    method: 'POST',
    path: '/api/auth/pin-login',
    summary: 'Sign in with the company login code, the personnel number and the start code or the PIN; answers the session token (user.mustSetPin after a start code).',
    body: PinLoginBody,
    rateLimited: true,
    permission: P('public'),
  },
  (ctx, d: IdentityDeps, input) => {
    const body = input.body();
    return pinLogin(d, body.companyCode, body.personnelNumber, secretOf(body), clientIp(ctx));
  },
);
