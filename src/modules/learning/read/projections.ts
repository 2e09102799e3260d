import type { Queryable } from '../../../platform/db';
import type { RecordedEvent } from '../../../platform/eventstore';
import type { Projection } from '../../../platform/projections';
import { learningEvents, type LearningEvent } from '../domain/events';

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
  const { rows } = await tx.query<{ enrolment_id: string; company_id: string; user_id: string; training_id: string; cycle: number }>(
    'UPDATE learn_enrolments SET version = $2, last_activity_at = $3 WHERE stream_id = $1 AND version < $2 RETURNING enrolment_id, company_id, user_id, training_id, cycle',
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
      await tx.query(`UPDATE learn_enrolments SET step = 'completed', completed_at = $2, completion_id = $3 WHERE stream_id = $1`, [r.streamId, d.completedAt, d.completionId]);
      await tx.query(
        `INSERT INTO learn_completions (completion_id, company_id, user_id, training_id, enrolment_id, cycle, completed_at, percent, correct, total, content_version, confirmation, snapshot)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) ON CONFLICT (completion_id) DO NOTHING`,
        [d.completionId, enrolment.company_id, enrolment.user_id, enrolment.training_id, enrolment.enrolment_id, enrolment.cycle, d.completedAt, d.percent, d.correct, d.total, d.contentVersion, d.confirmation, JSON.stringify(d.snapshot)],
      );
      return;
    }
    case 'learning.ModuleProgressRecorded':
    case 'learning.QuizAnswered':
      return;
  }
}

/** Enrolments (cycle, step, modules completed) and completions of every user and training. */
export const learningProjections: Projection[] = [
  {
    name: 'learning.enrolments',
    version: 1,
    eventTypes: learningEvents.types,
    async apply(events, tx) {
      for (const r of events) await apply(tx, learningEvents.decode(r), r);
    },
    async reset(tx) {
      await tx.query('DELETE FROM learn_completions');
      await tx.query('DELETE FROM learn_enrolments');
    },
  },
];
