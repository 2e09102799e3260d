import type { LearningPersonalData, StoredJson } from '../../../../shared/contracts/privacy';
import { textIn } from '../../../../shared/contracts/localized';
import { userCompletions } from '../../read/enrolments/queries';
import type { LearningDeps } from '../../shared/deps';
import { evidenceUrl } from '../../shared/learner-view';

/** A person has at most this many completions in an export (far above any real person's; the rest would be a second page). */
const MAX_COMPLETIONS = 10_000;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/**
 * Everything learning stores about one person (issue 35, item 5): enrolments, completions with
 * their evidence, questions with answers, and every event of the person's enrolment streams. Each
 * read goes by the person's own index; nothing walks the company.
 */
export async function learningPersonalData(d: LearningDeps, companyId: string, userId: string): Promise<LearningPersonalData> {
  const db = d.k.db;
  const [enrolments, completions, questions] = await Promise.all([
    db.query<{ stream_id: string; training_id: string; cycle: number; started_at: Date | string; last_activity_at: Date | string; modules_completed: number; percent: number | null; completed_at: Date | string | null }>(
      `SELECT stream_id, training_id, cycle, started_at, last_activity_at, modules_completed, percent, completed_at
         FROM learn_enrolments WHERE company_id = $1 AND user_id = $2 ORDER BY started_at, training_id, cycle`,
      [companyId, userId],
    ),
    userCompletions(db, companyId, userId, 1, MAX_COMPLETIONS),
    db.query<{ question_id: string; training_id: string; cycle: number; text: string; asked_at: Date | string; answers: { text: string; answered_at: string; answered_by: string }[] | string }>(
      `SELECT q.question_id, q.training_id, q.cycle, q.text, q.asked_at,
              COALESCE((SELECT json_agg(json_build_object('text', a.text, 'answered_at', a.answered_at, 'answered_by', a.answered_by) ORDER BY a.answered_at, a.answer_id)
                          FROM learn_question_answers a WHERE a.question_id = q.question_id), '[]'::json) AS answers
         FROM learn_questions q WHERE q.asked_by = $2 AND q.company_id = $1 ORDER BY q.asked_at, q.question_id`,
      [companyId, userId],
    ),
  ]);
  const history = await Promise.all(
    enrolments.rows.map(async (e) =>
      (await d.k.store.readStream(companyId, e.stream_id)).map((r) => ({ trainingId: e.training_id, cycle: e.cycle, type: r.type, recordedAt: r.recordedAt.toISOString(), data: r.data as StoredJson })),
    ),
  );
  return {
    enrolments: enrolments.rows.map((e) => ({
      trainingId: e.training_id,
      cycle: e.cycle,
      startedAt: iso(e.started_at)!,
      lastActivityAt: iso(e.last_activity_at)!,
      modulesCompleted: e.modules_completed,
      quizPercent: e.percent,
      completedAt: iso(e.completed_at),
    })),
    completions: completions.rows.map((c) => ({
      id: c.completionId,
      trainingId: c.trainingId,
      training: textIn(c.snapshot.trainingTitle, 'de').trim() || textIn(c.snapshot.trainingTitle, 'en'),
      cycle: c.cycle,
      completedAt: c.completedAt,
      quizPercent: c.percent,
      correct: c.correct,
      total: c.total,
      contentVersion: c.contentVersion,
      confirmation: c.confirmation,
      confirmedBy: c.confirmedBy,
      method: c.method,
      language: c.language,
      evidencePdf: evidenceUrl(c.completionId),
    })),
    questions: questions.rows.map((q) => ({
      id: q.question_id,
      trainingId: q.training_id,
      cycle: q.cycle,
      text: q.text,
      askedAt: iso(q.asked_at)!,
      answers: (typeof q.answers === 'string' ? (JSON.parse(q.answers) as { text: string; answered_at: string; answered_by: string }[]) : q.answers).map((a) => ({
        text: a.text,
        answeredAt: iso(a.answered_at)!,
        answeredBy: a.answered_by,
      })),
    })),
    history: history.flat(),
  };
}
