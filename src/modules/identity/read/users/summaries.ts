import { escapeLike, type Queryable } from '../../../../platform/db';
import type { PersonSummary } from '../../../../shared/contracts/identity';
import type { Language, Role } from '../../domain/events';
import { languageOr } from './queries';

/** People as other modules see them: names, address, role, state, language and personnel number (no credentials). */

/** A user as other modules see them (no credentials). */
export interface UserSummary extends PersonSummary {
  /** Mails to the person are in this language. */
  readonly language: Language;
  /** The person's number in the company (Personalnummer), or null. */
  readonly personnelNumber: string | null;
}

interface SummaryRow {
  id: string;
  company_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  is_active: boolean;
  language: string | null;
  personnel_number: string | null;
}

const COLUMNS = 'id, company_id, email, first_name, last_name, role, language, personnel_number';
const toSummary = (r: SummaryRow): UserSummary => ({
  id: r.id,
  companyId: r.company_id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.role,
  isActive: r.is_active,
  language: languageOr(r.language),
  personnelNumber: r.personnel_number,
});

export async function getUserSummaries(q: Queryable, ids: readonly string[]): Promise<Map<string, UserSummary>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<SummaryRow>(
    // deleted users stay resolvable (names in history) but never count as active
    `SELECT ${COLUMNS}, is_active AND deleted_at IS NULL AS is_active FROM idn_users WHERE id = ANY($1::text[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, toSummary(r)]));
}

/** Users of one company matching a search, for pickers (co-owners, members). */
export async function searchCompanyUsers(
  q: Queryable,
  companyId: string,
  opts: { search?: string | undefined; roles?: readonly Role[] | undefined; excludeIds?: readonly string[] | undefined; limit?: number | undefined },
): Promise<UserSummary[]> {
  const search = escapeLike((opts.search ?? '').trim().toLowerCase());
  const { rows } = await q.query<SummaryRow>(
    `SELECT ${COLUMNS}, is_active FROM idn_users
      WHERE company_id = $1 AND is_active AND deleted_at IS NULL
        AND ($2 = '' OR lower(first_name || ' ' || last_name || ' ' || email) LIKE '%' || $2 || '%')
        AND ($3::text[] IS NULL OR role = ANY($3::text[]))
        AND NOT (id = ANY($4::text[]))
      ORDER BY lower(last_name), lower(first_name), id
      LIMIT $5`,
    [companyId, search, opts.roles ? [...opts.roles] : null, [...(opts.excludeIds ?? [])], Math.min(opts.limit ?? 20, 100)],
  );
  return rows.map(toSummary);
}

/** A (not deleted) user of one company by e-mail address (case-insensitive). */
export async function findUserByEmail(q: Queryable, companyId: string, email: string): Promise<UserSummary | undefined> {
  const { rows } = await q.query<SummaryRow>(
    `SELECT ${COLUMNS}, is_active FROM idn_users WHERE company_id = $1 AND lower(email) = lower($2) AND deleted_at IS NULL`,
    [companyId, email.trim()],
  );
  return rows[0] ? toSummary(rows[0]) : undefined;
}
