import type { Queryable } from '../../../../platform/db';

/** The role as of the user stream's `version`: an older role change applied later changes nothing. */
export async function setRole(q: Queryable, userId: string, role: string, version: number): Promise<void> {
  await q.query('UPDATE idn_users SET role = $2, role_version = $3 WHERE id = $1 AND role_version < $3', [userId, role, version]);
}

/** A new password of the user's own: no temporary password, no pending invitation, nothing to change first (idempotent). */
export async function setOwnPassword(q: Queryable, userId: string, passwordHash: string): Promise<void> {
  await q.query(
    `UPDATE idn_users SET password_hash = $2, temp_password_hash = NULL, temp_password_expires = NULL, must_change_password = false,
            invitation_pending = false, invitation_token_hash = NULL, invitation_expires_at = NULL WHERE id = $1`,
    [userId, passwordHash],
  );
}
