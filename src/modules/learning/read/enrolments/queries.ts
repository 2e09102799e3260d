import type { Queryable } from '../../../../platform/db';
import type { CompletionSnapshot, PresenceRecord } from '../../domain/events';
import type { CompletionMethod } from '../../../../shared/contracts/learning';
import type { PracticalPart, Step } from '../../domain/enrolment';
import { asTrainingId, asUserId, type TrainingId, type UserId } from '../../../../shared/contracts/ids';

export interface EnrolmentRow {
  readonly streamId: string;
  readonly enrolmentId: string;
  readonly userId: string;
  readonly trainingId: string;
  readonly cycle: number;
  readonly startedAt: string;
  readonly lastActivityAt: string;
  readonly modulesCompleted: number;
  readonly step: Step;
  readonly completedAt: string | null;
  readonly completionId: string | null;
  /** The cycle's online part is completed and waits for the sign-off of its practical part. */
  readonly practicalPending: boolean;
}

export interface CompletionRow {
  readonly completionId: string;
  readonly companyId: string;
  readonly userId: UserId;
  readonly trainingId: TrainingId;
  readonly enrolmentId: string;
  readonly cycle: number;
  readonly completedAt: string;
  readonly percent: number;
  readonly correct: number;
  readonly total: number;
  readonly contentVersion: string;
  readonly confirmation: string;
  readonly snapshot: CompletionSnapshot;
  /** When the completion counts (validity starts): the online completion, or for a blended training the sign-off; null while that is pending. */
  readonly countsFrom: string | null;
  /** Blended training: the in-person part, null while it waits for its sign-off; undefined for a training without one. */
  readonly practical?: PracticalPart | null;
  /** How it came about (issue 32): online, in a classroom session, or from a signed paper list; with the session then. */
  readonly method: CompletionMethod;
  /** How the person confirmed: password or PIN online (issue 33), signature or paper in a classroom session. */
  readonly confirmedBy: 'password' | 'pin' | 'signature' | 'paper';
  readonly presence: PresenceRecord | null;
  /** The language version it was delivered in (issue 34); null: not recorded (before language versions, or in a classroom session). */
  readonly language: string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

interface RawEnrolment {
  stream_id: string;
  enrolment_id: string;
  user_id: string;
  training_id: string;
  cycle: number;
  started_at: Date | string;
  last_activity_at: Date | string;
  modules_completed: number;
  step: string;
  completed_at: Date | string | null;
  completion_id: string | null;
  practical_pending: boolean;
}
const ENROLMENT_COLUMNS = 'stream_id, enrolment_id, user_id, training_id, cycle, started_at, last_activity_at, modules_completed, step, completed_at, completion_id, practical_pending';
const toEnrolment = (r: RawEnrolment): EnrolmentRow => ({
  streamId: r.stream_id,
  enrolmentId: r.enrolment_id,
  userId: r.user_id,
  trainingId: r.training_id,
  cycle: r.cycle,
  startedAt: iso(r.started_at)!,
  lastActivityAt: iso(r.last_activity_at)!,
  modulesCompleted: r.modules_completed,
  step: r.step as Step,
  completedAt: iso(r.completed_at),
  completionId: r.completion_id,
  practicalPending: r.practical_pending,
});

interface RawCompletion {
  completion_id: string;
  company_id: string;
  user_id: string;
  training_id: string;
  enrolment_id: string;
  cycle: number;
  completed_at: Date | string;
  percent: number;
  correct: number;
  total: number;
  content_version: string;
  confirmation: string;
  snapshot: CompletionSnapshot | string;
  practical_required: boolean;
  practical: PracticalPart | string | null;
  valid_from: Date | string | null;
  method: CompletionMethod;
  presence: PresenceRecord | string | null;
  confirmed_by: CompletionRow['confirmedBy'];
  language: string | null;
}
const COMPLETION_COLUMNS =
  'completion_id, company_id, user_id, training_id, enrolment_id, cycle, completed_at, percent, correct, total, content_version, confirmation, snapshot, practical_required, practical, valid_from, method, presence, confirmed_by, language';
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const toCompletion = (r: RawCompletion): CompletionRow => ({
  completionId: r.completion_id,
  companyId: r.company_id,
  userId: asUserId(r.user_id),
  trainingId: asTrainingId(r.training_id),
  enrolmentId: r.enrolment_id,
  cycle: r.cycle,
  completedAt: iso(r.completed_at)!,
  percent: r.percent,
  correct: r.correct,
  total: r.total,
  contentVersion: r.content_version,
  confirmation: r.confirmation,
  snapshot: json(r.snapshot),
  countsFrom: iso(r.valid_from),
  method: r.method,
  confirmedBy: r.confirmed_by,
  language: r.language,
  presence: r.presence === null ? null : json(r.presence),
  ...(r.practical_required ? { practical: r.practical === null ? null : json(r.practical) } : {}),
});

/** The latest cycle of one user in one training. */
export async function latestEnrolment(q: Queryable, companyId: string, userId: string, trainingId: string): Promise<EnrolmentRow | undefined> {
  const { rows } = await q.query<RawEnrolment>(
    `SELECT ${ENROLMENT_COLUMNS} FROM learn_enrolments WHERE company_id = $1 AND user_id = $2 AND training_id = $3 ORDER BY cycle DESC LIMIT 1`,
    [companyId, userId, trainingId],
  );
  return rows[0] ? toEnrolment(rows[0]) : undefined;
}

/** The latest cycle number of each of these users for one training (users without any: absent). */
export async function latestCycles(q: Queryable, companyId: string, userIds: readonly string[], trainingId: string): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await q.query<{ user_id: string; cycle: number }>(
    'SELECT user_id, max(cycle) AS cycle FROM learn_enrolments WHERE company_id = $1 AND training_id = $2 AND user_id = ANY($3::text[]) GROUP BY user_id',
    [companyId, trainingId, userIds],
  );
  return new Map(rows.map((r) => [r.user_id, Number(r.cycle)]));
}

/** Per (user, training): the latest cycle and the latest completion that counts (a blended one once signed off), for the given users and trainings. */
export async function learningState(
  q: Queryable,
  companyId: string,
  userIds: readonly string[],
  trainingIds: readonly string[] | null,
): Promise<{ enrolments: Map<string, EnrolmentRow>; completions: Map<string, CompletionRow> }> {
  const enrolments = new Map<string, EnrolmentRow>();
  const completions = new Map<string, CompletionRow>();
  if (userIds.length === 0 || (trainingIds && trainingIds.length === 0)) return { enrolments, completions };
  const [e, c] = await Promise.all([
    q.query<RawEnrolment>(
      `SELECT DISTINCT ON (user_id, training_id) ${ENROLMENT_COLUMNS} FROM learn_enrolments
        WHERE company_id = $1 AND user_id = ANY($2::text[]) AND ($3::text[] IS NULL OR training_id = ANY($3::text[]))
        ORDER BY user_id, training_id, cycle DESC`,
      [companyId, userIds, trainingIds],
    ),
    q.query<RawCompletion>(
      `SELECT DISTINCT ON (user_id, training_id) ${COMPLETION_COLUMNS} FROM learn_completions
        WHERE company_id = $1 AND user_id = ANY($2::text[]) AND ($3::text[] IS NULL OR training_id = ANY($3::text[])) AND valid_from IS NOT NULL
        ORDER BY user_id, training_id, valid_from DESC`,
      [companyId, userIds, trainingIds],
    ),
  ]);
  for (const r of e.rows) enrolments.set(`${r.user_id}:${r.training_id}`, toEnrolment(r));
  for (const r of c.rows) completions.set(`${r.user_id}:${r.training_id}`, toCompletion(r));
  return { enrolments, completions };
}

/** A user's completions, newest first, one page. */
export async function userCompletions(q: Queryable, companyId: string, userId: string, page: number, limit: number): Promise<{ rows: CompletionRow[]; total: number }> {
  const [list, count] = await Promise.all([
    q.query<RawCompletion>(
      `SELECT ${COMPLETION_COLUMNS} FROM learn_completions WHERE company_id = $1 AND user_id = $2 ORDER BY completed_at DESC, completion_id LIMIT $3 OFFSET $4`,
      [companyId, userId, limit, (page - 1) * limit],
    ),
    q.query<{ n: string | number }>('SELECT count(*) AS n FROM learn_completions WHERE company_id = $1 AND user_id = $2', [companyId, userId]),
  ]);
  return { rows: list.rows.map(toCompletion), total: Number(count.rows[0]?.n ?? 0) };
}

/** How many completions of a user count, all trainings and cycles (one waiting for its practical part does not yet). */
export async function completionCount(q: Queryable, companyId: string, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: string | number }>('SELECT count(*) AS n FROM learn_completions WHERE company_id = $1 AND user_id = $2 AND valid_from IS NOT NULL', [companyId, userId]);
  return Number(rows[0]?.n ?? 0);
}

export async function getCompletion(q: Queryable, companyId: string, completionId: string): Promise<CompletionRow | undefined> {
  const { rows } = await q.query<RawCompletion>(`SELECT ${COMPLETION_COLUMNS} FROM learn_completions WHERE company_id = $1 AND completion_id = $2`, [companyId, completionId]);
  return rows[0] ? toCompletion(rows[0]) : undefined;
}

/** A learner's date of birth (`YYYY-MM-DD`) as identity recorded it, or null. */
export async function birthDate(q: Queryable, companyId: string, userId: string): Promise<string | null> {
  const { rows } = await q.query<{ date_of_birth: string | null }>('SELECT date_of_birth FROM learn_birth_dates WHERE company_id = $1 AND user_id = $2', [companyId, userId]);
  return rows[0]?.date_of_birth ?? null;
}

/** What the read model knows of one learner and one training: the latest cycle, the latest completion and the date of birth. */
export interface LearnerRecord {
  readonly latest: EnrolmentRow | undefined;
  readonly lastCompletion: CompletionRow | undefined;
  readonly dateOfBirth: string | null;
}

export async function learnerRecord(q: Queryable, companyId: string, userId: UserId, trainingId: TrainingId): Promise<LearnerRecord> {
  const [{ enrolments, completions }, dateOfBirth] = await Promise.all([learningState(q, companyId, [userId], [trainingId]), birthDate(q, companyId, userId)]);
  return { latest: enrolments.get(`${userId}:${trainingId}`), lastCompletion: completions.get(`${userId}:${trainingId}`), dateOfBirth };
}
