import { escapeLike, pageWithTotal, type Migration, type Queryable } from '../../../platform/db';
import type { RecordedEvent } from '../../../platform/eventstore';
import type { Projection } from '../../../platform/projections';
import { personSortKey } from '../../../shared/sort-key';
import { identityEvents, identityStreams } from '../../identity';

/**
 * The module's own copy of the people of each company (names, e-mail, role, active), kept from
 * identity's published events, so that member lists and pickers are paged, searched and sorted in
 * one indexed query instead of asking identity about every member of a group (issue 11).
 */
export const peopleMigration: Migration = {
  id: '0310_organization_people',
  sql: `
CREATE TABLE org_people (
  user_id text PRIMARY KEY, company_id text NOT NULL, first_name text NOT NULL, last_name text NOT NULL,
  email text NOT NULL, role text NOT NULL, is_active boolean NOT NULL, is_deleted boolean NOT NULL DEFAULT false,
  sort_key text NOT NULL
);
CREATE INDEX org_people_company ON org_people (company_id, sort_key COLLATE "C") WHERE NOT is_deleted;
`,
};

const PEOPLE_TYPES = [
  'identity.UserRegistered',
  'identity.UserInvited',
  'identity.ProfileUpdated',
  'identity.UserRoleChanged',
  'identity.UserDeactivated',
  'identity.UserActivated',
  'identity.UserDeleted',
];

const userIdOf = (r: RecordedEvent) => identityStreams.user.idOf(r.streamId);

/** Plain idempotent SQL per event: an upsert or an update to the event's values. */
async function apply(tx: Queryable, r: RecordedEvent): Promise<void> {
  const e = identityEvents.decode(r);
  switch (e.type) {
    case 'identity.UserRegistered':
    case 'identity.UserInvited': {
      const d = e.data;
      if (d.companyId === null) return; // the platform operator belongs to no company
      const isActive = e.type === 'identity.UserInvited' ? e.data.isActive : true;
      await tx.query(
        `INSERT INTO org_people (user_id, company_id, first_name, last_name, email, role, is_active, sort_key) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)
         ON CONFLICT (user_id) DO NOTHING`,
        [d.userId, d.companyId, d.firstName, d.lastName, d.email, d.role, isActive, personSortKey(d)],
      );
      return;
    }
    case 'identity.ProfileUpdated':
      await tx.query('UPDATE org_people SET first_name = $2, last_name = $3, email = $4, sort_key = $5 WHERE user_id = $1', [
        userIdOf(r),
        e.data.firstName,
        e.data.lastName,
        e.data.email,
        personSortKey(e.data),
      ]);
      return;
    case 'identity.UserRoleChanged':
      await tx.query('UPDATE org_people SET role = $2 WHERE user_id = $1', [userIdOf(r), e.data.role]);
      return;
    case 'identity.UserDeactivated':
    case 'identity.UserActivated':
      await tx.query('UPDATE org_people SET is_active = $2 WHERE user_id = $1', [userIdOf(r), e.type === 'identity.UserActivated']);
      return;
    case 'identity.UserDeleted':
      await tx.query('UPDATE org_people SET is_deleted = true, is_active = false WHERE user_id = $1', [userIdOf(r)]);
      return;
    default:
      return;
  }
}

export const peopleProjection: Projection = {
  name: 'organization.people',
  version: 1,
  eventTypes: PEOPLE_TYPES,
  // member lists show a name edited or a user invited a moment ago, whatever command came next
  awaitedByEveryCommand: true,
  async reset(tx) {
    await tx.query('DELETE FROM org_people');
  },
  async apply(events, tx) {
    for (const r of events) await apply(tx, r);
  },
};

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
