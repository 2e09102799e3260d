import type { Queryable } from '../../../../platform/db';

/**
 * The writes to what authentication reads (`idn_sessions`, `idn_users.role`), shared by the
 * projections and by the commands that must take effect before they answer (ADR 0014). Each is
 * idempotent and monotonic: applied twice, late, or by both writers in any order, the rows end up
 * as the projection alone leaves them.
 */

export interface SessionStarted {
  readonly sessionId: string;
  readonly userId: string;
  readonly companyId: string | null;
  readonly tokenHash: string;
  readonly loggedInAt: string;
  readonly expiresAt: string;
  readonly kioskId?: string | undefined;
}

export async function insertSession(q: Queryable, s: SessionStarted): Promise<void> {
  await q.query(
    `INSERT INTO idn_sessions (id, user_id, company_id, token_hash, created_at, expires_at, kiosk_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO NOTHING`,
    [s.sessionId, s.userId, s.companyId, s.tokenHash, s.loggedInAt, s.expiresAt, s.kioskId ?? null],
  );
}

/** Ends every session begun on the kiosk before `at` (the kiosk was revoked). */
export async function revokeKioskSessions(q: Queryable, kioskId: string, at: string): Promise<void> {
  await q.query('UPDATE idn_sessions SET revoked_at = COALESCE(revoked_at, $2) WHERE kiosk_id = $1 AND created_at <= $2', [kioskId, at]);
}

export async function revokeSession(q: Queryable, sessionId: string, at: string): Promise<void> {
  await q.query('UPDATE idn_sessions SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1', [sessionId, at]);
}

/** Ends every session of the user that existed at `at`, except `keepSessionId` (the caller's). */
export async function revokeUserSessions(q: Queryable, userId: string, at: string, keepSessionId: string | null): Promise<void> {
  await q.query(
    `UPDATE idn_sessions SET revoked_at = COALESCE(revoked_at, $2)
      WHERE user_id = $1 AND created_at <= $2 AND id IS DISTINCT FROM $3`,
    [userId, at, keepSessionId],
  );
}
