import type { Lang } from '../../../platform/i18n';
import { asTrainingId, type Caller } from '../../../shared/contracts/ids';
import type { PersonRef, PersonSummary } from '../../../shared/contracts/identity';
import { PRESENCE_CONFIRMATION, type InstructionSessionSummary, type InstructionSessionView } from '../../../shared/contracts/instruction';
import { getSession, sessionCorrections, type FoundSession, type SessionRow } from '../read/sessions/queries';
import type { InstructionDeps } from './deps';
import { toHttpError } from './errors';
import { actorOf } from './session-run';
import type { SessionTraining } from './ports';
import { deliveredText } from '../../../shared/contracts/localized';

/** A person as a view names them; someone no longer known keeps their id and blank names. */
export const personRef = (people: ReadonlyMap<string, PersonSummary>, id: string): PersonRef => {
  const p = people.get(id);
  return { id, firstName: p?.firstName ?? '', lastName: p?.lastName ?? '', email: p?.email ?? '' };
};

const base = '/api/instruction-sessions';

const collator = new Intl.Collator('de', { sensitivity: 'base' });
/** People by last name, then first name (German collation), then id. */
export const byName = (a: PersonRef, b: PersonRef): number => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id.localeCompare(b.id);

/** A session's row as the list shows it. */
export function summaryOf(s: SessionRow, title: SessionTraining['title'], people: ReadonlyMap<string, PersonSummary>): InstructionSessionSummary {
  return {
    id: s.id,
    trainingId: s.trainingId,
    trainingTitle: title,
    startsAt: s.startsAt,
    durationMinutes: s.durationMinutes,
    location: s.location,
    instructor: personRef(people, s.instructorId),
    status: s.status,
    participantCount: s.participantCount,
    signedCount: s.signedCount,
    openedAt: s.openedAt,
    closedAt: s.closedAt,
    method: s.method,
  };
}

/** A session read once: its rows, its training and the view built from them (the documents need all three). */
export interface SessionRead {
  readonly found: FoundSession;
  readonly training: SessionTraining | undefined;
  readonly view: InstructionSessionView;
}

/** GET /instruction-sessions/{id}: the session from the read model with its people, the content to present and what the caller may do. */
export async function sessionView(d: InstructionDeps, c: Caller, id: string, lang: Lang): Promise<InstructionSessionView> {
  return (await readSession(d, c, id, lang)).view;
}

export async function readSession(d: InstructionDeps, c: Caller, id: string, lang: Lang): Promise<SessionRead> {
  const found = await getSession(d.k.db, c.companyId, id);
  if (!found) throw toHttpError('SessionNotFound');
  const { session: s, participants } = found;
  const [inPlay, corrections] = await Promise.all([d.ports.catalog.trainingWithActiveModules(c.companyId, asTrainingId(s.trainingId)), sessionCorrections(d.k.db, s.id)]);
  const training = inPlay?.training;
  const presented = training?.defaultLanguage ?? 'de';
  const modules = (inPlay?.modules ?? []).map((m) => ({ id: m.id, type: m.type, title: deliveredText(m.title, presented, presented) }));
  const people = await d.ports.people.getUserSummaries([...participants.map((p) => p.userId), s.instructorId, s.plannedBy, ...corrections.map((x) => x.correctedBy)]);
  const conduct = training ? actorOf(c, training, s).mayConduct : false;
  const view: InstructionSessionView = {
    ...summaryOf(s, training?.title ?? '', people),
    notes: s.notes,
    plannedBy: personRef(people, s.plannedBy),
    // by name, as people look for themselves on the tablet and the lists
    participants: participants
      .map((p) => ({
        ...personRef(people, p.userId),
        state: p.state,
        addedAt: p.addedAt,
        signedAt: p.signedAt,
        signatureUrl: p.signatureSha256 ? `${base}/${s.id}/signatures/${encodeURIComponent(p.userId)}/image` : null,
      }))
      .sort(byName),
    modules,
    corrections: corrections.map((x) => ({ reason: x.reason, correction: x.correction, correctedBy: personRef(people, x.correctedBy), correctedAt: x.correctedAt })),
    confirmation: PRESENCE_CONFIRMATION[lang],
    permissions: { conduct: conduct && s.status !== 'closed', correct: conduct && s.status === 'closed' },
    documents: { attendancePdf: s.status === 'closed' ? `${base}/${s.id}/attendance.pdf` : null, signSheetPdf: `${base}/${s.id}/sign-sheet.pdf` },
  };
  return { found, training, view };
}
