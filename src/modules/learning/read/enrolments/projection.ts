import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { tableProjection, type Projection } from '../../../../platform/projections';
import type { PersonalDataRedactedData } from '../../../../shared/contracts/privacy';
import { ERASURE_EVENT_TYPES, erasureOf, pseudonymisedName } from '../../../../shared/erasure-event';
import { identityEvents, identityStreams } from '../../../identity';
import { learningEvents, type LearningEvent } from '../../domain/events';

async function apply(tx: Queryable, e: LearningEvent, r: RecordedEvent): Promise<void> {
  if (e.type === 'learning.TrainingStarted') {
    const d = e.data;
    await tx.query(
      `INSERT INTO learn_enrolments (stream_id, enrolment_id, company_id, user_id, training_id, cycle, started_at, last_activity_at, version)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$7,$8) ON CONFLICT (stream_id) DO NOTHING`,
      [r.streamId, d.enrolmentId, d.companyId, d.userId, d.trainingId, d.cycle, d.startedAt, r.streamVersion],
    );
    return;
  }
  // Every later event bumps the version once, so applying it twice changes nothing.
  const { rows } = await tx.query<{ enrolment_id: string; company_id: string; user_id: string; training_id: string; cycle: number; completion_id: string | null }>(
    'UPDATE learn_enrolments SET version = $2, last_activity_at = $3 WHERE stream_id = $1 AND version < $2 RETURNING enrolment_id, company_id, user_id, training_id, cycle, completion_id',
    [r.streamId, r.streamVersion, r.recordedAt],
  );
  const enrolment = rows[0];
  if (!enrolment) return;
  switch (e.type) {
    case 'learning.ModuleCompleted':
      await tx.query('UPDATE learn_enrolments SET modules_completed = modules_completed + 1, step = $2 WHERE stream_id = $1', [r.streamId, 'modules']);
      return;
    case 'learning.QuizPassed':
      await tx.query(`UPDATE learn_enrolments SET step = 'passed', percent = $2 WHERE stream_id = $1`, [r.streamId, e.data.percent]);
      return;
    case 'learning.QuizFailed':
      await tx.query(`UPDATE learn_enrolments SET step = 'failed', percent = $2, modules_completed = 0 WHERE stream_id = $1`, [r.streamId, e.data.percent]);
      return;
    case 'learning.TrainingCompleted': {
      const d = e.data;
      const practical = d.practicalPartRequired === true;
      await tx.query(`UPDATE learn_enrolments SET step = 'completed', completed_at = $2, completion_id = $3, practical_pending = $4 WHERE stream_id = $1`, [
        r.streamId,
        d.completedAt,
        d.completionId,
        practical,
      ]);
      await tx.query(
        `INSERT INTO learn_completions (completion_id, company_id, user_id, training_id, enrolment_id, cycle, completed_at, percent, correct, total, content_version, confirmation, snapshot,
                                        practical_required, valid_from, method, presence, confirmed_by, language)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19) ON CONFLICT (completion_id) DO NOTHING`,
        [
          d.completionId, enrolment.company_id, enrolment.user_id, enrolment.training_id, enrolment.enrolment_id, enrolment.cycle, d.completedAt, d.percent, d.correct, d.total,
          d.contentVersion, d.confirmation, JSON.stringify(d.snapshot), practical, practical ? null : d.completedAt, d.method ?? 'online', d.presence ? JSON.stringify(d.presence) : null,
          d.confirmedBy, d.language ?? null,
        ],
      );
      return;
    }
    case 'learning.PracticalPartSignedOff':
      // the cycle counts from the sign-off on (ADR 0022)
      await tx.query('UPDATE learn_enrolments SET practical_pending = false WHERE stream_id = $1', [r.streamId]);
      await tx.query('UPDATE learn_completions SET practical = $2::jsonb, valid_from = $3 WHERE completion_id = $1', [enrolment.completion_id, JSON.stringify(e.data), e.data.signedOffAt]);
      return;
    case 'learning.ModuleProgressRecorded':
    case 'learning.QuizAnswered':
      return;
  }
}

/**
 * The learners' dates of birth (issue 16, item 6), as identity records them: learning's own copy,
 * so that My Learning and the player apply the per-person frequency without asking identity per
 * request, and their cached answers change only when a date of birth does. Identity's command that
 * sets a date of birth cannot name this read model: every command waits for it (a few rows a year).
 * A person pseudonymised without their date of birth (ADR 0033) keeps their row with none: a
 * rebuild reads their changes of it rewritten to null.
 */
export const birthDatesProjection: Projection = {
  name: 'learning.birth-dates',
  version: 1,
  eventTypes: ['identity.UserDateOfBirthChanged', ...ERASURE_EVENT_TYPES],
  awaitedByEveryCommand: true,
  async reset(tx) {
    await tx.query('DELETE FROM learn_birth_dates');
  },
  async apply(events, tx) {
    for (const r of events) {
      const erasure = erasureOf(r);
      if (erasure) {
        if (erasure.dateOfBirthDropped) await tx.query('UPDATE learn_birth_dates SET date_of_birth = NULL WHERE user_id = $1', [erasure.subjectId]);
        continue;
      }
      const e = identityEvents.decode(r);
      if (e.type !== 'identity.UserDateOfBirthChanged') continue;
      await tx.query(
        `INSERT INTO learn_birth_dates (user_id, company_id, date_of_birth) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET date_of_birth = EXCLUDED.date_of_birth`,
        [identityStreams.user.idOf(r.streamId), r.tenantId, e.data.dateOfBirth],
      );
    }
  },
};

type EnrolmentsEvent = LearningEvent | { readonly type: 'erasure'; readonly data: PersonalDataRedactedData };

/**
 * Enrolments (cycle, step, modules completed) and completions of every user and training. A
 * pseudonymised person's evidence keeps everything but their name and address (ADR 0033): a
 * rebuild reads their completions rewritten so.
 */
export const enrolmentsProjection: Projection = tableProjection<EnrolmentsEvent>({
  name: 'learning.enrolments',
  version: 1,
  tables: ['learn_completions', 'learn_enrolments'],
  codec: {
    types: [...learningEvents.types, ...ERASURE_EVENT_TYPES],
    decode: (r) => {
      const erasure = erasureOf(r);
      return erasure ? { type: 'erasure', data: erasure } : learningEvents.decode(r);
    },
  },
  async applyEvent(tx, e, r) {
    if (e.type !== 'erasure') return apply(tx, e, r);
    await tx.query(
      `UPDATE learn_completions SET snapshot = snapshot || jsonb_build_object('employeeName', $3::text, 'employeeEmail', '')
        WHERE company_id = $1 AND user_id = $2`,
      [r.tenantId, e.data.subjectId, pseudonymisedName(e.data.pseudonym)],
    );
  },
});
