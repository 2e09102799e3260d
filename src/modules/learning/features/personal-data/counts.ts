import type { Queryable } from '../../../../platform/db';

/** How many completions (evidence) and questions the given people of a company have (the data protection preview, issue 35). */
export async function personalDataCounts(q: Queryable, companyId: string, userIds: readonly string[]): Promise<{ completions: number; questions: number }> {
  if (userIds.length === 0) return { completions: 0, questions: 0 };
  const { rows } = await q.query<{ completions: string; questions: string }>(
    `SELECT (SELECT count(*) FROM learn_completions WHERE company_id = $1 AND user_id = ANY($2::text[]))::text AS completions,
            (SELECT count(*) FROM learn_questions WHERE company_id = $1 AND asked_by = ANY($2::text[]))::text AS questions`,
    [companyId, [...userIds]],
  );
  return { completions: Number(rows[0]?.completions ?? 0), questions: Number(rows[0]?.questions ?? 0) };
}
