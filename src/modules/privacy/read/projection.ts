import { tableProjection, type Projection } from '../../../platform/projections';
import { privacyEvents } from '../domain/events';

/** The companies' policies (`prv_policies`), the standing legal holds (`prv_legal_holds`) and the pseudonymisations and erasures done (`prv_erasures`). */
export const privacyProjection: Projection = tableProjection({
  name: 'privacy.settings',
  version: 2,
  tables: ['prv_policies', 'prv_legal_holds', 'prv_erasures'],
  codec: privacyEvents,
  async applyEvent(tx, e, r) {
    switch (e.type) {
      case 'privacy.PolicyChanged': {
        const d = e.data;
        await tx.query(
          `INSERT INTO prv_policies (company_id, evidence_years, quiz_attempts_months, watch_intervals_months, questions_months, read_receipts_months,
                                     sign_in_history_months, leaver_grace_days, works_council_mode, changed_by, changed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (company_id) DO UPDATE SET evidence_years = EXCLUDED.evidence_years, quiz_attempts_months = EXCLUDED.quiz_attempts_months,
             watch_intervals_months = EXCLUDED.watch_intervals_months, questions_months = EXCLUDED.questions_months,
             read_receipts_months = EXCLUDED.read_receipts_months, sign_in_history_months = EXCLUDED.sign_in_history_months,
             leaver_grace_days = EXCLUDED.leaver_grace_days, works_council_mode = EXCLUDED.works_council_mode,
             changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
          [d.companyId, d.evidenceYears, d.quizAttemptsMonths, d.watchIntervalsMonths, d.questionsMonths, d.readReceiptsMonths, d.signInHistoryMonths, d.leaverGraceDays, d.worksCouncilMode, d.changedBy, d.changedAt],
        );
        return;
      }
      case 'privacy.LegalHoldPlaced': {
        const d = e.data;
        await tx.query(
          `INSERT INTO prv_legal_holds (company_id, user_id, reason, placed_by, placed_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id) DO UPDATE SET reason = EXCLUDED.reason, placed_by = EXCLUDED.placed_by, placed_at = EXCLUDED.placed_at`,
          [d.companyId, d.userId, d.reason, d.placedBy, d.placedAt],
        );
        return;
      }
      case 'privacy.LegalHoldLifted':
        await tx.query('DELETE FROM prv_legal_holds WHERE user_id = $1', [e.data.userId]);
        return;
      case 'privacy.PersonalDataRedacted': {
        const d = e.data;
        await tx.query(
          `INSERT INTO prv_erasures (company_id, user_id, stage, pseudonym, reason, requested_by, redacted_at, redacted_events)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, stage) DO NOTHING`,
          [r.tenantId, d.subjectId, d.stage, d.pseudonym, d.reason, d.requestedBy, d.redactedAt, d.redactions.length],
        );
        return;
      }
    }
  },
});
