import type { AuthOutcome } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import { hashToken } from '../passwords';
import type { IdentityCaches } from '../read/caches';
import { findSession, touchSession, type SessionRecord } from '../read/sessions/queries';

/** A session's use is written at most this often (not on every request). */
export const LAST_SEEN_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Sessions whose last write this process remembers; beyond it the oldest are forgotten (then written again). */
const MAX_REMEMBERED = 10_000;

export type SessionVerdict = 'live' | 'expired' | 'access_ended';

/**
 * Whether a session may be used now (ADR 0014): not after the user's access end, not longer
 * than `SESSION_MAX_DAYS` after sign-in (nor the expiry stored then), not after `SESSION_IDLE_HOURS`
 * without use. Computed from stored dates and the clock only.
 */
export function sessionVerdict(s: SessionRecord, lastSeenAt: number, now: number, limits: { idleHours: number; maxDays: number }): SessionVerdict {
  if (s.accessEndsAt !== null && s.accessEndsAt <= now) return 'access_ended';
  const absoluteEnd = Math.min(s.expiresAt, s.createdAt + limits.maxDays * DAY_MS);
  if (absoluteEnd <= now || lastSeenAt + limits.idleHours * HOUR_MS <= now) return 'expired';
  return 'live';
}

/** Bearer token to principal for the HTTP layer: a live session, 'expired' for one that timed out, else null. */
export function authenticator(k: Kernel, caches: IdentityCaches): (token: string) => Promise<AuthOutcome> {
  // the last use this process wrote per session: the cached record may be older than that
  const written = new Map<string, number>();
  return async (token) => {
    const hash = hashToken(token);
    const session = await caches.sessions.get(hash, () => findSession(k.db, hash));
    if (!session) return null;
    const now = k.clock.now();
    const id = session.principal.sessionId;
    const lastSeen = Math.max(session.lastSeenAt, written.get(id) ?? 0);
    const verdict = sessionVerdict(session, lastSeen, now.getTime(), { idleHours: k.config.sessionIdleHours, maxDays: k.config.sessionMaxDays });
    if (verdict === 'access_ended') return null;
    if (verdict === 'expired') return 'expired';
    if (now.getTime() - lastSeen >= LAST_SEEN_EVERY_MS) {
      await touchSession(k.db, id, now);
      written.delete(id);
      written.set(id, now.getTime());
      if (written.size > MAX_REMEMBERED) written.delete(written.keys().next().value!);
    }
    return session.principal;
  };
}
