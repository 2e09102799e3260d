import type { Queryable } from '../../../platform/db';
import type { Kernel } from '../../../platform/kernel';
import type { IdentityEvent } from '../domain/events';
import { insertSession, revokeKioskSessions, revokeSession, revokeUserSessions } from '../read/sessions/statements';
import { pairKiosk, revokeKiosk, touchKiosk } from '../read/kiosks/statements';
import { redeemStartCode, setBadge, setOwnPassword, setPin, setRole, setStartCode } from '../read/users/statements';

/** What one command stored: the user stream's events (and their last version) and a session it started. */
export interface StoredOutcome {
  readonly events: readonly IdentityEvent[];
  /** The stream version of the last event (`CommandOutcome.version`). */
  readonly version?: number | undefined;
}

/**
 * Makes a command's effect on authentication visible before the command answers (ADR 0014):
 * sign-in, sign-out, password changes, deactivation, deletion, role changes, start codes and PINs write what
 * `authenticate` reads with the projections' own idempotent statements, instead of relying on
 * the projections, which may lag (or run in another process with `RUN_PROJECTIONS=0`). The
 * projections apply the same statements later and change nothing more.
 */
export async function applyAuthEffects(k: Kernel, userId: string, outcomes: readonly StoredOutcome[]): Promise<void> {
  await applyAuthEffectsOfMany(k, outcomes.map((outcome) => ({ userId, outcome })));
}

/** The same for commands on several users (start letters for a selection), in one transaction. */
export async function applyAuthEffectsOfMany(k: Kernel, stored: readonly { readonly userId: string; readonly outcome: StoredOutcome }[]): Promise<void> {
  const writes: Write[] = [];
  for (const { userId, outcome } of stored) {
    const { events, version } = outcome;
    events.forEach((e, i) => {
      const versionOf = version === undefined ? undefined : version - (events.length - 1 - i);
      const write = authWrite(userId, e, versionOf);
      if (write) writes.push(write);
    });
  }
  if (writes.length === 0) return;
  await k.db.transaction(async (tx) => {
    for (const write of writes) await write(tx);
  });
  // this process's caches of sessions and users read again at once
  k.projections.readModelsChanged(['identity.sessions', 'identity.users']);
}

type Write = (q: Queryable) => Promise<void>;

function authWrite(userId: string, e: IdentityEvent, version: number | undefined): Write | undefined {
  switch (e.type) {
    case 'identity.UserLoggedIn':
      return async (q) => {
        await insertSession(q, e.data);
        if (e.data.kioskId) await touchKiosk(q, e.data.kioskId, e.data.loggedInAt);
      };
    case 'identity.UserLoggedOut':
      return (q) => revokeSession(q, e.data.sessionId, e.data.loggedOutAt);
    case 'identity.PasswordChanged':
      // the new password holds at once: also the first one set through an invitation link (no 403 "change your password first" while identity.users lags)
      return async (q) => {
        await revokeUserSessions(q, userId, e.data.changedAt, e.data.keepSessionId);
        await setOwnPassword(q, userId, e.data.passwordHash);
      };
    case 'identity.TemporaryPasswordRedeemed':
      return (q) => revokeUserSessions(q, userId, e.data.redeemedAt, e.data.sessionId);
    case 'identity.OtherSessionsEnded':
      return (q) => revokeUserSessions(q, userId, e.data.endedAt, e.data.keepSessionId);
    case 'identity.UserDeactivated':
      return (q) => revokeUserSessions(q, userId, e.data.deactivatedAt, null);
    case 'identity.UserDeleted':
      return (q) => revokeUserSessions(q, userId, e.data.deletedAt, null);
    case 'identity.UserRoleChanged':
      return version === undefined ? undefined : (q) => setRole(q, userId, e.data.role, version);
    // a new start code works at once and the old one stops; a redeemed one cannot sign in twice; a new PIN holds at once
    case 'identity.StartCodeIssued':
      return version === undefined ? undefined : (q) => setStartCode(q, userId, e.data.codeHash, e.data.expiresAt, version);
    case 'identity.StartCodeRedeemed':
      return version === undefined ? undefined : (q) => redeemStartCode(q, userId, version);
    case 'identity.PinSet':
      return version === undefined ? undefined : (q) => setPin(q, userId, e.data.pinHash, version);
    case 'identity.BadgeIssued':
      return version === undefined ? undefined : (q) => setBadge(q, userId, e.data.badgeHash, e.data.issuedAt, version);
    default:
      return undefined;
  }
}

/**
 * The same for a kiosk's events (issue 33, item 5): a paired tablet signs people in at once, and a
 * revoked one stops at once, with every session begun on it (in this process and, on the NOTIFY
 * after the append, in the others).
 */
export async function applyKioskEffects(k: Kernel, kioskId: string, events: readonly IdentityEvent[]): Promise<void> {
  const writes: Write[] = [];
  for (const e of events) {
    if (e.type === 'identity.KioskPaired') writes.push((q) => pairKiosk(q, kioskId, e.data.deviceTokenHash, e.data.pairedAt));
    if (e.type === 'identity.KioskRevoked') {
      writes.push(async (q) => {
        await revokeKiosk(q, kioskId, e.data.revokedAt);
        await revokeKioskSessions(q, kioskId, e.data.revokedAt);
      });
    }
  }
  if (writes.length === 0) return;
  await k.db.transaction(async (tx) => {
    for (const write of writes) await write(tx);
  });
  k.projections.readModelsChanged(['identity.sessions', 'identity.kiosks']);
}
