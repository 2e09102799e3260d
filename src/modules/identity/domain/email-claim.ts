import { accept, reject, type Decider } from '../../../platform/eventstore';
import type { IdentityEvent } from './events';

/** One stream per e-mail address keeps addresses unique across the whole platform. */
export type EmailClaimState = { readonly claimedBy: string | null };

export type EmailClaimCommand =
  | { readonly type: 'ClaimEmail'; readonly email: string; readonly userId: string }
  | { readonly type: 'ReleaseEmail'; readonly email: string; readonly userId: string };

export type EmailClaimError = 'EmailAlreadyTaken';

export const emailClaimDecider: Decider<EmailClaimCommand, IdentityEvent, EmailClaimState, EmailClaimError> = {
  initialState: { claimedBy: null },
  evolve(state, event) {
    switch (event.type) {
      case 'identity.EmailClaimed':
        return { claimedBy: event.data.userId };
      case 'identity.EmailReleased':
        return state.claimedBy === event.data.userId ? { claimedBy: null } : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ClaimEmail':
        if (state.claimedBy === command.userId) return accept();
        if (state.claimedBy !== null) return reject('EmailAlreadyTaken');
        return accept({ type: 'identity.EmailClaimed', data: { email: command.email, userId: command.userId } });
      case 'ReleaseEmail':
        if (state.claimedBy !== command.userId) return accept();
        return accept({ type: 'identity.EmailReleased', data: { email: command.email, userId: command.userId } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
