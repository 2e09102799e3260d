import { lockNoticeDue } from '../domain/pin';
import { searchCompanyUsers } from '../read/users/summaries';
import type { PinCredentials } from '../read/users/pin-credentials';
import { IDENTITY_READ_MODELS, tenantOf, type IdentityDeps } from './deps';
import type { SignInPlace } from './login-limits';
import { actorOf, userStream } from './streams';

/** At most this many admins and root of one company are told (the notice is one bell entry and mail each). */
const NOTICE_TO_AT_MOST = 100;

/**
 * A wrong PIN, start code or badge for an account that has been guessed at `attemptsInARow` times
 * now (issue 33, item 6): at the attempts `lockNoticeDue` names, the account's
 * `identity.SignInLockedRepeatedly` records it in the trail and tells the company's active admins
 * and root (notifications' bell and mail). Never fails the sign-in's own answer: a notice that
 * could not be recorded is logged.
 */
export async function reportRepeatedLock(d: IdentityDeps, creds: PinCredentials, attemptsInARow: number, place: SignInPlace): Promise<void> {
  if (!lockNoticeDue(attemptsInARow)) return;
  const { k } = d;
  try {
    const managers = await searchCompanyUsers(k.db, creds.companyId, { roles: ['root', 'admin'], limit: NOTICE_TO_AT_MOST });
    await k.commands.run({
      ...userStream(creds.id),
      actor: actorOf(tenantOf(creds.companyId), null),
      command: { type: 'ReportSignInLock', attemptsInARow, kioskId: place.kioskId, noticeTo: managers.map((m) => m.id), now: k.clock.now() },
      waitFor: IDENTITY_READ_MODELS,
      whenReadModelsLate: 'continue',
    });
  } catch (err) {
    k.log(`identity: the repeated lock of user ${creds.id} was not recorded`, err);
  }
}
