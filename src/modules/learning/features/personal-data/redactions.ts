import type { Kernel } from '../../../../platform/kernel';
import type { EventRedaction, PersonToRedact } from '../../../../shared/contracts/privacy';
import { pseudonymisedName } from '../../../../shared/erasure-event';
import { learningEvents } from '../../domain/events';
import { questionEvents, questionStreams } from '../../domain/question-events';

/**
 * The free texts a pseudonymised person wrote (ADR 0033): their questions to the instructor and
 * any answers they gave keep who, when and which training, and lose their text. Found by the
 * person's indexes (questions asked, answers given), each question's short stream read whole.
 */
export async function questionRedactions(k: Kernel, person: PersonToRedact): Promise<EventRedaction[]> {
  const { rows } = await k.db.query<{ question_id: string }>(
    `SELECT question_id FROM learn_questions WHERE asked_by = $1 AND company_id = $2
     UNION SELECT question_id FROM learn_question_answers WHERE answered_by = $1 AND company_id = $2`,
    [person.userId, person.companyId],
  );
  const out: EventRedaction[] = [];
  for (const { question_id: questionId } of rows) {
    for (const r of await k.store.readStream(person.companyId, questionStreams.question(questionId))) {
      const e = questionEvents.decode(r);
      const wrote = e.type === 'learning.QuestionAsked' ? e.data.askedBy === person.userId : e.data.answeredBy === person.userId;
      if (wrote && e.data.text !== '') out.push({ eventId: r.eventId, data: { ...e.data, text: '' } });
    }
  }
  return out;
}

/**
 * The evidence of a pseudonymised person (ADR 0033): each completion keeps training, content
 * version, dates, method, instructor, language and signature digest; its snapshot names them by
 * the pseudonym and no longer holds their address. Found by the person's enrolments.
 */
export async function completionRedactions(k: Kernel, person: PersonToRedact): Promise<EventRedaction[]> {
  const { rows } = await k.db.query<{ stream_id: string }>(
    'SELECT stream_id FROM learn_enrolments WHERE company_id = $1 AND user_id = $2 AND completion_id IS NOT NULL',
    [person.companyId, person.userId],
  );
  const name = pseudonymisedName(person.pseudonym);
  const out: EventRedaction[] = [];
  for (const { stream_id: streamId } of rows) {
    for (const r of await k.store.readStream(person.companyId, streamId)) {
      if (r.type !== 'learning.TrainingCompleted') continue;
      const e = learningEvents.decode(r);
      if (e.type !== 'learning.TrainingCompleted') continue;
      out.push({ eventId: r.eventId, data: { ...e.data, snapshot: { ...e.data.snapshot, employeeName: name, employeeEmail: '' } } });
    }
  }
  return out;
}
