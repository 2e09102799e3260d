import type { Projection } from '../../../../platform/projections';
import { instructionEvents, streams } from '../../domain/events';

const EVENT_TYPES = [
  'instruction.SessionPlanned',
  'instruction.ParticipantAdded',
  'instruction.ParticipantRemoved',
  'instruction.SessionOpened',
  'instruction.ParticipantSigned',
  'instruction.SignatureWithdrawn',
  'instruction.SessionClosed',
  'instruction.SessionCorrected',
];

export const SESSIONS_READ_MODEL = 'instruction.sessions';

/** The sessions and who is on each list, with each one's state: invited, signed, absent (tables in `ddl.ts`). */
export const sessionsProjection: Projection = {
  name: SESSIONS_READ_MODEL,
  version: 1,
  eventTypes: EVENT_TYPES,
  async reset(tx) {
    await tx.query('TRUNCATE ins_sessions, ins_participants, ins_corrections');
  },
  async apply(events, tx) {
    for (const r of events) {
      const e = instructionEvents.decode(r);
      const id = streams.session.idOf(r.streamId);
      switch (e.type) {
        case 'instruction.SessionPlanned': {
          const d = e.data;
          await tx.query(
            `INSERT INTO ins_sessions (id, company_id, training_id, starts_at, duration_minutes, location, instructor_id, notes, status, planned_by, planned_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'planned', $9, $10) ON CONFLICT (id) DO NOTHING`,
            [id, d.companyId, d.trainingId, d.startsAt, d.durationMinutes, d.location, d.instructorId, d.notes, d.plannedBy, d.plannedAt],
          );
          await tx.query(
            `INSERT INTO ins_participants (session_id, user_id, company_id, state, added_at)
             SELECT $1, u, $2, 'invited', $3 FROM unnest($4::text[]) AS u ON CONFLICT DO NOTHING`,
            [id, d.companyId, d.plannedAt, [...d.participantIds]],
          );
          break;
        }
        case 'instruction.ParticipantAdded':
          await tx.query(`INSERT INTO ins_participants (session_id, user_id, company_id, state, added_at) VALUES ($1, $2, $3, 'invited', $4) ON CONFLICT DO NOTHING`, [
            id,
            e.data.userId,
            r.tenantId,
            e.data.addedAt,
          ]);
          break;
        case 'instruction.ParticipantRemoved':
          await tx.query('DELETE FROM ins_participants WHERE session_id = $1 AND user_id = $2', [id, e.data.userId]);
          break;
        case 'instruction.SessionOpened':
          await tx.query(`UPDATE ins_sessions SET status = 'open', opened_at = $2 WHERE id = $1`, [id, e.data.openedAt]);
          break;
        case 'instruction.ParticipantSigned':
          await tx.query(`UPDATE ins_participants SET state = 'signed', signed_at = $3, signature_sha256 = $4 WHERE session_id = $1 AND user_id = $2`, [
            id,
            e.data.userId,
            e.data.signedAt,
            e.data.signatureSha256,
          ]);
          break;
        case 'instruction.SignatureWithdrawn':
          await tx.query(`UPDATE ins_participants SET state = 'invited', signed_at = NULL, signature_sha256 = NULL WHERE session_id = $1 AND user_id = $2`, [id, e.data.userId]);
          break;
        case 'instruction.SessionClosed':
          await tx.query(
            `UPDATE ins_sessions SET status = 'closed', closed_at = $2, closed_by = $3, method = $4, instructor_signature_sha256 = $5, scan_sha256 = $6, scan_type = $7 WHERE id = $1`,
            [id, e.data.closedAt, e.data.closedBy, e.data.method, e.data.instructorSignatureSha256, e.data.scanSha256, e.data.scanType],
          );
          // a paper list has no signature of its own per person: the scan stands for it
          if (e.data.method === 'presence-paper') {
            await tx.query(`UPDATE ins_participants SET state = 'signed', signed_at = $3 WHERE session_id = $1 AND user_id = ANY($2::text[])`, [id, [...e.data.signedUserIds], e.data.closedAt]);
          }
          await tx.query(`UPDATE ins_participants SET state = 'absent' WHERE session_id = $1 AND user_id = ANY($2::text[])`, [id, [...e.data.absentUserIds]]);
          break;
        case 'instruction.SessionCorrected':
          await tx.query('UPDATE ins_sessions SET corrections = corrections + 1 WHERE id = $1', [id]);
          await tx.query(
            `INSERT INTO ins_corrections (session_id, company_id, seq, reason, correction, corrected_by, corrected_at)
             VALUES ($1, $2, (SELECT corrections FROM ins_sessions WHERE id = $1), $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
            [id, r.tenantId, e.data.reason, e.data.correction, e.data.correctedBy, e.data.correctedAt],
          );
          break;
      }
    }
  },
};
