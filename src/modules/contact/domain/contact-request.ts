import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import type { ContactRequestView } from '../../../shared/contracts/contact';
import type { ContactEvent } from './events';

export type ContactRequestState =
  | { readonly status: 'none' }
  | { readonly status: 'open' | 'done'; readonly requestId: string };

/** What the person typed, decoded and trimmed at the edge (empty optional fields are null). */
export interface ContactDetails extends Omit<ContactRequestView, 'id' | 'requestedAt' | 'done' | 'doneAt'> {
  readonly gdprConsent: boolean;
}

export type ContactRequestCommand =
  | { readonly type: 'SubmitContactRequest'; readonly requestId: string; readonly details: ContactDetails; readonly now: Date }
  | { readonly type: 'MarkContactRequest'; readonly done: boolean; readonly now: Date };

export type ContactRequestError = 'GdprConsentRequired' | 'ContactRequestAlreadyExists' | 'ContactRequestNotFound';

export const contactRequestDecider: Decider<ContactRequestCommand, ContactEvent, ContactRequestState, ContactRequestError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'contact.ContactRequested':
        return { status: 'open', requestId: event.data.requestId };
      case 'contact.ContactRequestDone':
        return state.status === 'none' ? state : { ...state, status: 'done' };
      case 'contact.ContactRequestReopened':
        return state.status === 'none' ? state : { ...state, status: 'open' };
      default:
        return state;
    }
  },
  decide(command, state): DecideResult<ContactEvent, ContactRequestError> {
    const at = command.now.toISOString();
    switch (command.type) {
      case 'SubmitContactRequest': {
        if (state.status !== 'none') return reject('ContactRequestAlreadyExists');
        if (!command.details.gdprConsent) return reject('GdprConsentRequired');
        return accept({ type: 'contact.ContactRequested', data: { requestId: command.requestId, ...command.details, requestedAt: at } });
      }
      case 'MarkContactRequest':
        if (state.status === 'none') return reject('ContactRequestNotFound');
        if (command.done === (state.status === 'done')) return accept();
        return accept(command.done ? { type: 'contact.ContactRequestDone', data: { doneAt: at } } : { type: 'contact.ContactRequestReopened', data: { reopenedAt: at } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
