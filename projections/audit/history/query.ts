import { Schema } from 'effect';
import type { Queryable } from '../../../src/platform/db';
import { limitParam, notFound, pageParam } from '../../../src/platform/http';
import type { Lang } from '../../../src/platform/i18n';
import type { LocalizedText } from '../../../src/shared/contracts/catalog';
import { personalPeriodSql } from '../../compliance/personal-period';
import { validUntilSql } from '../../compliance/status-rules';
import { TRAIL_COLUMNS } from '../trail/queries';
import type * as Audit from '../../../src/shared/contracts/audit';
import { foldHistory, PERSON_EVENT_KINDS, type HistoryKind, type HistoryRow, type TrainingInfo } from './fold';

export const HISTORY_MAX_LIMIT = 50;
export const HISTORY_DEFAULT_LIMIT = 20;
/** At most this many of the person's own rows, and of their groups' and bundles' rows, are read (newest first). */
export const HISTORY_ROW_CAP = 20_000;

/** GET /api/audit/people/{userId}/history: a page of trainings (the person's own events always come whole). */
export const HistoryQuery = Schema.Struct({
  page: pageParam(),
  limit: limitParam(HISTORY_MAX_LIMIT, HISTORY_DEFAULT_LIMIT, { de: `Pro Seite sind 1 bis ${HISTORY_MAX_LIMIT} Schulungen möglich.`, en: `A page holds 1 to ${HISTORY_MAX_LIMIT} trainings.` }),
});


export type PersonHistory = Audit.PersonHistory<HistoryKind>;

const OWN_KINDS = [
  ...PERSON_EVENT_KINDS,
  'learning.started',
  'learning.module_completed',
  'learning.quiz_passed',
  'learning.quiz_failed',
  'learning.completed',
  'learning.practical_part_signed_off',
];
const GROUP_KINDS = ['group.training_assigned', 'group.training_unassigned', 'group.deadline_set', 'group.bundle_assigned', 'group.bundle_unassigned', 'group.deleted'];
const BUNDLE_KINDS = ['bundle.trainings_set', 'bundle.deleted'];

/**
 * The rows that complete a cycle: a completion, except a blended training's online part, which
 * counts only from the sign-off of its practical part (ADR 0022).
 */
const COMPLETES = `(x.kind = 'learning.practical_part_signed_off' OR (x.kind = 'learning.completed' AND (x.data->>'practicalPartRequired') IS DISTINCT FROM 'true'))`;

/**
 * A completion's validity end by the compliance rule (validUntilSql over the training's current
 * period, at most six months for a person under 18 on that day by their current date of birth, as
 * the as-of report counts it from aof_birth_dates); null when it never ends.
 */
const VALID_UNTIL = `CASE WHEN ${COMPLETES} THEN (
    SELECT CASE WHEN v = 'infinity'::timestamptz THEN NULL ELSE to_char(v AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END
      FROM (SELECT ${validUntilSql('x.at', 'tr.requires_recertification', personalPeriodSql('tr.period_months', 'bd.date_of_birth', 'x.at'))} AS v
              FROM aud_trainings tr
              LEFT JOIN aof_birth_dates bd ON bd.user_id = x.user_id AND bd.valid_to = 'infinity'::timestamptz
             WHERE tr.training_id = x.training_id) y
  ) END AS valid_until`;

async function rowsWhere(q: Queryable, companyId: string, column: 'user_id' | 'group_id' | 'bundle_id' | 'training_id', ids: readonly string[], kinds: readonly string[]): Promise<HistoryRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<HistoryRow>(
    `SELECT x.*, ${VALID_UNTIL} FROM (
       SELECT ${TRAIL_COLUMNS} FROM aud_trail WHERE company_id = $1 AND ${column} = ANY($2::text[]) AND kind = ANY($3::text[])
        ORDER BY at DESC, global_position DESC LIMIT $4) x`,
    [companyId, ids, kinds, HISTORY_ROW_CAP],
  );
  return rows;
}

/** The person's history; 404 when the person is not one of the company's (never was). */
export async function personHistory(q: Queryable, companyId: string, userId: string, page: number, limit: number, lang: Lang): Promise<PersonHistory> {
  const { rows: people } = await q.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM aud_people WHERE user_id = $1 AND company_id = $2', [userId, companyId]);
  const p = people[0];
  if (!p) throw notFound({ de: 'Diese Person gibt es in Ihrem Unternehmen nicht.', en: 'There is no such person in your company.' });

  const own = await rowsWhere(q, companyId, 'user_id', [userId], OWN_KINDS);
  const groupIds = [...new Set(own.filter((r) => r.kind === 'group.member_added').map((r) => r.group_id!))];
  const groupRows = await rowsWhere(q, companyId, 'group_id', groupIds, GROUP_KINDS);
  const bundleIds = [...new Set(groupRows.filter((r) => r.kind === 'group.bundle_assigned').map((r) => r.bundle_id!))];
  const bundleRows = await rowsWhere(q, companyId, 'bundle_id', bundleIds, BUNDLE_KINDS);
  const trainingIds = new Set<string>();
  for (const r of [...own, ...groupRows]) if (r.training_id) trainingIds.add(r.training_id);
  for (const r of bundleRows) if (Array.isArray(r.data.trainingIds)) for (const t of r.data.trainingIds) if (typeof t === 'string') trainingIds.add(t);
  const deletions = await rowsWhere(q, companyId, 'training_id', [...trainingIds], ['training.deleted']);
  const { rows: infos } = await q.query<{ training_id: string; title: LocalizedText; deleted_at: Date | string | null }>(
    'SELECT training_id, title, deleted_at FROM aud_trainings WHERE company_id = $1 AND training_id = ANY($2::text[])',
    [companyId, [...trainingIds]],
  );
  const trainings = new Map<string, TrainingInfo>(infos.map((t) => [t.training_id, { title: t.title, deletedAt: t.deleted_at === null ? null : new Date(t.deleted_at).toISOString() }]));

  const truncated = [own, groupRows, bundleRows, deletions].some((rs) => rs.length >= HISTORY_ROW_CAP);
  const folded = foldHistory([...own, ...groupRows, ...bundleRows, ...deletions], trainings, lang);
  const total = folded.trainings.length;
  return {
    person: { id: userId, name: `${p.first_name} ${p.last_name}`.trim() },
    entries: folded.person.reverse(),
    trainings: folded.trainings.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalTrainings: total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    truncated,
  };
}
