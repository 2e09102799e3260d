import type { Queryable } from '../../../platform/db';
import { DEFAULT_RETENTION_POLICY, type RetentionPolicy } from '../../../shared/contracts/privacy';

export interface StoredPolicy extends RetentionPolicy {
  readonly worksCouncilMode: boolean;
  readonly changedBy: string | null;
  readonly changedAt: string | null;
}

interface PolicyRow {
  evidence_years: number;
  quiz_attempts_months: number;
  watch_intervals_months: number;
  questions_months: number;
  read_receipts_months: number;
  sign_in_history_months: number;
  leaver_grace_days: number;
  works_council_mode: boolean;
  changed_by: string;
  changed_at: Date | string;
}

/** The company's policy as last changed, else the defaults. */
export async function storedPolicy(q: Queryable, companyId: string): Promise<StoredPolicy> {
  const { rows } = await q.query<PolicyRow>('SELECT * FROM prv_policies WHERE company_id = $1', [companyId]);
  const r = rows[0];
  if (!r) return { ...DEFAULT_RETENTION_POLICY, worksCouncilMode: false, changedBy: null, changedAt: null };
  return {
    evidenceYears: r.evidence_years,
    quizAttemptsMonths: r.quiz_attempts_months,
    watchIntervalsMonths: r.watch_intervals_months,
    questionsMonths: r.questions_months,
    readReceiptsMonths: r.read_receipts_months,
    signInHistoryMonths: r.sign_in_history_months,
    leaverGraceDays: r.leaver_grace_days,
    worksCouncilMode: r.works_council_mode,
    changedBy: r.changed_by,
    changedAt: new Date(r.changed_at).toISOString(),
  };
}

/** Whether the company's works-council mode is on (one indexed read by primary key). */
export async function worksCouncilModeOf(q: Queryable, companyId: string): Promise<boolean> {
  const { rows } = await q.query<{ on: boolean }>('SELECT works_council_mode AS on FROM prv_policies WHERE company_id = $1', [companyId]);
  return rows[0]?.on ?? false;
}

export interface HoldRow {
  readonly userId: string;
  readonly reason: string;
  readonly placedBy: string;
  readonly placedAt: string;
}

/** A page of the company's legal holds, newest first. */
export async function legalHoldPage(q: Queryable, companyId: string, offset: number, limit: number): Promise<{ rows: HoldRow[]; total: number }> {
  const { rows } = await q.query<{ user_id: string; reason: string; placed_by: string; placed_at: Date | string; total: string }>(
    `SELECT user_id, reason, placed_by, placed_at, count(*) OVER ()::text AS total
       FROM prv_legal_holds WHERE company_id = $1 ORDER BY placed_at DESC, user_id LIMIT $2 OFFSET $3`,
    [companyId, limit, offset],
  );
  return {
    rows: rows.map((r) => ({ userId: r.user_id, reason: r.reason, placedBy: r.placed_by, placedAt: new Date(r.placed_at).toISOString() })),
    total: rows[0] ? Number(rows[0].total) : offset > 0 ? await countHolds(q, companyId) : 0,
  };
}

async function countHolds(q: Queryable, companyId: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM prv_legal_holds WHERE company_id = $1', [companyId]);
  return Number(rows[0]?.n ?? 0);
}

export async function purgePrivacyTenant(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('DELETE FROM prv_policies WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM prv_legal_holds WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM prv_erasures WHERE company_id = $1', [companyId]);
}

/** The pseudonymisations and erasures of a company, newest first (the page's last runs). */
export interface ErasureRow {
  readonly userId: string;
  readonly stage: 'pseudonymised' | 'erased';
  readonly pseudonym: string;
  readonly reason: string;
  readonly requestedBy: string | null;
  readonly redactedAt: string;
  readonly redactedEvents: number;
}

export async function erasurePage(q: Queryable, companyId: string, offset: number, limit: number): Promise<{ rows: ErasureRow[]; total: number }> {
  const [{ rows }, { rows: n }] = await Promise.all([
    q.query<{ user_id: string; stage: 'pseudonymised' | 'erased'; pseudonym: string; reason: string; requested_by: string | null; redacted_at: Date | string; redacted_events: number }>(
      `SELECT user_id, stage, pseudonym, reason, requested_by, redacted_at, redacted_events FROM prv_erasures
        WHERE company_id = $1 ORDER BY redacted_at DESC, user_id LIMIT $2 OFFSET $3`,
      [companyId, limit, offset],
    ),
    q.query<{ n: string }>('SELECT count(*)::text AS n FROM prv_erasures WHERE company_id = $1', [companyId]),
  ]);
  return {
    rows: rows.map((r) => ({
      userId: r.user_id,
      stage: r.stage,
      pseudonym: r.pseudonym,
      reason: r.reason,
      requestedBy: r.requested_by,
      redactedAt: new Date(r.redacted_at).toISOString(),
      redactedEvents: r.redacted_events,
    })),
    total: Number(n[0]?.n ?? 0),
  };
}

/** The hold standing on a person, if any. */
export async function legalHoldOf(q: Queryable, userId: string): Promise<HoldRow | null> {
  const { rows } = await q.query<{ user_id: string; reason: string; placed_by: string; placed_at: Date | string }>('SELECT user_id, reason, placed_by, placed_at FROM prv_legal_holds WHERE user_id = $1', [userId]);
  const r = rows[0];
  return r ? { userId: r.user_id, reason: r.reason, placedBy: r.placed_by, placedAt: new Date(r.placed_at).toISOString() } : null;
}

/** The people of a company under legal hold now (holds are few: a case, an accident). */
export async function heldUserIds(q: Queryable, companyId: string): Promise<string[]> {
  const { rows } = await q.query<{ user_id: string }>('SELECT user_id FROM prv_legal_holds WHERE company_id = $1', [companyId]);
  return rows.map((r) => r.user_id);
}

/** The erasures since an instant (the job finishes their file deletions again: idempotent). */
export async function recentErasures(q: Queryable, since: Date): Promise<{ companyId: string; userId: string }[]> {
  const { rows } = await q.query<{ company_id: string; user_id: string }>(
    "SELECT company_id, user_id FROM prv_erasures WHERE stage = 'pseudonymised' AND redacted_at >= $1 ORDER BY redacted_at, user_id",
    [since.toISOString()],
  );
  return rows.map((r) => ({ companyId: r.company_id, userId: r.user_id }));
}
