import { HttpError } from '../../../../platform/http';
import type { AuthResult } from '../../../../shared/contracts/identity';
import { findPinCredentials } from '../../read/users/pin-credentials';
import type { KioskDevice } from '../../read/kiosks/queries';
import type { IdentityDeps } from '../../shared/deps';
import { INVALID_PIN_CREDENTIALS, toHttpError } from '../../shared/errors';
import type { SignInPlace } from '../../shared/login-limits';
import { completePinSignIn, type PinSecret } from '../../shared/pin-sign-in';

const wrongPin = () => new HttpError(401, 'invalid_credentials', INVALID_PIN_CREDENTIALS);

/**
 * Signs in with the company's login code, a personnel number and the start code or the PIN (issue
 * 33, item 3); on a paired kiosk (item 5) the company is the kiosk's and no code is typed. An
 * unknown company or number, a wrong, used or expired code and a wrong PIN answer alike (401, the
 * same time spent on a hash). Every attempt counts against the account before it is checked and
 * failures against the address and the kiosk (shared/login-limits.ts: `PinLimits`).
 */
export async function pinLogin(d: IdentityDeps, companyCode: string, personnelNumber: string, secret: PinSecret, place: SignInPlace, kiosk: KioskDevice | null): Promise<AuthResult> {
  const code = kiosk ? (kiosk.loginCode ?? '') : companyCode;
  const attemptsInARow = await d.limits.pinSignIn.before(code, personnelNumber, place);
  const credentials = code === '' ? undefined : await findPinCredentials(d.k.db, code, personnelNumber);
  return completePinSignIn(d, { credentials, secret, wrong: () => ('startCode' in secret ? toHttpError('StartCodeInvalid') : wrongPin()), attemptsInARow }, place, kiosk);
}
