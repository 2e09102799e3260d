import { escapeLike, pageWithTotal, type Queryable } from '../../../platform/db';
import { eraseEvents } from '../../../platform/eventstore';
import { PLATFORM_TENANT } from '../../../platform/kernel';
import type { MasterCompanyUser } from '../../../shared/contracts/backoffice';
import type { CompanyView } from './users/queries';

interface CompanyRow {
  id: string;
  name: string;
  email: string;
  address: string;
  trial_ends_at: Date | string;
  created_at: Date | string;
  total?: string;
}

const toCompany = (r: CompanyRow): CompanyView => ({
  id: r.id,
  name: r.name,
  email: r.email,
  address: r.address,
  trialEndsAt: new Date(r.trial_ends_at).toISOString(),
  createdAt: new Date(r.created_at).toISOString(),
});

/** Companies for the platform operator, newest first, searchable by name or e-mail. */
export async function listCompanies(q: Queryable, o: { search: string; limit: number; offset: number }): Promise<{ rows: CompanyView[]; total: number }> {
  const s = escapeLike(o.search.trim().toLowerCase());
  const { rows, total } = await pageWithTotal<CompanyRow>(q, {
    select: 'SELECT id, name, email, address, trial_ends_at, created_at',
    from: `FROM idn_companies WHERE $1 = '' OR lower(name || ' ' || email) LIKE '%' || $1 || '%'`,
    orderBy: 'created_at DESC, id',
    params: [s],
    limit: o.limit,
    offset: o.offset,
  });
  return { rows: rows.map(toCompany), total };
}

export async function getCompany(q: Queryable, companyId: string): Promise<CompanyView | undefined> {
  const { rows } = await q.query<CompanyRow>('SELECT id, name, email, address, trial_ends_at, created_at FROM idn_companies WHERE id = $1', [companyId]);
  return rows[0] ? toCompany(rows[0]) : undefined;
}

/** Users (not deleted) per company, as kept beside the rows (idn_user_counts); the platform operator is not part of any company. */
export async function userCounts(q: Queryable, companyIds: readonly string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const { rows } = await q.query<{ company_id: string; n: string }>('SELECT company_id, n::text AS n FROM idn_user_counts WHERE company_id = ANY($1::text[])', [[...companyIds]]);
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}

/** A user of a company as the platform operator sees it. */
export type CompanyUserSummary = MasterCompanyUser;

export async function companyUsers(q: Queryable, companyId: string): Promise<CompanyUserSummary[]> {
  const { rows } = await q.query<{ id: string; first_name: string; last_name: string; email: string; role: string; is_active: boolean; last_login: Date | string | null }>(
    `SELECT id, first_name, last_name, email, role, is_active, last_login FROM idn_users WHERE company_id = $1 AND deleted_at IS NULL
      ORDER BY array_position(ARRAY['root','admin','manager','non-managing'], role), lower(last_name), lower(first_name)`,
    [companyId],
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role: r.role,
    isActive: r.is_active,
    lastLogin: r.last_login ? new Date(r.last_login).toISOString() : null,
  }));
}

/**
 * Deletes a company's identity data: its users' e-mail claim history (their events on the platform
 * streams that keep addresses unique, including addresses they had before), sessions, users, the
 * company. Claims of other users on the same addresses stay. Returns every address the company and
 * its users ever had (for what is kept by address outside the database: the dev mailbox).
 */
export async function purgeIdentityTenant(tx: Queryable, companyId: string): Promise<string[]> {
  const { rows: users } = await tx.query<{ id: string; email: string }>('SELECT id, email FROM idn_users WHERE company_id = $1', [companyId]);
  const { rows: company } = await tx.query<{ email: string }>('SELECT email FROM idn_companies WHERE id = $1', [companyId]);
  const { rows: claims } = await tx.query<{ event_id: string; email: string }>(
    `SELECT event_id::text AS event_id, data->>'email' AS email FROM es_events
      WHERE tenant_id = $1 AND event_type IN ('identity.EmailClaimed', 'identity.EmailReleased') AND data->>'userId' = ANY($2::text[])`,
    [PLATFORM_TENANT, users.map((u) => u.id)],
  );
  // the company's login code claims (issue 33) go too: the code is free again
  const { rows: codes } = await tx.query<{ event_id: string }>(
    `SELECT event_id::text AS event_id FROM es_events WHERE tenant_id = $1 AND event_type IN ('identity.LoginCodeClaimed', 'identity.LoginCodeReleased') AND data->>'companyId' = $2`,
    [PLATFORM_TENANT, companyId],
  );
  await eraseEvents(tx, PLATFORM_TENANT, [...claims.map((c) => c.event_id), ...codes.map((c) => c.event_id)]);
  await tx.query('DELETE FROM idn_session_activity WHERE session_id IN (SELECT id FROM idn_sessions WHERE company_id = $1)', [companyId]);
  await tx.query('DELETE FROM idn_sessions WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM idn_users WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM idn_kiosks WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM idn_companies WHERE id = $1', [companyId]);
  const addresses = [...users.map((u) => u.email), ...company.map((c) => c.email), ...claims.map((c) => c.email)];
  return [...new Set(addresses.filter((a) => a !== '').map((a) => a.toLowerCase()))];
}
