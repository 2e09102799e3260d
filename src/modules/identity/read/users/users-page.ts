import { escapeLike, type Queryable } from '../../../../platform/db';
import type { CompanyUserRow } from '../../../../shared/contracts/identity';
import type { Role } from '../../domain/events';
import { contentLanguageOf, iso, languageOr, userBase, type UserBaseRow } from './queries';

/** The users page (spec section 7, GET /api/users): a company's users, searched, filtered, ranked. */

interface CompanyUserDbRow extends UserBaseRow {
  created_at: Date | string;
  access_until: string | null;
  date_of_birth: string | null;
  invitation_pending: boolean;
  language: string | null;
  content_language: string | null;
}

const toCompanyUser = (r: CompanyUserDbRow): CompanyUserRow => ({
  ...userBase(r),
  createdAt: iso(r.created_at) ?? '',
  accessUntil: r.access_until,
  dateOfBirth: r.date_of_birth,
  invitationPending: r.invitation_pending,
  language: languageOr(r.language),
  contentLanguage: contentLanguageOf(r),
});

const COMPANY_USER_COLUMNS = 'id, email, first_name, last_name, role, is_active, last_login, personnel_number, created_at, access_until, date_of_birth, invitation_pending, language, content_language';

/** Rank of the users list: root, admin, manager, non-managing, then the auditor (ROLE_RANK of shared/user-policy.ts). */
const ROLE_RANK_SQL = `CASE role WHEN 'root' THEN 0 WHEN 'admin' THEN 1 WHEN 'manager' THEN 2 WHEN 'non-managing' THEN 3 ELSE 4 END`;

/** German dictionary order (DIN 5007-1: ä = a, ö = o, ü = u, ß = ss) whatever the database collation. */
const sortKey = (column: string) => `replace(translate(lower(${column}), 'äöüáàâéèêíìîóòôúùû', 'aouaaaeeeiiiooouuu'), 'ß', 'ss')`;

/** Order of the users page; `idn_users_company_page` (ddl.ts beside this file) indexes exactly these expressions. */
export const USERS_PAGE_ORDER = `${ROLE_RANK_SQL}, ${sortKey('last_name')}, ${sortKey('first_name')}, id`;

export interface CompanyUserFilter {
  /** Part of the name, e-mail address or personnel number, case-insensitive. */
  readonly search?: string | undefined;
  readonly role?: Role | undefined;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

export interface CompanyUserPage {
  readonly rows: CompanyUserRow[];
  readonly totalCount: number;
}

/**
 * One page of a company's (not deleted) users, by role rank, then last name, first name, with the
 * count of all matching users, in one round trip (the count is an uncorrelated subquery, computed
 * once; the page is read in the order of `idn_users_company_page`).
 */
export async function listCompanyUsers(q: Queryable, companyId: string, f: CompanyUserFilter): Promise<CompanyUserPage> {
  const search = escapeLike((f.search ?? '').trim().toLowerCase());
  const where = `company_id = $1 AND deleted_at IS NULL
      AND ($2 = '' OR lower(first_name || ' ' || last_name) LIKE '%' || $2 || '%' OR lower(last_name || ' ' || first_name) LIKE '%' || $2 || '%'
           OR lower(email) LIKE '%' || $2 || '%' OR lower(personnel_number) LIKE '%' || $2 || '%')
      AND ($3::text IS NULL OR role = $3::text)`;
  const params = [companyId, search, f.role ?? null];
  const { rows } = await q.query<CompanyUserDbRow & { total: string }>(
    `SELECT ${COMPANY_USER_COLUMNS}, (SELECT count(*) FROM idn_users WHERE ${where})::text AS total FROM idn_users WHERE ${where}
      ORDER BY ${USERS_PAGE_ORDER}
      LIMIT $4 OFFSET $5`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && f.page > 1) {
    // past the last page: count on its own so the client can step back
    const count = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM idn_users WHERE ${where}`, params);
    totalCount = Number(count.rows[0]?.n ?? 0);
  }
  return { rows: rows.map(toCompanyUser), totalCount };
}

/** One (not deleted) user of a company; another company's user is not found. */
export async function getCompanyUser(q: Queryable, companyId: string, userId: string): Promise<CompanyUserRow | undefined> {
  const { rows } = await q.query<CompanyUserDbRow>(
    `SELECT ${COMPANY_USER_COLUMNS} FROM idn_users WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL`,
    [userId, companyId],
  );
  return rows[0] ? toCompanyUser(rows[0]) : undefined;
}

/** The company's users with these ids (deleted ones and other companies' left out), in one read. */
export async function getCompanyUsers(q: Queryable, companyId: string, userIds: readonly string[]): Promise<CompanyUserRow[]> {
  const { rows } = await q.query<CompanyUserDbRow>(
    `SELECT ${COMPANY_USER_COLUMNS} FROM idn_users WHERE id = ANY($1::text[]) AND company_id = $2 AND deleted_at IS NULL`,
    [userIds, companyId],
  );
  return rows.map(toCompanyUser);
}
