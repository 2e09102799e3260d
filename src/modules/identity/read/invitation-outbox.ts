import { OUTBOX_DELIVERY_COLUMNS, outboxDueIndex } from '../../../platform/mail/outbox-schema';
import type { Queryable } from '../../../platform/db';
import type { Migration } from '../../../platform/db';
import type { Projection } from '../../../platform/projections';
import { identityEvents } from '../domain/events';

/** NOTIFY channel the invitation dispatcher listens on (delivered when the reactor commits). */
export const INVITATION_CHANNEL = 'identity_invitations';

export const invitationOutboxMigrations: Migration[] = [
  {
    // One queued invitation mail per imported user (issue 13): rendered and sent by the dispatcher,
    // which issues the user's sign-in secret at send time; nothing secret is stored here.
    id: '0110_identity_invitation_outbox',
    sql: `
CREATE TABLE idn_invitation_outbox (
  user_id         text PRIMARY KEY,
  company_id      text NOT NULL,
  import_id       text NOT NULL,
  invited_by      text NOT NULL,
  lang            text NOT NULL,
${OUTBOX_DELIVERY_COLUMNS}  created_at      timestamptz NOT NULL
);
${outboxDueIndex('idn_invitation_outbox')}CREATE INDEX idn_invitation_outbox_company ON idn_invitation_outbox (company_id);
`,
  },
];

/**
 * Reactor: an outbox row per imported user (UserInvited with `importId`), written in the
 * projection's transaction (exactly once per user; many per batch in one statement). Reset keeps
 * the outbox on purpose: a rebuild must never invite anyone again.
 */
export const invitationOutboxProjection: Projection = {
  name: 'identity.invitationOutbox',
  version: 1,
  eventTypes: ['identity.UserInvited'],
  async reset() {
    // the outbox is the record of what was sent; nothing to empty
  },
  async apply(events, tx) {
    const rows: { userId: string; companyId: string; importId: string; invitedBy: string; lang: string }[] = [];
    for (const r of events) {
      const e = identityEvents.decode(r);
      if (e.type !== 'identity.UserInvited' || !e.data.importId) continue;
      rows.push({ userId: e.data.userId, companyId: e.data.companyId, importId: e.data.importId, invitedBy: e.data.invitedBy, lang: e.data.language ?? 'de' });
    }
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO idn_invitation_outbox (user_id, company_id, import_id, invited_by, lang, next_attempt_at, created_at)
       SELECT u, c, i, b, l, now(), now() FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS x(u, c, i, b, l)
       ON CONFLICT (user_id) DO NOTHING`,
      [rows.map((r) => r.userId), rows.map((r) => r.companyId), rows.map((r) => r.importId), rows.map((r) => r.invitedBy), rows.map((r) => r.lang)],
    );
    await tx.query(`SELECT pg_notify('${INVITATION_CHANNEL}', '')`);
  },
};

/** What the invitation mail of one queued user needs (their row, inviter and company). */
export interface InvitationFacts {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly companyId: string | null;
  readonly isActive: boolean;
  readonly deleted: boolean;
  /** True once the user has a password of their own (or signed in): the invitation is moot. */
  readonly hasPassword: boolean;
  readonly inviterName: string;
  /** The importer as the policy sees them now (deleted: null): the link is issued in their name. */
  readonly inviter: { readonly userId: string; readonly role: string } | null;
  readonly companyName: string;
}

export async function invitationFacts(q: Queryable, rows: readonly { user_id: string; invited_by: string }[]): Promise<Map<string, InvitationFacts>> {
  const { rows: found } = await q.query<{
    id: string;
    email: string;
    first_name: string;
    company_id: string | null;
    is_active: boolean;
    deleted_at: Date | null;
    password_hash: string;
    last_login: Date | null;
    inviter: string | null;
    inviter_id: string | null;
    inviter_role: string | null;
    company: string | null;
  }>(
    `SELECT u.id, u.email, u.first_name, u.company_id, u.is_active, u.deleted_at, u.password_hash, u.last_login,
            NULLIF(btrim(i.first_name || ' ' || i.last_name), '') AS inviter, c.name AS company,
            CASE WHEN i.deleted_at IS NULL THEN i.id END AS inviter_id, i.role AS inviter_role
       FROM unnest($1::text[], $2::text[]) AS x(user_id, invited_by)
       JOIN idn_users u ON u.id = x.user_id
       LEFT JOIN idn_users i ON i.id = x.invited_by
       LEFT JOIN idn_companies c ON c.id = u.company_id`,
    [rows.map((r) => r.user_id), rows.map((r) => r.invited_by)],
  );
  return new Map(
    found.map((u) => [
      u.id,
      {
        userId: u.id,
        email: u.email,
        firstName: u.first_name,
        companyId: u.company_id,
        isActive: u.is_active,
        deleted: u.deleted_at !== null,
        hasPassword: u.password_hash !== '' || u.last_login !== null,
        inviterName: u.inviter ?? 'Unterweisung Pro',
        inviter: u.inviter_id && u.inviter_role ? { userId: u.inviter_id, role: u.inviter_role } : null,
        companyName: u.company ?? '',
      },
    ]),
  );
}

export async function purgeInvitationOutbox(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('DELETE FROM idn_invitation_outbox WHERE company_id = $1', [companyId]);
}
