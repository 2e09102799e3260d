import type { Queryable } from '../../../../platform/db';
import { pseudonymisedFields } from '../../../../shared/contracts/privacy';
import type { ErasureData } from '../erasure-event';

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

/**
 * Start codes and PINs as of the user stream's `version` (like the role): the command writes them at
 * once, the projection again later, and an older event applied late changes nothing.
 */
export async function setStartCode(q: Queryable, userId: string, codeHash: string, expiresAt: string, version: number): Promise<void> {
  await q.query('UPDATE idn_users SET start_code_hash = $2, start_code_expires_at = $3, pin_version = $4 WHERE id = $1 AND pin_version < $4', [userId, codeHash, expiresAt, version]);
}

/** The start code signed the person in: it is used up, any earlier PIN is gone and a new one must be set. */
export async function redeemStartCode(q: Queryable, userId: string, version: number): Promise<void> {
  await q.query(
    'UPDATE idn_users SET start_code_hash = NULL, start_code_expires_at = NULL, pin_hash = NULL, must_set_pin = true, pin_version = $2 WHERE id = $1 AND pin_version < $2',
    [userId, version],
  );
}

/** The person's PIN; nothing more to set. */
export async function setPin(q: Queryable, userId: string, pinHash: string, version: number): Promise<void> {
  await q.query('UPDATE idn_users SET pin_hash = $2, must_set_pin = false, pin_version = $3 WHERE id = $1 AND pin_version < $3', [userId, pinHash, version]);
}

/** The person's badge (issue 33, item 4): the new one works at once, the earlier one no more. */
export async function setBadge(q: Queryable, userId: string, badgeHash: string, issuedAt: string, version: number): Promise<void> {
  await q.query('UPDATE idn_users SET badge_hash = $2, badge_issued_at = $3, badge_version = $4 WHERE id = $1 AND badge_version < $4', [userId, badgeHash, issuedAt, version]);
}

/**
 * A person pseudonymised (ADR 0033): the values a rebuild from their rewritten events gives, set
 * absolutely, so that the live rows (which saw the events before the rewrite) and a rebuild end
 * alike: names, address, number (and date of birth when dropped); and what an invitation with an
 * address had set (a rewritten invitation has none): nothing to change first, no invitation
 * pending, no invitation link. The first pseudonymisation's time is kept.
 */
export async function pseudonymiseUser(q: Queryable, companyId: string, e: ErasureData): Promise<void> {
  const f = pseudonymisedFields(e.pseudonym);
  await q.query(
    `UPDATE idn_users SET first_name = $3, last_name = $4, email = $5, personnel_number = NULL,
            date_of_birth = CASE WHEN $6 THEN NULL ELSE date_of_birth END,
            must_change_password = false, invitation_pending = false, invitation_token_hash = NULL, invitation_expires_at = NULL,
            pseudonymised_at = COALESCE(pseudonymised_at, $7)
      WHERE id = $1 AND company_id = $2`,
    [e.subjectId, companyId, f.firstName, f.lastName, f.email, e.dateOfBirthDropped, e.redactedAt],
  );
}
