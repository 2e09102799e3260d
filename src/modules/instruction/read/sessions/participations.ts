import type { Queryable } from '../../../../platform/db';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** The classroom sessions a person was on the list of, newest first, with their signature's digest (by the person's index: the data export, issue 35). */
export async function participationsOf(
  q: Queryable,
  userId: string,
): Promise<{ sessionId: string; trainingId: string; startsAt: string; location: string; state: string; signedAt: string | null; signatureSha256: string | null }[]> {
  const { rows } = await q.query<{ session_id: string; training_id: string; starts_at: Date | string; location: string; state: string; signed_at: Date | string | null; signature_sha256: string | null }>(
    `SELECT p.session_id, s.training_id, s.starts_at, s.location, p.state, p.signed_at, p.signature_sha256
       FROM ins_participants p JOIN ins_sessions s ON s.id = p.session_id
      WHERE p.user_id = $1 ORDER BY s.starts_at DESC, p.session_id`,
    [userId],
  );
  return rows.map((r) => ({
    sessionId: r.session_id,
    trainingId: r.training_id,
    startsAt: iso(r.starts_at)!,
    location: r.location,
    state: r.state,
    signedAt: iso(r.signed_at),
    signatureSha256: r.signature_sha256,
  }));
}

/** How many classroom session lists the given people are on (the data protection preview, issue 35). */
export async function participationCount(q: Queryable, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM ins_participants WHERE user_id = ANY($1::text[])', [[...userIds]]);
  return Number(rows[0]?.n ?? 0);
}

/** The digests of a person's signatures on the tablet (their PNG files), for their pseudonymisation (issue 35). */
export async function signatureDigestsOf(q: Queryable, companyId: string, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ sha: string }>(
    `SELECT DISTINCT p.signature_sha256 AS sha FROM ins_participants p JOIN ins_sessions s ON s.id = p.session_id
      WHERE p.user_id = $1 AND s.company_id = $2 AND p.signature_sha256 IS NOT NULL`,
    [userId, companyId],
  );
  return rows.map((r) => r.sha);
}
