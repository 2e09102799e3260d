import { escapeLike, pageWithTotal, type Queryable } from '../../../platform/db';

/** Whose rows a list shows: all of the company's, the user's own, those the user co-owns, or either of the two. */
export type OwnershipFilter = 'alle' | 'owner' | 'coowner' | 'mine';

/** The columns every owned row (group, bundle) has, as read and as answered. */
export interface OwnedRow {
  id: string;
  companyId: string;
  ownerId: string;
  coOwners: string[];
  name: string;
  description: string;
  createdAt: string;
}

export interface RawOwned {
  id: string;
  company_id: string;
  owner_id: string;
  co_owners: string[];
  name: string;
  description: string;
  created_at: Date | string;
  total?: string;
}

export const toOwned = (r: RawOwned): OwnedRow => ({
  id: r.id,
  companyId: r.company_id,
  ownerId: r.owner_id,
  coOwners: r.co_owners,
  name: r.name,
  description: r.description,
  createdAt: new Date(r.created_at).toISOString(),
});

export interface OwnedPageQuery {
  readonly companyId: string;
  readonly userId: string;
  readonly search: string;
  readonly ownership: OwnershipFilter;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * One page of a company's owned rows (groups, bundles), newest first, filtered by search (name,
 * description) and the user's ownership. `table` is aliased `alias`; `select` selects from that alias.
 */
export async function ownedPage<R extends object>(q: Queryable, from: { table: string; alias: string; select: string }, o: OwnedPageQuery): Promise<{ rows: R[]; total: number }> {
  const a = from.alias;
  const where = [`${a}.company_id = $1`, `NOT ${a}.is_deleted`, '$2::text IS NOT NULL'];
  const params: unknown[] = [o.companyId, o.userId];
  if (o.ownership === 'owner') where.push(`${a}.owner_id = $2`);
  if (o.ownership === 'coowner') where.push(`$2 = ANY(${a}.co_owners)`);
  if (o.ownership === 'mine') where.push(`(${a}.owner_id = $2 OR $2 = ANY(${a}.co_owners))`);
  const s = o.search.trim().toLowerCase();
  if (s) {
    params.push(escapeLike(s));
    where.push(`lower(${a}.name || ' ' || ${a}.description) LIKE '%' || $${params.length} || '%'`);
  }
  return pageWithTotal<R>(q, {
    select: from.select,
    from: `FROM ${from.table} ${a} WHERE ${where.join(' AND ')}`,
    orderBy: `${a}.created_at DESC, ${a}.id`,
    params,
    limit: o.pageSize,
    offset: (o.page - 1) * o.pageSize,
  });
}
