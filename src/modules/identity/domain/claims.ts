import { accept, reject, type Decider } from '../../../platform/eventstore';
import type { IdentityEvent } from './events';

/**
 * A value only one holder may have at a time, kept unique by one stream per value: a personnel
 * number within a company (held by a user), a company's login code on the platform (held by the
 * company). Claiming what one holds already is nothing; releasing what another holds is nothing.
 */
export interface ClaimState {
  readonly holder: string | null;
}

export type ClaimCommand = { readonly type: 'Claim'; readonly holder: string } | { readonly type: 'Release'; readonly holder: string };

export type ClaimError = 'AlreadyClaimed';

/** The events of one kind of claim: how they are written and who an event says holds the value afterwards. */
export interface ClaimEvents {
  claimed(holder: string): IdentityEvent;
  released(holder: string): IdentityEvent;
  /** The holder after `e` (null: released), or undefined when `e` is not one of this claim's events. */
  holderAfter(e: IdentityEvent, before: string | null): string | null | undefined;
}

export function claimDecider(events: ClaimEvents): Decider<ClaimCommand, IdentityEvent, ClaimState, ClaimError> {
  return {
    initialState: { holder: null },
    evolve(state, event) {
      const after = events.holderAfter(event, state.holder);
      return after === undefined ? state : { holder: after };
    },
    decide(command, state) {
      if (command.type === 'Claim') {
        if (state.holder === command.holder) return accept();
        if (state.holder !== null) return reject('AlreadyClaimed');
        return accept(events.claimed(command.holder));
      }
      if (state.holder !== command.holder) return accept();
      return accept(events.released(command.holder));
    },
  };
}

/** The claim of one personnel number of a company (key: upper-case). */
export function personnelNumberClaim(companyId: string, personnelNumber: string): Decider<ClaimCommand, IdentityEvent, ClaimState, ClaimError> {
  const data = (userId: string) => ({ companyId, personnelNumber, userId });
  return claimDecider({
    claimed: (userId) => ({ type: 'identity.PersonnelNumberClaimed', data: data(userId) }),
    released: (userId) => ({ type: 'identity.PersonnelNumberReleased', data: data(userId) }),
    holderAfter: (e, before) =>
      e.type === 'identity.PersonnelNumberClaimed' ? e.data.userId : e.type === 'identity.PersonnelNumberReleased' ? (before === e.data.userId ? null : before) : undefined,
  });
}

/** The claim of one login code on the platform, held by a company. */
export function loginCodeClaim(loginCode: string): Decider<ClaimCommand, IdentityEvent, ClaimState, ClaimError> {
  return claimDecider({
    claimed: (companyId) => ({ type: 'identity.LoginCodeClaimed', data: { loginCode, companyId } }),
    released: (companyId) => ({ type: 'identity.LoginCodeReleased', data: { loginCode, companyId } }),
    holderAfter: (e, before) =>
      e.type === 'identity.LoginCodeClaimed' ? e.data.companyId : e.type === 'identity.LoginCodeReleased' ? (before === e.data.companyId ? null : before) : undefined,
  });
}
