import type { Lang } from '../../../../platform/i18n';
import type { InstructionSessionView } from '../../../../shared/contracts/instruction';
import type { Caller, InstructionDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { loadSession, mayTakePart, runSession } from '../../shared/session-run';
import { sessionView } from '../../shared/view';

/** POST /instruction-sessions/{id}/participants: puts a person of the company on the list (a walk-in on the day). */
export async function addParticipant(d: InstructionDeps, c: Caller, sessionId: string, userId: string, lang: Lang): Promise<InstructionSessionView> {
  const target = await loadSession(d, c, sessionId);
  const people = await d.ports.people.getUserSummaries([userId]);
  if (!mayTakePart(people.get(userId), c.companyId)) throw toHttpError('PersonNotFound');
  await runSession(d, c, target, (actor) => ({ type: 'AddParticipant', actor, userId, now: d.k.clock.now() }));
  return sessionView(d, c, sessionId, lang);
}

/** DELETE /instruction-sessions/{id}/participants/{userId}: takes someone off the list who has not signed. */
export async function removeParticipant(d: InstructionDeps, c: Caller, sessionId: string, userId: string, lang: Lang): Promise<InstructionSessionView> {
  const target = await loadSession(d, c, sessionId);
  await runSession(d, c, target, (actor) => ({ type: 'RemoveParticipant', actor, userId, now: d.k.clock.now() }));
  return sessionView(d, c, sessionId, lang);
}
