import { tableProjection, type Projection } from '../../../../platform/projections';
import type { PersonalDataRedactedData } from '../../../../shared/contracts/privacy';
import { ERASURE_EVENT_TYPES, erasureOf } from '../../../../shared/erasure-event';
import { questionEvents, type QuestionEvent } from '../../domain/question-events';

type QuestionsEvent = QuestionEvent | { readonly type: 'erasure'; readonly data: PersonalDataRedactedData };

/**
 * Questions to the instructor (`learn_questions`, `learn_question_answers`); each event applied
 * twice changes nothing. A pseudonymised person's questions and answers keep who, when and which
 * training, without their text (ADR 0033): a rebuild reads them rewritten so.
 */
export const questionsProjection: Projection = tableProjection<QuestionsEvent>({
  name: 'learning.questions',
  version: 1,
  tables: ['learn_question_answers', 'learn_questions'],
  codec: {
    types: [...questionEvents.types, ...ERASURE_EVENT_TYPES],
    decode: (r) => {
      const erasure = erasureOf(r);
      return erasure ? { type: 'erasure', data: erasure } : questionEvents.decode(r);
    },
  },
  async applyEvent(tx, e, r) {
    if (e.type === 'erasure') {
      await tx.query(`UPDATE learn_questions SET text = '' WHERE asked_by = $1 AND company_id = $2`, [e.data.subjectId, r.tenantId]);
      await tx.query(`UPDATE learn_question_answers SET text = '' WHERE answered_by = $1 AND company_id = $2`, [e.data.subjectId, r.tenantId]);
    } else if (e.type === 'learning.QuestionAsked') {
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
