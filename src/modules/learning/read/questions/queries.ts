import type { Queryable } from '../../../../platform/db';
import { pageWithTotal } from '../../../../platform/db';

/** One question as the read model keeps it. */
export interface QuestionRow {
  readonly questionId: string;
  readonly companyId: string;
  readonly trainingId: string;
  readonly askedBy: string;
  readonly cycle: number;
  readonly text: string;
  readonly askedAt: string;
  readonly answerCount: number;
}

export interface AnswerRow {
  readonly answerId: string;
  readonly questionId: string;
  readonly answeredBy: string;
  readonly text: string;
  readonly answeredAt: string;
}

type RawQuestion = { question_id: string; company_id: string; training_id: string; asked_by: string; cycle: number; text: string; asked_at: Date | string; answer_count: number };
const QUESTION_COLUMNS = 'question_id, company_id, training_id, asked_by, cycle, text, asked_at, answer_count';
const toQuestion = (r: RawQuestion): QuestionRow => ({
  questionId: r.question_id,
  companyId: r.company_id,
  trainingId: r.training_id,
  askedBy: r.asked_by,
  cycle: Number(r.cycle),
  text: r.text,
  askedAt: new Date(r.asked_at).toISOString(),
  answerCount: Number(r.answer_count),
});

export type QuestionStatus = 'all' | 'open' | 'answered';

/**
 * One page of a training's questions, newest first: every learner's (`askedBy` null) or one
 * learner's, all or only the open or answered ones; with the number of open and answered ones.
 */
export async function questionPage(
  q: Queryable,
  o: { companyId: string; trainingId: string; askedBy: string | null; status: QuestionStatus; offset: number; limit: number },
): Promise<{ rows: QuestionRow[]; total: number; open: number; answered: number }> {
  const where = ['company_id = $1', 'training_id = $2', '($3::text IS NULL OR asked_by = $3)'];
  if (o.status === 'open') where.push('answer_count = 0');
  if (o.status === 'answered') where.push('answer_count > 0');
  const params = [o.companyId, o.trainingId, o.askedBy];
  const [page, counts] = await Promise.all([
    pageWithTotal<RawQuestion>(q, {
      select: `SELECT ${QUESTION_COLUMNS}`,
      from: `FROM learn_questions WHERE ${where.join(' AND ')}`,
      orderBy: 'asked_at DESC, question_id DESC',
      params,
      limit: o.limit,
      offset: o.offset,
    }),
    q.query<{ open: string; answered: string }>(
      `SELECT count(*) FILTER (WHERE answer_count = 0)::text AS open, count(*) FILTER (WHERE answer_count > 0)::text AS answered
         FROM learn_questions WHERE company_id = $1 AND training_id = $2 AND ($3::text IS NULL OR asked_by = $3)`,
      params,
    ),
  ]);
  return { rows: page.rows.map(toQuestion), total: page.total, open: Number(counts.rows[0]?.open ?? 0), answered: Number(counts.rows[0]?.answered ?? 0) };
}

/** One question of the company, or undefined. */
export async function getQuestion(q: Queryable, companyId: string, questionId: string): Promise<QuestionRow | undefined> {
  const { rows } = await q.query<RawQuestion>(`SELECT ${QUESTION_COLUMNS} FROM learn_questions WHERE company_id = $1 AND question_id = $2`, [companyId, questionId]);
  return rows[0] ? toQuestion(rows[0]) : undefined;
}

/** A learner's questions about a training in one cycle, oldest first, the first `limit` of them, and how many there are (the evidence of that cycle). */
export async function cycleQuestions(q: Queryable, o: { companyId: string; userId: string; trainingId: string; cycle: number; limit: number }): Promise<{ rows: QuestionRow[]; total: number }> {
  const { rows } = await q.query<RawQuestion & { total: string }>(
    `SELECT ${QUESTION_COLUMNS}, count(*) OVER ()::text AS total FROM learn_questions
      WHERE company_id = $1 AND training_id = $2 AND asked_by = $3 AND cycle = $4 ORDER BY asked_at, question_id LIMIT $5`,
    [o.companyId, o.trainingId, o.userId, o.cycle, o.limit],
  );
  return { rows: rows.map(toQuestion), total: Number(rows[0]?.total ?? 0) };
}

/** The answers to some questions, oldest first per question. */
export async function answersOf(q: Queryable, questionIds: readonly string[]): Promise<Map<string, AnswerRow[]>> {
  const out = new Map<string, AnswerRow[]>();
  if (questionIds.length === 0) return out;
  const { rows } = await q.query<{ answer_id: string; question_id: string; answered_by: string; text: string; answered_at: Date | string }>(
    'SELECT answer_id, question_id, answered_by, text, answered_at FROM learn_question_answers WHERE question_id = ANY($1::text[]) ORDER BY question_id, answered_at, answer_id',
    [[...questionIds]],
  );
  for (const r of rows) {
    const list = out.get(r.question_id) ?? [];
    list.push({ answerId: r.answer_id, questionId: r.question_id, answeredBy: r.answered_by, text: r.text, answeredAt: new Date(r.answered_at).toISOString() });
    out.set(r.question_id, list);
  }
  return out;
}
