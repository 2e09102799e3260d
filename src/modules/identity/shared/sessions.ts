import { newId } from '../../../platform/eventstore';
import type { Kernel } from '../../../platform/kernel';
import { SESSION_TTL_DAYS, type SessionCommand } from '../domain/session';
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
    command: { type: 'StartSession', sessionId, userId, companyId, tokenHash: hash, now: k.clock.now(), ttlDays: SESSION_TTL_DAYS, viaTemporaryPassword },
  };
}
