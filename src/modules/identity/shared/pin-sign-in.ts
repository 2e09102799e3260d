import { HttpError } from '../../../platform/http';
import type { AuthResult } from '../../../shared/contracts/identity';
import { dummyHash, verifyPassword } from '../passwords';
import type { PinCredentials } from '../read/users/pin-credentials';
import type { KioskDevice } from '../read/kiosks/queries';
import { assertAccountUsable } from './account-checks';
import type { IdentityDeps } from './deps';
import type { SignInPlace } from './login-limits';
import { newSession, startSignedInSession } from './sessions';
import { reportRepeatedLock } from './sign-in-lock';
import { userView } from './views';

/** The secret typed: the start code (first sign-in, or after a new one) or the PIN. */
export type PinSecret = { readonly startCode: string } | { readonly pin: string };

/** A start code as people type it off the letter: any case, spaces and hyphens ignored. */
export const normalizeStartCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

const NOT_AT_THIS_KIOSK = {
  de: 'Sie können sich an diesem Kiosk nicht anmelden: Er ist nur für bestimmte Einheiten freigegeben. Bitte wenden Sie sich an Ihre Führungskraft.',
  en: 'You cannot sign in on this kiosk: it is open to certain units only. Please ask your manager.',
};

/** How one way of signing in finds the person and says "wrong" (the same answer for every cause). */
export interface PinSignInWay {
  /** The person, or undefined: nobody, not on this kiosk's company. */
  readonly credentials: PinCredentials | undefined;
  readonly secret: PinSecret;
  readonly wrong: () => HttpError;
  /** The account's attempts in a row as the limits counted them, this one included (0: no account). */
  readonly attemptsInARow: number;
}

/**
 * The end of every sign-in with a PIN or start code (issue 33, items 3-6): the secret compared
 * with its scrypt hash (an unknown person or nothing to compare with takes the same time), then
 * the account's state, the kiosk's units, and the session (on a kiosk: 30 minutes at most). The
 * caller has counted the attempt against the account already (`PinLimits.reserveAccount`); a
 * failure here counts against the address and the kiosk (and, when the account has been guessed at
 * long enough, tells the admins: `reportRepeatedLock`), a success clears the account.
 */
export async function completePinSignIn(d: IdentityDeps, way: PinSignInWay, place: SignInPlace, kiosk: KioskDevice | null): Promise<AuthResult> {
  const { k } = d;
  const now = k.clock.now();
  const { credentials: creds, secret } = way;
  const typed = 'startCode' in secret ? normalizeStartCode(secret.startCode) : secret.pin;
  const stored = !creds ? null : 'startCode' in secret ? liveStartCode(creds, now) : creds.pinHash;
  // nobody, or nothing to compare with: the same time as a wrong one
  if (stored === null) await verifyPassword(typed, await dummyHash('startCode' in secret ? k.config.startCodeHashCost : k.config.pinHashCost));
  const matches = stored !== null && (await verifyPassword(typed, stored));
  if (!creds || !matches) {
    await d.limits.pinSignIn.failed(place);
    if (creds) await reportRepeatedLock(d, creds, way.attemptsInARow, place);
    throw way.wrong();
  }
  await d.limits.pinSignIn.succeeded(creds.loginCode, creds.personnelNumber);
  assertAccountUsable(creds, now);
  if (kiosk && kiosk.groupIds.length > 0 && !(await d.ports.units.isMemberOfAny(kiosk.companyId, creds.id, kiosk.groupIds))) {
    throw new HttpError(403, 'not_at_this_kiosk', NOT_AT_THIS_KIOSK);
  }
  const session = newSession(k, creds.id, creds.companyId, false, kiosk?.id ?? null);
  // the start code is used up by this sign-in (the decider checks it is still the current one); a PIN just starts the session
  await startSignedInSession(k, creds, session, 'startCode' in secret ? { type: 'RedeemStartCode', matchedHash: stored, sessionId: session.sessionId, now } : null);
  return { token: session.token, user: await userView(d, creds.id) };
}

/**
 * The start code's hash while it still works, else null. Checked here as well as in the decider:
 * an expired code must answer "wrong or expired", not "account deactivated".
 */
const liveStartCode = (c: PinCredentials, now: Date): string | null => (c.startCodeHash !== null && c.startCodeExpiresAt !== null && c.startCodeExpiresAt > now ? c.startCodeHash : null);
