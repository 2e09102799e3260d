import type { Queryable } from '../../../../platform/db';

/** A person who left the company (deactivated or deleted) and is not pseudonymised yet, for the data protection job (issue 35). */
export interface LeaverRow {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly personnelNumber: string | null;
  /** When they left: the deletion, else the last deactivation. */
  readonly leftAt: string;
}

export interface LeaverQuery {
  /** Only people who left at or before this instant. */
  readonly leftBefore: Date;
  /** People to leave out (under legal hold). */
  readonly excludeIds: readonly string[];
  readonly limit: number;
  readonly offset: number;
}

// not pseudonymised yet (issue 35): the predicate of the partial index idn_users_leavers (migration 0116)
const LEAVERS = `company_id = $1 AND (NOT is_active OR deleted_at IS NOT NULL) AND pseudonymised_at IS NULL AND COALESCE(deleted_at, deactivated_at) <= $2
  AND role <> 'root' AND NOT (id = ANY($3::text[]))`;

/**
 * A company's leavers who left before a cutoff, longest gone first, one page (the partial index
 * idn_users_leavers). Root is never among them (a company keeps its root). How many there are is
 * the length of `leaverIdsOf`, which the caller reads anyway.
 */
export async function leaversOf(q: Queryable, companyId: string, o: LeaverQuery): Promise<LeaverRow[]> {
  const { rows } = await q.query<{ id: string; first_name: string; last_name: string; personnel_number: string | null; left_at: Date | string }>(
    `SELECT id, first_name, last_name, personnel_number, COALESCE(deleted_at, deactivated_at) AS left_at FROM idn_users
      WHERE ${LEAVERS} ORDER BY COALESCE(deleted_at, deactivated_at), id LIMIT $4 OFFSET $5`,
    [companyId, o.leftBefore.toISOString(), [...o.excludeIds], o.limit, o.offset],
  );
  return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, personnelNumber: r.personnel_number, leftAt: new Date(r.left_at).toISOString() }));
}

/** The ids of a company's leavers who left before a cutoff (the record counts of the job's preview). */
export async function leaverIdsOf(q: Queryable, companyId: string, leftBefore: Date, excludeIds: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM idn_users WHERE ${LEAVERS}`, [companyId, leftBefore.toISOString(), [...excludeIds]]);
  return rows.map((r) => r.id);
}

/** How many sign-ins (sessions) the given people have (by the index idn_sessions_user). */
export async function signInCount(q: Queryable, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM idn_sessions WHERE user_id = ANY($1::text[])', [[...userIds]]);
  return Number(rows[0]?.n ?? 0);
}

/** The companies that have people who left and are not pseudonymised yet (the data protection job walks them; the partial index idn_users_leavers). */
export async function companiesWithLeavers(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ company_id: string }>(
    `SELECT DISTINCT company_id FROM idn_users WHERE (NOT is_active OR deleted_at IS NOT NULL) AND company_id IS NOT NULL AND pseudonymised_at IS NULL ORDER BY company_id`,
  );
  return rows.map((r) => r.company_id);
}
