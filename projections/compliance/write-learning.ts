import type { Queryable } from '../../src/platform/db';
import { key, type BatchFacts } from './facts';

const col = <T>(rows: readonly T[], f: (r: T) => unknown) => rows.map(f);

/** Cycle starts and completions; returns the (user, training) pairs whose learning changed. */
export async function writeLearning(tx: Queryable, f: BatchFacts): Promise<[string, string][]> {
  const touched = new Map<string, [string, string]>();
  const starts = [...f.starts];
  if (starts.length) {
    await tx.query(
      `INSERT INTO cmp_enrolments (stream_id, company_id, user_id, training_id, cycle) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::integer[])
       ON CONFLICT (stream_id) DO NOTHING`,
      [col(starts, ([s]) => s), col(starts, ([, x]) => x.companyId), col(starts, ([, x]) => x.userId), col(starts, ([, x]) => x.trainingId), col(starts, ([, x]) => x.cycle)],
    );
    // the latest cycle per (user, training) of this batch
    const latest = new Map<string, { companyId: string; userId: string; trainingId: string; cycle: number; startedAt: string }>();
    for (const [, x] of starts) {
      const k = key(x.userId, x.trainingId);
      if ((latest.get(k)?.cycle ?? -1) < x.cycle) latest.set(k, x);
      touched.set(k, [x.userId, x.trainingId]);
    }
    const rows = [...latest.values()];
    await tx.query(
      `INSERT INTO cmp_learning (company_id, user_id, training_id, latest_cycle, started_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::timestamptz[])
       ON CONFLICT (user_id, training_id) DO UPDATE SET
         started_at = CASE WHEN EXCLUDED.latest_cycle >= cmp_learning.latest_cycle THEN EXCLUDED.started_at ELSE cmp_learning.started_at END,
         latest_cycle = greatest(cmp_learning.latest_cycle, EXCLUDED.latest_cycle)`,
      [col(rows, (r) => r.companyId), col(rows, (r) => r.userId), col(rows, (r) => r.trainingId), col(rows, (r) => r.cycle), col(rows, (r) => r.startedAt)],
    );
  }
  const pending = [...f.pending];
  if (pending.length) {
    // online completions waiting for their practical part: the cycle is neither in progress nor completed
    const { rows } = await tx.query<{ user_id: string; training_id: string }>(
      `WITH p AS (
         UPDATE cmp_enrolments e SET pending_completion_id = x.completion_id, pending_language = x.language
           FROM unnest($1::text[], $2::text[], $3::text[]) AS x(stream_id, completion_id, language)
          WHERE e.stream_id = x.stream_id RETURNING e.company_id, e.user_id, e.training_id, e.cycle
       )
       INSERT INTO cmp_learning (company_id, user_id, training_id, pending_cycle)
       SELECT company_id, user_id, training_id, max(cycle) FROM p GROUP BY company_id, user_id, training_id
       ON CONFLICT (user_id, training_id) DO UPDATE SET pending_cycle = greatest(cmp_learning.pending_cycle, EXCLUDED.pending_cycle)
       RETURNING user_id, training_id`,
      [col(pending, ([s]) => s), col(pending, ([, x]) => x.completionId), col(pending, ([, x]) => x.language)],
    );
    for (const r of rows) touched.set(key(r.user_id, r.training_id), [r.user_id, r.training_id]);
  }
  const completions = [...f.completions];
  if (completions.length) {
    const { rows } = await tx.query<{ user_id: string; training_id: string }>(
      `WITH c AS (
         -- a sign-off whose online part an earlier batch recorded: that online completion, with its language
         SELECT e.company_id, e.user_id, e.training_id, e.cycle, x.completed_at, COALESCE(x.completion_id, e.pending_completion_id) AS completion_id,
                CASE WHEN x.completion_id IS NULL THEN e.pending_language ELSE x.language END AS delivered_language
           FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[]) AS x(stream_id, completed_at, completion_id, language)
           JOIN cmp_enrolments e ON e.stream_id = x.stream_id
       ), latest AS (
         SELECT DISTINCT ON (user_id, training_id) company_id, user_id, training_id,
                max(cycle) OVER (PARTITION BY user_id, training_id) AS cycle, completed_at, completion_id, delivered_language
           FROM c ORDER BY user_id, training_id, completed_at DESC
       )
       INSERT INTO cmp_learning (company_id, user_id, training_id, completed_cycle, completed_at, completion_id, delivered_language)
       SELECT company_id, user_id, training_id, cycle, completed_at, completion_id, delivered_language FROM latest
       ON CONFLICT (user_id, training_id) DO UPDATE SET
         completed_cycle = greatest(cmp_learning.completed_cycle, EXCLUDED.completed_cycle),
         completion_id = CASE WHEN cmp_learning.completed_at IS NULL OR EXCLUDED.completed_at >= cmp_learning.completed_at THEN EXCLUDED.completion_id ELSE cmp_learning.completion_id END,
         delivered_language = CASE WHEN cmp_learning.completed_at IS NULL OR EXCLUDED.completed_at >= cmp_learning.completed_at THEN EXCLUDED.delivered_language ELSE cmp_learning.delivered_language END,
         completed_at = greatest(cmp_learning.completed_at, EXCLUDED.completed_at)
       RETURNING user_id, training_id`,
      [col(completions, ([s]) => s), col(completions, ([, x]) => x.completedAt), col(completions, ([, x]) => x.completionId), col(completions, ([, x]) => x.language)],
    );
    for (const r of rows) touched.set(key(r.user_id, r.training_id), [r.user_id, r.training_id]);
  }
  return [...touched.values()];
}
