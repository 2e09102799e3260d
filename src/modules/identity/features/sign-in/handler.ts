import { HttpError } from '../../../../platform/http';
import { formatDocumentDate, type Lang } from '../../../../platform/i18n';
import type { AuthResult } from '../../../../shared/contracts/identity';
import type { EventMetadata } from '../../../../platform/eventstore';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../passwords';
import { findCredentialsByEmail, type UserCredentials } from '../../read/users/queries';
import { IDENTITY_READ_MODELS, tenantOf, type IdentityDeps } from '../../shared/deps';
import { ACCESS_ENDED, ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS } from '../../shared/errors';
import { applyAuthEffects, type StoredOutcome } from '../../shared/auth-effects';
import { newSession, startedSession } from '../../shared/sessions';
import { sessionDecider } from '../../domain/session';
import { actorOf, newStreamAppend, unopened, userStream } from '../../shared/streams';
import { userView } from '../../shared/views';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);

/** The last day, printed per language (the day itself, no time zone shift). */
const lastDay = (accessUntil: string, lang: Lang) => formatDocumentDate(`${accessUntil}T12:00:00Z`, lang);

const accessEnded = (accessUntil: string) =>
  new HttpError(403, 'access_ended', { de: ACCESS_ENDED.de.replace('{date}', lastDay(accessUntil, 'de')), en: ACCESS_ENDED.en.replace('{date}', lastDay(accessUntil, 'en')) }, { accessUntil });

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
  if (!creds.isActive) throw new HttpError(403, 'account_deactivated', ACCOUNT_DEACTIVATED);
  if (creds.accessUntil !== null && creds.accessEndsAt !== null && creds.accessEndsAt <= now) throw accessEnded(creds.accessUntil);
  const session = newSession(k, creds.id, creds.companyId, viaTemp);
  const actor = actorOf(tenantOf(creds.companyId), creds.id);
  const withSession = { alsoAppend: (_events: unknown, _state: unknown, metadata: EventMetadata) => [newStreamAppend(session.stream, session.command, metadata)] };
  // the answer carries the new session's token: it reaches the caller even while the read models lag (whenReadModelsLate)
  const startSession = () => k.commands.run({ ...session.stream, actor, loaded: unopened(sessionDecider), command: session.command, waitFor: IDENTITY_READ_MODELS, whenReadModelsLate: 'continue' });
  let userOutcome: StoredOutcome = { events: [] };
  if (viaTemp) {
    // using the temporary password makes it the password; the user must change it next, and every other session ends
    userOutcome = await k.commands.run({
      ...userStream(creds.id),
      actor,
      command: { type: 'RedeemTemporaryPassword', now, sessionId: session.sessionId },
      ...withSession,
      waitFor: IDENTITY_READ_MODELS,
      whenReadModelsLate: 'continue',
    });
  } else {
    // a password someone else chose ends the other sessions; a hash of an older cost is replaced (same password)
    const rehash = needsRehash(creds.passwordHash, cost) ? { verifiedHash: creds.passwordHash, newHash: await hashPassword(password, cost) } : null;
    if (creds.mustChangePassword || rehash) {
      userOutcome = await k.commands.run({
        ...userStream(creds.id),
        actor,
        command: { type: 'RecordSignIn', sessionId: session.sessionId, now, rehash },
        ...withSession,
        waitFor: IDENTITY_READ_MODELS,
        whenReadModelsLate: 'continue',
      });
    }
    // nothing to record on the user (or no longer): the session stream alone
    if (userOutcome.events.length === 0) await startSession();
  }
  await applyAuthEffects(k, creds.id, [userOutcome, startedSession(session)]);
  return { token: session.token, user: await userView(d, creds.id) };
}
