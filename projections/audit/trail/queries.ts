import type { Queryable } from '../../../src/platform/db';
import { localizedText, type Lang } from '../../../src/platform/i18n';
import type { LocalizedText } from '../../../src/shared/contracts/catalog';
import { trailText } from './text';
import type { TrailKind } from './vocabulary';
import type * as Audit from '../../../src/shared/contracts/audit';

/** The filters of the trail (all optional, combinable). `to` is exclusive. */
export interface TrailFilter {
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  readonly actorId?: string | undefined;
  readonly userId?: string | undefined;
  readonly trainingId?: string | undefined;
  readonly groupId?: string | undefined;
  readonly kinds?: readonly TrailKind[] | undefined;
}


/** One line of the trail as the API answers it. */
export type TrailItem = Audit.TrailItem<TrailKind>;

export interface RawTrailRow {
  event_id: string;
  global_position: string;
  recorded_at: Date | string;
  at: Date | string;
  kind: TrailKind;
  actor_id: string | null;
  actor_name: string | null;
  user_id: string | null;
  user_name: string | null;
  training_id: string | null;
  training_title: LocalizedText | null;
  group_id: string | null;
  group_name: string | null;
  bundle_id: string | null;
  bundle_name: string | null;
  cycle: number | null;
  data: Record<string, unknown>;
}

export const TRAIL_COLUMNS = `event_id, global_position::text AS global_position, recorded_at, at, kind, actor_id, actor_name, user_id, user_name,
  training_id, training_title, group_id, group_name, bundle_id, bundle_name, cycle, data`;

const iso = (v: Date | string) => new Date(v).toISOString();

export function toItem(r: RawTrailRow, lang: Lang): TrailItem {
  const line = {
    kind: r.kind,
    actorId: r.actor_id,
    actorName: r.actor_name,
    userId: r.user_id,
    userName: r.user_name,
    trainingTitle: r.training_title,
    groupName: r.group_name,
    bundleName: r.bundle_name,
    cycle: r.cycle,
    data: r.data,
  };
  return {
    id: r.event_id,
    at: iso(r.at),
    recordedAt: iso(r.recorded_at),
    position: r.global_position,
    type: r.kind,
    actor: { id: r.actor_id, name: r.actor_name },
    userId: r.user_id,
    trainingId: r.training_id,
    groupId: r.group_id,
    bundleId: r.bundle_id,
    names: { user: r.user_name, training: r.training_title === null ? null : localizedText(r.training_title, lang), group: r.group_name, bundle: r.bundle_name },
    cycle: r.cycle,
    text: trailText(line, lang),
  };
}

/** The WHERE clause of a filter over `aud_trail`, with its parameters after `first` ones. */
export function whereOf(companyId: string, f: TrailFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [companyId];
  const cond = ['company_id = $1'];
  const add = (sql: (p: string) => string, v: unknown) => {
    params.push(v);
    cond.push(sql(`$${params.length}`));
  };
  if (f.from) add((p) => `at >= ${p}`, f.from);
  if (f.to) add((p) => `at < ${p}`, f.to);
  if (f.actorId) add((p) => `actor_id = ${p}`, f.actorId);
  if (f.userId) add((p) => `user_id = ${p}`, f.userId);
  if (f.trainingId) add((p) => `training_id = ${p}`, f.trainingId);
  if (f.groupId) add((p) => `group_id = ${p}`, f.groupId);
  if (f.kinds?.length) add((p) => `kind = ANY(${p}::text[])`, f.kinds);
  return { sql: cond.join(' AND '), params };
}

/** One page of the trail, newest first, and how many lines the filter matches. */
export async function trailPage(q: Queryable, companyId: string, f: TrailFilter, page: number, limit: number, lang: Lang): Promise<{ items: TrailItem[]; total: number }> {
  const w = whereOf(companyId, f);
  const n = w.params.length;
  const [rows, count] = await Promise.all([
    q.query<RawTrailRow>(
      `SELECT ${TRAIL_COLUMNS} FROM aud_trail WHERE ${w.sql} ORDER BY at DESC, global_position DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...w.params, limit, (page - 1) * limit],
    ),
    q.query<{ total: string }>(`SELECT count(*)::text AS total FROM aud_trail WHERE ${w.sql}`, w.params),
  ]);
  return { items: rows.rows.map((r) => toItem(r, lang)), total: Number(count.rows[0]?.total ?? 0) };
}

/**
 * Every line of a filter, newest first, in batches read by keyset (at, global_position): the
 * caller holds one batch at a time, however many lines the filter matches.
 */
export async function* trailBatches(q: Queryable, companyId: string, f: TrailFilter, batchSize = 1000): AsyncGenerator<RawTrailRow[]> {
  const w = whereOf(companyId, f);
  const n = w.params.length;
  let cursor: { at: Date | string; gp: string } | null = null;
  for (;;) {
    const page: { rows: RawTrailRow[] } = cursor
      ? await q.query<RawTrailRow>(
          `SELECT ${TRAIL_COLUMNS} FROM aud_trail WHERE ${w.sql} AND (at, global_position) < ($${n + 1}::timestamptz, $${n + 2}::bigint)
            ORDER BY at DESC, global_position DESC LIMIT $${n + 3}`,
          [...w.params, cursor.at, cursor.gp, batchSize],
        )
      : await q.query<RawTrailRow>(`SELECT ${TRAIL_COLUMNS} FROM aud_trail WHERE ${w.sql} ORDER BY at DESC, global_position DESC LIMIT $${n + 1}`, [...w.params, batchSize]);
    if (page.rows.length === 0) return;
    yield page.rows;
    if (page.rows.length < batchSize) return;
    const last = page.rows[page.rows.length - 1]!;
    cursor = { at: last.at, gp: last.global_position };
  }
}
