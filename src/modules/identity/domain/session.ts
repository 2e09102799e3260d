import { accept, type Decider } from '../../../platform/eventstore';
import type { IdentityEvent } from './events';
import { KIOSK_SESSION_MINUTES } from './kiosk';

export type SessionState = { readonly status: 'none' } | { readonly status: 'active'; readonly userId: string } | { readonly status: 'ended' };

export type SessionCommand =
  | {
      readonly type: 'StartSession';
      readonly sessionId: string;
      readonly userId: string;
      readonly companyId: string | null;
      readonly tokenHash: string;
      readonly now: Date;
      readonly ttlDays: number;
      readonly viaTemporaryPassword: boolean;
      /** Begun on this kiosk: it lasts `KIOSK_SESSION_MINUTES` at most. */
      readonly kioskId?: string | null;
    }
  | { readonly type: 'EndSession'; readonly sessionId: string; readonly now: Date };

export type SessionError = never;

export const sessionDecider: Decider<SessionCommand, IdentityEvent, SessionState, SessionError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'identity.UserLoggedIn':
        return { status: 'active', userId: event.data.userId };
      case 'identity.UserLoggedOut':
        return { status: 'ended' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartSession':
        if (state.status !== 'none') return accept();
        return accept({
          type: 'identity.UserLoggedIn',
          data: {
            sessionId: command.sessionId,
            userId: command.userId,
            companyId: command.companyId,
            tokenHash: command.tokenHash,
            loggedInAt: command.now.toISOString(),
            expiresAt: new Date(command.now.getTime() + (command.kioskId ? KIOSK_SESSION_MINUTES * 60_000 : command.ttlDays * 86_400_000)).toISOString(),
            viaTemporaryPassword: command.viaTemporaryPassword,
            ...(command.kioskId ? { kioskId: command.kioskId } : {}),
          },
        });
      case 'EndSession':
        if (state.status !== 'active') return accept();
        return accept({ type: 'identity.UserLoggedOut', data: { sessionId: command.sessionId, loggedOutAt: command.now.toISOString() } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
