import type { Queryable } from '../../../../platform/db';
import type { Role } from '../../domain/events';

export interface SessionPrincipal {
  readonly userId: string;
  readonly tenantId: string | null;
  readonly role: Role;
  readonly sessionId: string;
  /** Signed in with a password someone else chose: only changing it, me and sign-out answer. */
  readonly mustChangePassword: boolean;
  /** Signed in with a start code: only setting a PIN, me and sign-out answer. */
  readonly mustSetPin: boolean;
}

/** A session that has not been revoked, of an active user, with the dates its end is computed from (ms since the epoch). */
export interface SessionRecord {
  readonly principal: SessionPrincipal;
  readonly createdAt: number;
  /** The expiry stored at sign-in. */
  readonly expiresAt: number;
  /** The instant the user's access ends, or null. */
  readonly accessEndsAt: number | null;
  /** Last recorded use (at most a minute old when written); the sign-in when never recorded. */
  readonly lastSeenAt: number;
}

/**
 * Resolves a token hash to a session that has not been revoked, of an active user who was not
 * deleted. Whether it has expired (idle, absolute, access end) is for the caller to compute
 * from these dates and the clock.
 */
export async function findSession(q: Queryable, tokenHash: string): Promise<SessionRecord | undefined> {
  const { rows } = await q.query<{
    id: string;
    user_id: string;
    company_id: string | null;
    role: Role;
    must_change_password: boolean;
    must_set_pin: boolean;
    created_at: Date | string;
    expires_at: Date | string;
    access_ends_at: Date | string | null;
    last_seen_at: Date | string | null;
  }>(
    `SELECT s.id, s.user_id, u.company_id, u.role, u.must_change_password, u.must_set_pin, s.created_at, s.expires_at, u.access_ends_at, a.last_seen_at
       FROM idn_sessions s JOIN idn_users u ON u.id = s.user_id LEFT JOIN idn_session_activity a ON a.session_id = s.id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND u.is_active AND u.deleted_at IS NULL`,
    [tokenHash],
  );
  const r = rows[0];
  if (!r) return undefined;
  const createdAt = new Date(r.created_at).getTime();
  return {
    principal: { userId: r.user_id, tenantId: r.company_id, role: r.role, sessionId: r.id, mustChangePassword: r.must_change_password, mustSetPin: r.must_set_pin },
    createdAt,
    expiresAt: new Date(r.expires_at).getTime(),
    accessEndsAt: r.access_ends_at === null ? null : new Date(r.access_ends_at).getTime(),
    lastSeenAt: r.last_seen_at === null ? createdAt : new Date(r.last_seen_at).getTime(),
  };
}

/** Records a use of a session (never moves back). */
export async function touchSession(q: Queryable, sessionId: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO idn_session_activity (session_id, last_seen_at) VALUES ($1, $2)
     ON CONFLICT (session_id) DO UPDATE SET last_seen_at = GREATEST(idn_session_activity.last_seen_at, EXCLUDED.last_seen_at)`,
    [sessionId, at.toISOString()],
  );
}
