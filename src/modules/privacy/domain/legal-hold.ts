import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { privacyPolicy, type Role } from '../../../shared/policy';
import type { PrivacyEvent } from './events';

/** A person's legal hold, if one stands. */
export type LegalHoldState = { readonly held: false } | { readonly held: true; readonly reason: string; readonly placedBy: string; readonly placedAt: string };

export type LegalHoldCommand =
  | { readonly type: 'PlaceLegalHold'; readonly actor: { readonly userId: string; readonly role: Role }; readonly companyId: string; readonly userId: string; readonly reason: string; readonly now: Date }
  | { readonly type: 'LiftLegalHold'; readonly actor: { readonly userId: string; readonly role: Role }; readonly companyId: string; readonly userId: string; readonly now: Date };

export type LegalHoldError = 'HoldNotAllowed' | 'AlreadyHeld' | 'NotHeld';

/**
 * A legal hold on one person (issue 35, item 2): while it stands, the person is never pseudonymised
 * or erased. Root and admins place and lift it; one hold at a time, lifting one that is not there
 * is an error (not silently nothing), so that the trail shows what really happened.
 */
export const legalHoldDecider: Decider<LegalHoldCommand, PrivacyEvent, LegalHoldState, LegalHoldError> = {
  initialState: { held: false },
  evolve(state, event) {
    if (event.type === 'privacy.LegalHoldPlaced') return { held: true, reason: event.data.reason, placedBy: event.data.placedBy, placedAt: event.data.placedAt };
    if (event.type === 'privacy.LegalHoldLifted') return { held: false };
    return state;
  },
  decide(command, state): DecideResult<PrivacyEvent, LegalHoldError> {
    if (!privacyPolicy.manageLegalHolds(command.actor.role)) return reject('HoldNotAllowed');
    const at = command.now.toISOString();
    if (command.type === 'PlaceLegalHold') {
      if (state.held) return reject('AlreadyHeld');
      return accept({ type: 'privacy.LegalHoldPlaced', data: { companyId: command.companyId, userId: command.userId, reason: command.reason, placedBy: command.actor.userId, placedAt: at } });
    }
    if (!state.held) return reject('NotHeld');
    return accept({ type: 'privacy.LegalHoldLifted', data: { companyId: command.companyId, userId: command.userId, liftedBy: command.actor.userId, liftedAt: at } });
  },
};
