import type { Queryable } from '../../../../platform/db';
import type { Language } from '../../domain/events';
import { languageOr } from './queries';

/** The user a (current) invitation link belongs to, found by the token's hash; expired links too (the decider says no). */
export interface InvitationTarget {
  readonly userId: string;
  readonly companyId: string | null;
  readonly email: string;
  readonly firstName: string;
  readonly companyName: string;
  readonly expiresAt: Date;
  readonly language: Language;
}

export async function findInvitation(q: Queryable, tokenHash: string): Promise<InvitationTarget | undefined> {
  const { rows } = await q.query<{
    id: string;
    company_id: string | null;
    email: string;
    first_name: string;
    c_name: string | null;
    invitation_expires_at: Date | string;
    language: string | null;
  }>(
    `SELECT u.id, u.company_id, u.email, u.first_name, c.name AS c_name, u.invitation_expires_at, u.language
       FROM idn_users u LEFT JOIN idn_companies c ON c.id = u.company_id
      WHERE u.invitation_token_hash = $1 AND u.invitation_pending AND u.deleted_at IS NULL`,
    [tokenHash],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    userId: r.id,
    companyId: r.company_id,
    email: r.email,
    firstName: r.first_name,
    companyName: r.c_name ?? '',
    expiresAt: new Date(r.invitation_expires_at),
    language: languageOr(r.language),
  };
}
