import { HttpError } from '../../../../platform/http';
import type { AuthResult } from '../../../../shared/contracts/identity';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../passwords';
import { findCredentialsByEmail, type UserCredentials } from '../../read/users/queries';
import type { IdentityDeps } from '../../shared/deps';
import { INVALID_CREDENTIALS } from '../../shared/errors';
import { assertAccountUsable } from '../../shared/account-checks';
import { newSession, startSignedInSession } from '../../shared/sessions';
import { userView } from '../../shared/views';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);

/** Checks the password, or the temporary one while it is valid; true when the temporary one was used. */
async function checkPassword(creds: UserCredentials, password: string, now: Date): Promise<boolean> {
  if (await verifyPassword(password, creds.passwordHash)) return false;
  const tempValid = creds.tempPasswordHash !== null && creds.tempPasswordExpires !== null && creds.tempPasswordExpires > now;
  if (!tempValid || !(await verifyPassword(password, creds.tempPasswordHash))) throw invalidCredentials();
  return true;
}

/**
 * Signs in with e-mail and password; a wrong password and an unknown address answer alike. Wrong
 * ones make this (account, address) pair wait longer and longer (shared/login-limits.ts).
 */
export async function signIn(d: IdentityDeps, email: string, password: string, ip: string): Promise<AuthResult> {
  await d.limits.signIn.before(email, ip);
  try {
    const result = await signInChecked(d, email, password);
    await d.limits.signIn.succeeded(email, ip);
    return result;
  } catch (err) {
    if (err instanceof HttpError && err.code === 'invalid_credentials') await d.limits.signIn.failed(email, ip);
    throw err;
  }
}

async function signInChecked(d: IdentityDeps, email: string, password: string): Promise<AuthResult> {
  const { k } = d;
  const cost = k.config.passwordHashCost;
  const creds = await findCredentialsByEmail(k.db, email);
  if (!creds) {
    await verifyPassword(password, await dummyHash(cost));
    throw invalidCredentials();
  }
  const now = k.clock.now();
  const viaTemp = await checkPassword(creds, password, now);
  assertAccountUsable(creds, now);
  const session = newSession(k, creds.id, creds.companyId, viaTemp);
  if (viaTemp) {
    // using the temporary password makes it the password; the user must change it next, and every other session ends
    await startSignedInSession(k, creds, session, { type: 'RedeemTemporaryPassword', now, sessionId: session.sessionId });
  } else {
    // a password someone else chose ends the other sessions; a hash of an older cost is replaced (same password)
    const rehash = needsRehash(creds.passwordHash, cost) ? { verifiedHash: creds.passwordHash, newHash: await hashPassword(password, cost) } : null;
    await startSignedInSession(k, creds, session, creds.mustChangePassword || rehash ? { type: 'RecordSignIn', sessionId: session.sessionId, now, rehash } : null);
  }
  return { token: session.token, user: await userView(d, creds.id) };
}
