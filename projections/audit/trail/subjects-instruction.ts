import type { RecordedEvent } from '../../../src/platform/eventstore';
import { instructionEvents, instructionStreams } from '../../../src/modules/instruction';
import type { NameBook } from './name-book';
import type { Subject } from './subjects';

/** A classroom session's events (issue 32): each row names the session's training, place and start. */
export function instruction(book: NameBook, r: RecordedEvent): Subject | null {
  const e = instructionEvents.decode(r);
  const sessionId = instructionStreams.session.idOf(r.streamId);
  if (e.type === 'instruction.SessionPlanned') {
    const d = e.data;
    book.sessions.set(sessionId, { companyId: d.companyId, trainingId: d.trainingId, location: d.location, startsAt: d.startsAt });
    return {
      at: d.plannedAt,
      userId: d.instructorId,
      trainingId: d.trainingId,
      data: { sessionId, location: d.location, startsAt: d.startsAt, durationMinutes: d.durationMinutes, participants: d.participantIds.length },
    };
  }
  const s = book.sessions.get(sessionId);
  const of = { trainingId: s?.trainingId ?? null, data: { sessionId, location: s?.location ?? null, startsAt: s?.startsAt ?? null } };
  switch (e.type) {
    case 'instruction.ParticipantAdded':
      return { ...of, at: e.data.addedAt, userId: e.data.userId };
    case 'instruction.ParticipantRemoved':
      return { ...of, at: e.data.removedAt, userId: e.data.userId };
    case 'instruction.SessionOpened':
      return { ...of, at: e.data.openedAt };
    case 'instruction.ParticipantSigned':
      return { ...of, at: e.data.signedAt, userId: e.data.userId, data: { ...of.data, signatureSha256: e.data.signatureSha256 } };
    case 'instruction.SignatureWithdrawn':
      return { ...of, at: e.data.withdrawnAt, userId: e.data.userId, data: { ...of.data, reason: e.data.reason } };
    case 'instruction.SessionClosed':
      return { ...of, at: e.data.closedAt, data: { ...of.data, method: e.data.method, signed: e.data.signedUserIds.length, absent: e.data.absentUserIds.length } };
    case 'instruction.SessionCorrected':
      return { ...of, at: e.data.correctedAt, data: { ...of.data, reason: e.data.reason, correction: e.data.correction } };
    default:
      return null;
  }
}
