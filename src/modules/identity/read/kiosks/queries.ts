import type { Queryable } from '../../../../platform/db';
import type { KioskView } from '../../../../shared/contracts/identity';

/** A paired kiosk that has not been revoked, as its device token finds it. */
export interface KioskDevice {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  /** Units whose members may sign in; empty: everybody in the company. */
  readonly groupIds: readonly string[];
  readonly companyName: string;
  /** The company's login code: sign-ins on the kiosk need none typed. */
  readonly loginCode: string | null;
}

/** The kiosk holding this device token (its SHA-256), while it is paired and not revoked (idn_kiosks_device). */
export async function findKioskByDevice(q: Queryable, deviceTokenHash: string): Promise<KioskDevice | undefined> {
  const { rows } = await q.query<{ id: string; company_id: string; name: string; group_ids: string[]; company_name: string; login_code: string | null }>(
    `SELECT k.id, k.company_id, k.name, k.group_ids, c.name AS company_name, c.login_code
       FROM idn_kiosks k JOIN idn_companies c ON c.id = k.company_id
      WHERE k.device_token_hash = $1 AND k.revoked_at IS NULL`,
    [deviceTokenHash],
  );
  const r = rows[0];
  return r && { id: r.id, companyId: r.company_id, name: r.name, groupIds: r.group_ids, companyName: r.company_name, loginCode: r.login_code };
}

/** The kiosk whose pairing code has this hash and still works at `now`, or undefined (idn_kiosks_pairing). */
export async function findPairingKiosk(q: Queryable, pairingCodeHash: string, now: Date): Promise<{ id: string; companyId: string } | undefined> {
  const { rows } = await q.query<{ id: string; company_id: string }>(
    `SELECT id, company_id FROM idn_kiosks
      WHERE pairing_code_hash = $1 AND pairing_expires_at > $2 AND paired_at IS NULL AND revoked_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [pairingCodeHash, now],
  );
  const r = rows[0];
  return r && { id: r.id, companyId: r.company_id };
}

/** A kiosk as the list answers it, with the ids of its units (the handler names them). */
export interface KioskRow extends Omit<KioskView, 'groups'> {
  readonly groupIds: readonly string[];
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** A page of the company's kiosks, newest first; the status from the stored dates and the clock (`now`). */
export async function listKiosks(q: Queryable, companyId: string, now: Date, page: number, pageSize: number): Promise<{ rows: KioskRow[]; total: number }> {
  const { rows } = await q.query<{
    id: string;
    name: string;
    group_ids: string[];
    status: KioskRow['status'];
    created_at: Date | string;
    pairing_expires_at: Date | string;
    paired_at: Date | string | null;
    last_used_at: Date | string | null;
    revoked_at: Date | string | null;
    total: string;
  }>(
    `SELECT id, name, group_ids, created_at, pairing_expires_at, paired_at, last_used_at, revoked_at, count(*) OVER () AS total,
            CASE WHEN revoked_at IS NOT NULL THEN 'revoked' WHEN paired_at IS NOT NULL THEN 'paired'
                 WHEN pairing_expires_at > $2 THEN 'pairing' ELSE 'unpaired' END AS status
       FROM idn_kiosks WHERE company_id = $1
      ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
    [companyId, now, pageSize, (page - 1) * pageSize],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const { rows: c } = await q.query<{ n: string }>('SELECT count(*) AS n FROM idn_kiosks WHERE company_id = $1', [companyId]);
    total = Number(c[0]?.n ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      groupIds: r.group_ids,
      status: r.status,
      createdAt: iso(r.created_at)!,
      pairingExpiresAt: iso(r.pairing_expires_at)!,
      pairedAt: iso(r.paired_at),
      lastUsedAt: iso(r.last_used_at),
      revokedAt: iso(r.revoked_at),
    })),
  };
}
