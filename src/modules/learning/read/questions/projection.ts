import { tableProjection, type Projection } from '../../../../platform/projections';
import { questionEvents } from '../../domain/question-events';

/** Questions to the instructor (`learn_questions`, `learn_question_answers`); each event applied twice changes nothing. */
export const questionsProjection: Projection = tableProjection({
  name: 'learning.questions',
  version: 1,
  tables: ['learn_question_answers', 'learn_questions'],
  codec: questionEvents,
  async applyEvent(tx, e, r) {
    if (e.type === 'learning.QuestionAsked') {
      const d = e.data;
      await tx.query(
        `INSERT INTO learn_questions (question_id, company_id, training_id, asked_by, cycle, text, asked_at) VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (question_id) DO NOTHING`,
        [d.questionId, d.companyId, d.trainingId, d.askedBy, d.cycle, d.text, d.askedAt],
      );
    } else if (e.type === 'learning.QuestionAnswered') {
      const d = e.data;
      const { rows } = await tx.query(
        `INSERT INTO learn_question_answers (answer_id, question_id, company_id, answered_by, text, answered_at) VALUES ($1,$2,$3,$4,$5,$6)
         ON CONFLICT (answer_id) DO NOTHING RETURNING answer_id`,
        [d.answerId, d.questionId, r.tenantId, d.answeredBy, d.text, d.answeredAt],
      );
      if (rows.length > 0) {
        await tx.query(
          'UPDATE learn_questions SET answer_count = answer_count + 1, last_answered_at = GREATEST(last_answered_at, $2::timestamptz) WHERE question_id = $1',
          [d.questionId, d.answeredAt],
        );
      }
    }
  },
});
