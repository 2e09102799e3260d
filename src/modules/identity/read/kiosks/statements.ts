import type { Queryable } from '../../../../platform/db';

/**
 * The writes to `idn_kiosks` (issue 33, item 5), shared by the kiosks projection and by the
 * commands whose effect must hold before they answer (pairing: the device token signs in at once;
 * revocation: it stops at once). Idempotent and monotonic, like the session statements.
 */

export interface KioskRegisteredRow {
  readonly kioskId: string;
  readonly companyId: string;
  readonly name: string;
  readonly groupIds: readonly string[];
  readonly pairingCodeHash: string;
  readonly pairingExpiresAt: string;
  readonly registeredAt: string;
}

export async function insertKiosk(q: Queryable, k: KioskRegisteredRow): Promise<void> {
  await q.query(
    `INSERT INTO idn_kiosks (id, company_id, name, group_ids, pairing_code_hash, pairing_expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO NOTHING`,
    [k.kioskId, k.companyId, k.name, [...k.groupIds], k.pairingCodeHash, k.pairingExpiresAt, k.registeredAt],
  );
}

/** Paired: the code is used up, the device token works (unless the kiosk was revoked meanwhile). */
export async function pairKiosk(q: Queryable, kioskId: string, deviceTokenHash: string, pairedAt: string): Promise<void> {
  await q.query('UPDATE idn_kiosks SET pairing_code_hash = NULL, device_token_hash = $2, paired_at = $3 WHERE id = $1 AND paired_at IS NULL', [kioskId, deviceTokenHash, pairedAt]);
}

export async function revokeKiosk(q: Queryable, kioskId: string, revokedAt: string): Promise<void> {
  await q.query('UPDATE idn_kiosks SET revoked_at = COALESCE(revoked_at, $2), pairing_code_hash = NULL WHERE id = $1', [kioskId, revokedAt]);
}

/** A sign-in on the kiosk: its last use. */
export async function touchKiosk(q: Queryable, kioskId: string, at: string): Promise<void> {
  await q.query('UPDATE idn_kiosks SET last_used_at = GREATEST(last_used_at, $2::timestamptz) WHERE id = $1', [kioskId, at]);
}
