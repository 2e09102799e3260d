import { badRequest, route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { kioskOfRequest } from '../../shared/kiosk-device';
import type { PinSecret } from '../../shared/pin-sign-in';
import { pinLogin } from './handler';
import { COMPANY_CODE_MISSING, PinLoginBody } from './schema';

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
    summary:
      'Sign in with the company login code, the personnel number and the start code or the PIN; answers the session token (user.mustSetPin after a start code). On a paired kiosk (header X-Kiosk-Device) no company code: the session lasts 30 minutes at most.',
    body: PinLoginBody,
    rateLimited: true,
    permission: P('public'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const kiosk = await kioskOfRequest(d, ctx);
    const body = input.body();
    const companyCode = body.companyCode?.trim() ?? '';
    if (!kiosk && companyCode === '') throw badRequest('validation_failed', COMPANY_CODE_MISSING, { field: 'companyCode' });
    return pinLogin(d, companyCode, body.personnelNumber, secretOf(body), { ip: clientIp(ctx), kioskId: kiosk?.id ?? null }, kiosk);
  },
);
