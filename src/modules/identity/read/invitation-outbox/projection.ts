import { queueOutboxMails } from '../../../../platform/mail/outbox-queue';
import type { Queryable } from '../../../../platform/db';
import type { Projection } from '../../../../platform/projections';
import { PERSONAL_DATA_REDACTED } from '../../../../shared/contracts/privacy';
import { identityEvents, streams } from '../../domain/events';
import { erasureOf } from '../erasure-event';

/** NOTIFY channel the invitation dispatcher listens on (delivered when the reactor commits). */
export const INVITATION_CHANNEL = 'identity_invitations';

const INVITATION_OUTBOX = {
  table: 'idn_invitation_outbox',
  columns: ['user_id', 'company_id', 'import_id', 'invited_by', 'lang'],
  key: ['user_id'],
  channel: INVITATION_CHANNEL,
} as const;

type InvitationRow = Readonly<Record<(typeof INVITATION_OUTBOX.columns)[number], string>>;

/** Why an invitation that was still waiting is not sent: the person's address was removed before. */
export const NO_ADDRESS = 'recipient has no e-mail address';

/**
 * Reactor: an outbox row per imported user (UserInvited with `importId`), written in the
 * projection's transaction (exactly once per user; many per batch in one statement). A rebuild
 * invites no one again. An employee without e-mail (issue 33) gets no row; when a ProfileUpdated
 * removes the address of someone whose invitation is still waiting, it is marked skipped (kept,
 * so that a rebuild does not queue it again), so nothing tries to mail an address that is gone.
 * A pseudonymised person's row is deleted (issue 35, ADR 0033).
 */
export const invitationOutboxProjection: Projection = {
  name: 'identity.invitationOutbox',
  version: 1,
  eventTypes: ['identity.UserInvited', 'identity.ProfileUpdated', PERSONAL_DATA_REDACTED],
  async reset() {
    // the outbox is the record of what was sent; nothing to empty
  },
  async apply(events, tx) {
    const rows: InvitationRow[] = [];
    const cleared: string[] = [];
    const erased: string[] = [];
    for (const r of events) {
      if (r.type === PERSONAL_DATA_REDACTED) {
        erased.push(erasureOf(r).subjectId);
        continue;
      }
      const e = identityEvents.decode(r);
      if (e.type === 'identity.UserInvited') {
        if (!e.data.importId || e.data.email === '') continue;
        rows.push({ user_id: e.data.userId, company_id: e.data.companyId, import_id: e.data.importId, invited_by: e.data.invitedBy, lang: e.data.language ?? 'de' });
      } else if (e.type === 'identity.ProfileUpdated' && e.data.email === '' && e.data.previousEmail) {
        cleared.push(streams.user.idOf(r.streamId));
      }
    }
    await queueOutboxMails(tx, INVITATION_OUTBOX, rows);
    // after the batch's rows are queued (an invitation and its removal in one batch: queued and skipped at once, as in any other split)
    if (cleared.length > 0) {
      await tx.query(`UPDATE idn_invitation_outbox SET status = 'skipped', last_error = $2, locked_until = NULL WHERE user_id = ANY($1::text[]) AND status = 'pending'`, [cleared, NO_ADDRESS]);
    }
    // a pseudonymised person's row goes (its rewritten invitation has no address: a rebuild queues none)
    if (erased.length > 0) await tx.query('DELETE FROM idn_invitation_outbox WHERE user_id = ANY($1::text[])', [erased]);
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
