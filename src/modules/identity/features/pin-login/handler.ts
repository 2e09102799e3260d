import { HttpError } from '../../../../platform/http';
import type { AuthResult } from '../../../../shared/contracts/identity';
import { dummyHash, verifyPassword } from '../../passwords';
import { findPinCredentials, type PinCredentials } from '../../read/users/pin-credentials';
import { assertAccountUsable } from '../../shared/account-checks';
import type { IdentityDeps } from '../../shared/deps';
import { INVALID_PIN_CREDENTIALS, toHttpError } from '../../shared/errors';
import { newSession, startSignedInSession } from '../../shared/sessions';
import { userView } from '../../shared/views';

/** The secret typed: the start code (first sign-in, or after a new one) or the PIN. */
export type PinSecret = { readonly startCode: string } | { readonly pin: string };

const wrongPin = () => new HttpError(401, 'invalid_credentials', INVALID_PIN_CREDENTIALS);

/** A start code as people type it off the letter: any case, spaces and hyphens ignored. */
export const normalizeStartCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * Signs in with the company's login code, a personnel number and the start code or the PIN (issue
 * 33, item 3). An unknown company or number, a wrong, used or expired code and a wrong PIN answer
 * alike (401, the same time spent on a hash). Every attempt counts against the account before it
 * is checked and failures against the address (shared/login-limits.ts: `PinLimits`).
 */
export async function pinLogin(d: IdentityDeps, companyCode: string, personnelNumber: string, secret: PinSecret, ip: string): Promise<AuthResult> {
  await d.limits.pinSignIn.before(companyCode, personnelNumber, ip);
  try {
    const result = await pinLoginChecked(d, companyCode, personnelNumber, secret);
    await d.limits.pinSignIn.succeeded(companyCode, personnelNumber);
    return result;
  } catch (err) {
    if (err instanceof HttpError && err.code === 'invalid_credentials') await d.limits.pinSignIn.failed(ip);
    throw err;
  }
}

async function pinLoginChecked(d: IdentityDeps, companyCode: string, personnelNumber: string, secret: PinSecret): Promise<AuthResult> {
  const { k } = d;
  const now = k.clock.now();
  const creds = await findPinCredentials(k.db, companyCode, personnelNumber);
  const typed = 'startCode' in secret ? normalizeStartCode(secret.startCode) : secret.pin;
  const stored = !creds ? null : 'startCode' in secret ? liveStartCode(creds, now) : creds.pinHash;
  if (!creds || stored === null) {
    // nobody, or nothing to compare with: the same time as a wrong one
    await verifyPassword(typed, await dummyHash(k.config.pinHashCost));
    throw 'startCode' in secret ? toHttpError('StartCodeInvalid') : wrongPin();
  }
  if (!(await verifyPassword(typed, stored))) throw 'startCode' in secret ? toHttpError('StartCodeInvalid') : wrongPin();
  assertAccountUsable(creds, now);
  const session = newSession(k, creds.id, creds.companyId, false);
  // the start code is used up by this sign-in (the decider checks it is still the current one); a PIN just starts the session
  await startSignedInSession(k, creds, session, 'startCode' in secret ? { type: 'RedeemStartCode', matchedHash: stored, sessionId: session.sessionId, now } : null);
  return { token: session.token, user: await userView(d, creds.id) };
}

/** The start code's hash while it still works, else null. */
const liveStartCode = (c: PinCredentials, now: Date): string | null => (c.startCodeHash !== null && c.startCodeExpiresAt !== null && c.startCodeExpiresAt > now ? c.startCodeHash : null);
