import type { RecordedEvent } from '../../../src/platform/eventstore';
import { learningEvents } from '../../../src/modules/learning';
import type { NameBook } from './name-book';
import type { Subject } from './subjects';

export function learning(book: NameBook, r: RecordedEvent): Subject | null {
  const e = learningEvents.decode(r);
  if (e.type === 'learning.TrainingStarted') {
    const d = e.data;
    book.enrolments.set(r.streamId, { companyId: d.companyId, userId: d.userId, trainingId: d.trainingId, cycle: d.cycle });
    return { at: d.startedAt, userId: d.userId, trainingId: d.trainingId, cycle: d.cycle, data: { contentVersion: d.contentVersion } };
  }
  const en = book.enrolments.get(r.streamId);
  const of = { userId: en?.userId ?? null, trainingId: en?.trainingId ?? null, cycle: en?.cycle ?? null };
  switch (e.type) {
    case 'learning.ModuleCompleted':
      // `language`: the version the module was delivered in (issue 34); null: not recorded
      return { ...of, at: e.data.completedAt, data: { moduleId: e.data.moduleId, moduleTitle: book.modules.get(e.data.moduleId)?.name ?? null, language: e.data.language ?? null } };
    case 'learning.LanguageChosen':
      return { ...of, at: e.data.chosenAt, data: { language: e.data.language } };
    case 'learning.QuizPassed':
    case 'learning.QuizFailed':
      return { ...of, at: e.data.evaluatedAt, data: { percent: e.data.percent, correct: e.data.correct, total: e.data.total } };
    case 'learning.TrainingCompleted':
      return {
        ...of,
        at: e.data.completedAt,
        data: {
          completionId: e.data.completionId,
          percent: e.data.percent,
          correct: e.data.correct,
          total: e.data.total,
          confirmedBy: e.data.confirmedBy,
          confirmation: e.data.confirmation,
          contentVersion: e.data.contentVersion,
          // the version it was delivered in (issue 34, ADR 0030 section 5); null: not recorded, never read as German
          language: e.data.language ?? null,
          // a blended training's online part: it counts only from the practical part's sign-off (ADR 0022)
          ...(e.data.practicalPartRequired === true ? { practicalPartRequired: true } : {}),
          // a classroom session (issue 32): how, where, when and who instructed
          ...(e.data.presence
            ? {
                method: e.data.method ?? 'presence',
                sessionId: e.data.presence.sessionId,
                location: e.data.presence.location,
                startsAt: e.data.presence.startsAt,
                instructorName: e.data.presence.instructorName,
                signatureSha256: e.data.presence.signatureSha256,
                scanSha256: e.data.presence.scanSha256,
              }
            : {}),
        },
      };
    case 'learning.PracticalPartSignedOff':
      return {
        ...of,
        at: e.data.signedOffAt,
        data: {
          practicalDate: e.data.practicalDate,
          place: e.data.place,
          instructorName: e.data.instructorName,
          signedOffByName: e.data.signedOffByName,
          note: e.data.note,
          ...(e.data.sessionId ? { sessionId: e.data.sessionId } : {}),
        },
      };
    default:
      return null;
  }
}
