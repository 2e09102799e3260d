import { pageWithTotal, type Queryable } from '../../../../platform/db';
import type { SessionPlan, SessionStatus } from '../../domain/session';

export type SessionStatusFilter = 'planned' | 'open' | 'closed' | 'all';
export type ParticipantState = 'invited' | 'signed' | 'absent';

export interface SessionRow extends SessionPlan {
  readonly id: string;
  readonly notes: string | null;
  readonly status: SessionStatus;
  readonly openedAt: string | null;
  readonly closedAt: string | null;
  readonly closedBy: string | null;
  readonly method: 'presence' | 'presence-paper' | null;
  readonly instructorSignatureSha256: string | null;
  readonly scanSha256: string | null;
  readonly scanType: string | null;
  readonly corrections: number;
  readonly participantCount: number;
  readonly signedCount: number;
}

export interface ParticipantRow {
  readonly userId: string;
  readonly state: ParticipantState;
  readonly addedAt: string;
  readonly signedAt: string | null;
  readonly signatureSha256: string | null;
}

interface RawSession {
  id: string;
  company_id: string;
  training_id: string;
  starts_at: Date | string;
  duration_minutes: number;
  location: string;
  instructor_id: string;
  notes: string | null;
  status: SessionRow['status'];
  planned_by: string;
  opened_at: Date | string | null;
  closed_at: Date | string | null;
  closed_by: string | null;
  method: SessionRow['method'];
  instructor_signature_sha256: string | null;
  scan_sha256: string | null;
  scan_type: string | null;
  corrections: number;
  participant_count: string;
  signed_count: string;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

const SELECT = `SELECT s.id, s.company_id, s.training_id, s.starts_at, s.duration_minutes, s.location, s.instructor_id, s.notes, s.status,
  s.planned_by, s.opened_at, s.closed_at, s.closed_by, s.method, s.instructor_signature_sha256, s.scan_sha256, s.scan_type, s.corrections,
  (SELECT count(*) FROM ins_participants p WHERE p.session_id = s.id)::text AS participant_count,
  (SELECT count(*) FROM ins_participants p WHERE p.session_id = s.id AND p.state = 'signed')::text AS signed_count`;

const toSession = (r: RawSession): SessionRow => ({
  id: r.id,
  companyId: r.company_id,
  trainingId: r.training_id,
  startsAt: iso(r.starts_at),
  durationMinutes: r.duration_minutes,
  location: r.location,
  instructorId: r.instructor_id,
  notes: r.notes,
  status: r.status,
  plannedBy: r.planned_by,
  openedAt: isoOrNull(r.opened_at),
  closedAt: isoOrNull(r.closed_at),
  closedBy: r.closed_by,
  method: r.method,
  instructorSignatureSha256: r.instructor_signature_sha256,
  scanSha256: r.scan_sha256,
  scanType: r.scan_type,
  corrections: r.corrections,
  participantCount: Number(r.participant_count),
  signedCount: Number(r.signed_count),
});

/** One page of the company's sessions, latest start first, by status and a start range (either end open). */
export async function listSessions(
  q: Queryable,
  o: { companyId: string; status: SessionStatusFilter; from: Date | null; to: Date | null; page: number; pageSize: number },
): Promise<{ rows: SessionRow[]; total: number }> {
  const { rows, total } = await pageWithTotal<RawSession>(q, {
    select: SELECT,
    from: `FROM ins_sessions s WHERE s.company_id = $1 AND ($2::text = 'all' OR s.status = $2)
      AND ($3::timestamptz IS NULL OR s.starts_at >= $3) AND ($4::timestamptz IS NULL OR s.starts_at < $4)`,
    orderBy: 's.starts_at DESC, s.id',
    params: [o.companyId, o.status, o.from, o.to],
    limit: o.pageSize,
    offset: (o.page - 1) * o.pageSize,
  });
  return { rows: rows.map(toSession), total };
}

export interface CorrectionRow {
  readonly reason: string;
  readonly correction: string;
  readonly correctedBy: string;
  readonly correctedAt: string;
}

/** The corrections of a closed session, oldest first. */
export async function sessionCorrections(q: Queryable, id: string): Promise<CorrectionRow[]> {
  const { rows } = await q.query<{ reason: string; correction: string; corrected_by: string; corrected_at: Date | string }>(
    'SELECT reason, correction, corrected_by, corrected_at FROM ins_corrections WHERE session_id = $1 ORDER BY seq',
    [id],
  );
  return rows.map((r) => ({ reason: r.reason, correction: r.correction, correctedBy: r.corrected_by, correctedAt: iso(r.corrected_at) }));
}

/** The hash of a participant's signature in a session of the company (null: none such, or not signed on the tablet). */
export async function participantSignature(q: Queryable, companyId: string, sessionId: string, userId: string): Promise<string | null> {
  const { rows } = await q.query<{ signature_sha256: string | null }>(
    'SELECT signature_sha256 FROM ins_participants WHERE session_id = $1 AND user_id = $2 AND company_id = $3',
    [sessionId, userId, companyId],
  );
  return rows[0]?.signature_sha256 ?? null;
}

/** Removes a company's sessions (the operator deletes the company). */
export async function purgeSessions(q: Queryable, companyId: string): Promise<void> {
  await q.query('DELETE FROM ins_corrections WHERE company_id = $1', [companyId]);
  await q.query('DELETE FROM ins_participants WHERE company_id = $1', [companyId]);
  await q.query('DELETE FROM ins_sessions WHERE company_id = $1', [companyId]);
}

/** A session of the company with its participant list (by when each was put on it, then id); undefined: none such. */
/** A session's row with its participants' rows. */
export interface FoundSession {
  readonly session: SessionRow;
  readonly participants: readonly ParticipantRow[];
}

export async function getSession(q: Queryable, companyId: string, id: string): Promise<FoundSession | undefined> {
  const { rows } = await q.query<RawSession>(`${SELECT} FROM ins_sessions s WHERE s.id = $1 AND s.company_id = $2`, [id, companyId]);
  const row = rows[0];
  if (!row) return undefined;
  const { rows: people } = await q.query<{ user_id: string; state: ParticipantState; added_at: Date | string; signed_at: Date | string | null; signature_sha256: string | null }>(
    'SELECT user_id, state, added_at, signed_at, signature_sha256 FROM ins_participants WHERE session_id = $1 ORDER BY added_at, user_id',
    [id],
  );
  return {
    session: toSession(row),
    participants: people.map((p) => ({ userId: p.user_id, state: p.state, addedAt: iso(p.added_at), signedAt: isoOrNull(p.signed_at), signatureSha256: p.signature_sha256 })),
  };
}
