import { newId, type EventMetadata } from '../../../platform/eventstore';
import type { Kernel } from '../../../platform/kernel';
import { sessionDecider, type SessionCommand } from '../domain/session';
import type { UserCommand } from '../domain/user';
import { applyAuthEffects, type StoredOutcome } from './auth-effects';
import { newSessionToken } from '../passwords';
import { IDENTITY_READ_MODELS, tenantOf } from './deps';
import { actorOf, newStreamAppend, sessionStream, unopened, userStream } from './streams';

/** A session about to start: the token for the client, the command for the session stream. */
export interface NewSession {
  readonly token: string;
  readonly sessionId: string;
  readonly stream: ReturnType<typeof sessionStream>;
  readonly command: SessionCommand;
}

export function newSession(k: Kernel, userId: string, companyId: string | null, viaTemporaryPassword: boolean, kioskId: string | null = null): NewSession {
  const { token, hash } = newSessionToken();
  const sessionId = newId();
  return {
    token,
    sessionId,
    stream: sessionStream(sessionId),
    command: { type: 'StartSession', sessionId, userId, companyId, tokenHash: hash, now: k.clock.now(), ttlDays: k.config.sessionMaxDays, viaTemporaryPassword, kioskId },
  };
}

/** The session's sign-in event as the command stores it (for `applyAuthEffects`, right after the append). */
export function startedSession(s: NewSession): StoredOutcome {
  const c = s.command;
  if (c.type !== 'StartSession') return { events: [] };
  const decision = sessionDecider.decide(c, sessionDecider.initialState);
  return { events: decision.ok ? decision.events : [] };
}

/**
 * Starts the session: alone, or in one append with a command on the user's stream (a temporary
 * password or start code used up, a sign-in to record). The session is usable before this answers
 * (`applyAuthEffects`), and the answer, which carries its token, reaches the caller even while the
 * read models lag.
 */
export async function startSignedInSession(k: Kernel, user: { readonly id: string; readonly companyId: string | null }, session: NewSession, userCommand: UserCommand | null): Promise<void> {
  const actor = actorOf(tenantOf(user.companyId), user.id);
  let userOutcome: StoredOutcome = { events: [] };
  if (userCommand) {
    userOutcome = await k.commands.run({
      ...userStream(user.id),
      actor,
      command: userCommand,
      alsoAppend: (_events: unknown, _state: unknown, metadata: EventMetadata) => [newStreamAppend(session.stream, session.command, metadata)],
      waitFor: IDENTITY_READ_MODELS,
      whenReadModelsLate: 'continue',
    });
  }
  // nothing recorded on the user (or no longer): the session stream alone
  if (userOutcome.events.length === 0) {
    await k.commands.run({ ...session.stream, actor, loaded: unopened(sessionDecider), command: session.command, waitFor: IDENTITY_READ_MODELS, whenReadModelsLate: 'continue' });
  }
  await applyAuthEffects(k, user.id, [userOutcome, startedSession(session)]);
}
