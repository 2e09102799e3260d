import { HttpError } from '../../../../platform/http';
import type { AuthResult } from '../../../../shared/contracts/identity';
import type { KioskDevice } from '../../read/kiosks/queries';
import { findBadgeCredentials } from '../../read/users/pin-credentials';
import { badgeHash } from '../../shared/badges';
import type { IdentityDeps } from '../../shared/deps';
import { INVALID_BADGE_CREDENTIALS } from '../../shared/errors';
import type { SignInPlace } from '../../shared/login-limits';
import { completePinSignIn } from '../../shared/pin-sign-in';

const wrong = () => new HttpError(401, 'invalid_credentials', INVALID_BADGE_CREDENTIALS);

/**
 * Signs in with a badge and the PIN (issue 33, item 4). The badge finds the person (its SHA-256,
 * one index lookup); the attempt then counts against that person's account like a PIN sign-in
 * with personnel number (the same key: a badge gives no extra guesses), and the PIN is checked.
 * An unknown or replaced badge, another company's badge on a kiosk, a person without PIN and a
 * wrong PIN answer alike (401). The place's ceilings are checked before anything is looked up.
 */
export async function badgeLogin(d: IdentityDeps, badge: string, pin: string, place: SignInPlace, kiosk: KioskDevice | null): Promise<AuthResult> {
  await d.limits.pinSignIn.checkPlace(place);
  const found = await findBadgeCredentials(d.k.db, badgeHash(badge));
  const credentials = found && (!kiosk || found.companyId === kiosk.companyId) ? found : undefined;
  const attemptsInARow = credentials ? await d.limits.pinSignIn.reserveAccount(credentials.loginCode, credentials.personnelNumber) : 0;
  return completePinSignIn(d, { credentials, secret: { pin }, wrong, attemptsInARow }, place, kiosk);
}
