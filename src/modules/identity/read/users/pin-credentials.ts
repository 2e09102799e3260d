import type { Queryable } from '../../../../platform/db';

/** What a sign-in with personnel number and PIN or start code checks (issue 33, item 3). */
export interface PinCredentials {
  readonly id: string;
  readonly companyId: string;
  /** The company's login code and the person's number as stored (the key of the per-account limit). */
  readonly loginCode: string;
  readonly personnelNumber: string;
  readonly isActive: boolean;
  readonly pinHash: string | null;
  readonly startCodeHash: string | null;
  readonly startCodeExpiresAt: Date | null;
  /** Last day the account works (`YYYY-MM-DD`) and the instant it is over, or null. */
  readonly accessUntil: string | null;
  readonly accessEndsAt: Date | null;
}

const SELECT = `SELECT u.id, u.company_id, c.login_code, u.personnel_number, u.is_active, u.pin_hash, u.start_code_hash, u.start_code_expires_at, u.access_until, u.access_ends_at
       FROM idn_companies c JOIN idn_users u ON u.company_id = c.id`;

interface Row {
  id: string;
  company_id: string;
  login_code: string;
  personnel_number: string;
  is_active: boolean;
  pin_hash: string | null;
  start_code_hash: string | null;
  start_code_expires_at: Date | string | null;
  access_until: string | null;
  access_ends_at: Date | string | null;
}

const credentials = (r: Row | undefined): PinCredentials | undefined =>
  r && {
    id: r.id,
    companyId: r.company_id,
    loginCode: r.login_code,
    personnelNumber: r.personnel_number,
    isActive: r.is_active,
    pinHash: r.pin_hash,
    startCodeHash: r.start_code_hash,
    startCodeExpiresAt: r.start_code_expires_at === null ? null : new Date(r.start_code_expires_at),
    accessUntil: r.access_until,
    accessEndsAt: r.access_ends_at === null ? null : new Date(r.access_ends_at),
  };

/**
 * The person with this personnel number (any case) in the company with this login code, or
 * undefined. One index lookup each (idn_companies_login_code, idn_users_personnel_number).
 */
export async function findPinCredentials(q: Queryable, loginCode: string, personnelNumber: string): Promise<PinCredentials | undefined> {
  const { rows } = await q.query<Row>(
    `${SELECT}
      WHERE c.login_code = upper($1) AND upper(u.personnel_number) = upper($2) AND u.personnel_number IS NOT NULL AND u.deleted_at IS NULL`,
    [loginCode.trim(), personnelNumber.trim()],
  );
  return credentials(rows[0]);
}

/** The person whose current badge has this hash (issue 33, item 4), or undefined (idn_users_badge). */
export async function findBadgeCredentials(q: Queryable, badgeHash: string): Promise<PinCredentials | undefined> {
  const { rows } = await q.query<Row>(
    `${SELECT}
      WHERE u.badge_hash = $1 AND u.personnel_number IS NOT NULL AND u.deleted_at IS NULL AND c.login_code IS NOT NULL`,
    [badgeHash],
  );
  return credentials(rows[0]);
}
