import type { AppendRequest, EventMetadata } from '../../../../platform/eventstore';
import type { Lang } from '../../../../platform/i18n';
import { asUserId } from '../../../../shared/contracts/ids';
import { PRESENCE_CONFIRMATION, type InstructionSessionView } from '../../../../shared/contracts/instruction';
import type { InstructionEvent } from '../../domain/events';
import { sessionDecider, type SessionCommand, type SessionState } from '../../domain/session';
import type { Caller, InstructionDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { actorOf, loadSession, runSession } from '../../shared/session-run';
import { inspectSignature } from '../../shared/signature-png';
import { personRef, sessionView } from '../../shared/view';
import type { SessionActor } from '../../domain/session';

type Loaded = Awaited<ReturnType<typeof loadSession>>;

/**
 * Runs a closing command (tablet or paper) on a session: decided once before any file is written,
 * then run with learning's completions for everyone who signed appended in the same transaction
 * (a failed close appends nothing; a participant's cycle changed meanwhile retries the whole close).
 */
export async function closeWith(
  d: InstructionDeps,
  c: Caller,
  target: Loaded,
  command: (actor: SessionActor) => SessionCommand,
  store: () => Promise<void>,
  completedAt: (s: Extract<SessionState, { status: 'planned' | 'open' | 'closed' }>) => Date,
): Promise<void> {
  const state = target.loaded.state;
  if (state.status === 'none') throw toHttpError('SessionNotFound');
  const dry = sessionDecider.decide(command(actorOf(c, target.training, state)), state);
  if (!dry.ok) throw toHttpError(dry.error);
  await store();
  const people = await d.ports.people.getUserSummaries([state.instructorId]);
  const instructor = personRef(people, state.instructorId);
  const alsoAppend = async (events: readonly InstructionEvent[], next: SessionState, metadata: EventMetadata): Promise<readonly AppendRequest[]> => {
    const closed = events.find((e) => e.type === 'instruction.SessionClosed');
    if (!closed || closed.type !== 'instruction.SessionClosed' || next.status === 'none') return [];
    const paper = closed.data.method === 'presence-paper';
    const { appends } = await d.ports.learning.presenceCompletions(
      {
        companyId: c.companyId,
        trainingId: target.training.id,
        participants: closed.data.signedUserIds.map((userId) => ({ userId: asUserId(userId), signatureSha256: next.signatures.get(userId)?.sha256 ?? null })),
        method: closed.data.method,
        session: {
          sessionId: next.sessionId,
          location: next.location,
          startsAt: next.startsAt,
          durationMinutes: next.durationMinutes,
          instructorId: next.instructorId,
          instructorName: `${instructor.firstName} ${instructor.lastName}`.trim(),
          scanSha256: closed.data.scanSha256,
        },
        confirmation: paper ? PRESENCE_CONFIRMATION.de : (next.signatures.values().next().value?.confirmation ?? PRESENCE_CONFIRMATION.de),
        closedBy: c.actor.userId,
        completedAt: completedAt(next),
      },
      metadata,
    );
    return appends;
  };
  await runSession(d, c, target, (actor) => command(actor), { alsoAppend });
}

/** POST /instruction-sessions/{id}/close: the instructor signs last; who signed is completed (method `presence`), the others are absent. */
export async function closeSession(d: InstructionDeps, c: Caller, sessionId: string, instructorSignature: string, lang: Lang): Promise<InstructionSessionView> {
  const target = await loadSession(d, c, sessionId);
  const inspected = inspectSignature(instructorSignature);
  if (!inspected.ok) throw toHttpError(inspected.error);
  const now = d.k.clock.now();
  await closeWith(
    d,
    c,
    target,
    (actor) => ({ type: 'CloseSession', actor, instructorSignatureSha256: inspected.sha256, now }),
    async () => void (await d.files.put(c.companyId, inspected.png, 'png')),
    () => now,
  );
  return sessionView(d, c, sessionId, lang);
}
