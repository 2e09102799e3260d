import { newId } from '../../../platform/eventstore';
import type { Kernel } from '../../../platform/kernel';
import { sessionDecider, type SessionCommand } from '../domain/session';
import type { StoredOutcome } from './auth-effects';
import { newSessionToken } from '../passwords';
import { sessionStream } from './streams';

/** A session about to start: the token for the client, the command for the session stream. */
export interface NewSession {
  readonly token: string;
  readonly sessionId: string;
  readonly stream: ReturnType<typeof sessionStream>;
  readonly command: SessionCommand;
}

export function newSession(k: Kernel, userId: string, companyId: string | null, viaTemporaryPassword: boolean): NewSession {
  const { token, hash } = newSessionToken();
  const sessionId = newId();
  return {
    token,
    sessionId,
    stream: sessionStream(sessionId),
    command: { type: 'StartSession', sessionId, userId, companyId, tokenHash: hash, now: k.clock.now(), ttlDays: k.config.sessionMaxDays, viaTemporaryPassword },
  };
}

/** The session's sign-in event as the command stores it (for `applyAuthEffects`, right after the append). */
export function startedSession(s: NewSession): StoredOutcome {
  const c = s.command;
  if (c.type !== 'StartSession') return { events: [] };
  const decision = sessionDecider.decide(c, sessionDecider.initialState);
  return { events: decision.ok ? decision.events : [] };
}
