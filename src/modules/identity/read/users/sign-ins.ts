import type { Queryable } from '../../../../platform/db';

/** A sign-in (session) of a person: begun, last seen, until when it works, ended (signed out, revoked). */
export interface SignInRecord {
  readonly startedAt: string;
  readonly lastSeenAt: string | null;
  readonly expiresAt: string;
  readonly endedAt: string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** Every sign-in of one person, newest first (by the person's index: the data export, issue 35). */
export async function signInsOf(q: Queryable, userId: string): Promise<SignInRecord[]> {
  const { rows } = await q.query<{ created_at: Date | string; last_seen_at: Date | string | null; expires_at: Date | string; revoked_at: Date | string | null }>(
    `SELECT s.created_at, a.last_seen_at, s.expires_at, s.revoked_at
       FROM idn_sessions s LEFT JOIN idn_session_activity a ON a.session_id = s.id
      WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id`,
    [userId],
  );
  return rows.map((r) => ({ startedAt: iso(r.created_at)!, lastSeenAt: iso(r.last_seen_at), expiresAt: iso(r.expires_at)!, endedAt: iso(r.revoked_at) }));
}
