import { escapeLike, pageWithTotal, type Queryable } from '../../../../platform/db';

export interface MemberRow {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: string;
  readonly isActive: boolean;
  readonly addedAt: string;
}

const searchClause = (param: string) =>
  `(${param}::text = '' OR lower(p.first_name || ' ' || p.last_name || ' ' || p.email) LIKE '%' || ${param} || '%' OR lower(p.last_name || ' ' || p.first_name) LIKE '%' || ${param} || '%')`;

/** One page of a group's members sorted by last and first name, matching a search, and their total. */
export async function memberPage(
  q: Queryable,
  o: { groupId: string; search: string; offset: number; limit: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const { rows, total } = await pageWithTotal<{ user_id: string; first_name: string; last_name: string; email: string; role: string; is_active: boolean; added_at: Date | string }>(q, {
    select: 'SELECT p.user_id, p.first_name, p.last_name, p.email, p.role, p.is_active, m.added_at',
    from: `FROM org_group_members m JOIN org_people p ON p.user_id = m.user_id WHERE m.group_id = $1 AND ${searchClause('$2')}`,
    orderBy: 'p.sort_key COLLATE "C", p.user_id',
    params: [o.groupId, escapeLike(o.search.trim().toLowerCase())],
    limit: o.limit,
    offset: o.offset,
  });
  return {
    rows: rows.map((r) => ({
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      role: r.role,
      isActive: r.is_active,
      addedAt: new Date(r.added_at).toISOString(),
    })),
    total,
  };
}

/** Active people of a company with one of the roles who are not members of the group, matching a search (pickers). */
export async function nonMembers(
  q: Queryable,
  o: { companyId: string; groupId: string; roles: readonly string[]; search: string; limit: number },
): Promise<Omit<MemberRow, 'addedAt'>[]> {
  const { rows } = await q.query<{ user_id: string; first_name: string; last_name: string; email: string; role: string; is_active: boolean }>(
    `SELECT p.user_id, p.first_name, p.last_name, p.email, p.role, p.is_active
       FROM org_people p
      WHERE p.company_id = $1 AND NOT p.is_deleted AND p.is_active AND p.role = ANY($3::text[]) AND ${searchClause('$4')}
        AND NOT EXISTS (SELECT 1 FROM org_group_members m WHERE m.group_id = $2 AND m.user_id = p.user_id)
      ORDER BY p.sort_key COLLATE "C", p.user_id LIMIT $5`,
    [o.companyId, o.groupId, [...o.roles], escapeLike(o.search.trim().toLowerCase()), o.limit],
  );
  return rows.map((r) => ({ userId: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email, role: r.role, isActive: r.is_active }));
}
