import { accept, reject, type Decider } from '../../../platform/eventstore';
import type { EventOf, IdentityEvent } from './events';

/** Minutes a kiosk's pairing code works (issue 33, item 5). */
export const KIOSK_PAIRING_MINUTES = 10;
/** A session begun on a kiosk ends after this many minutes at the latest. */
export const KIOSK_SESSION_MINUTES = 30;
export const KIOSK_NAME_MAX = 80;

/**
 * A kiosk: a shared tablet on site that people sign in on with badge or personnel number and PIN.
 * Registered with a one-time pairing code; paired once (the tablet then holds a device token);
 * revoked for good (a new tablet, or the same one again, is a new kiosk).
 */
export type KioskState =
  | { readonly status: 'none' }
  | {
      readonly status: 'pairing';
      readonly companyId: string;
      readonly name: string;
      readonly pairingCodeHash: string;
      readonly pairingExpiresAt: string;
    }
  | { readonly status: 'paired'; readonly companyId: string; readonly name: string }
  | { readonly status: 'revoked'; readonly companyId: string; readonly name: string };

export type KioskCommand =
  | {
      readonly type: 'RegisterKiosk';
      readonly kioskId: string;
      readonly companyId: string;
      readonly name: string;
      readonly groupIds: readonly string[];
      readonly pairingCodeHash: string;
      readonly registeredBy: string;
      readonly now: Date;
    }
  /** The tablet typed a code whose hash is `pairingCodeHash`; it will hold the token hashed as `deviceTokenHash`. */
  | { readonly type: 'PairKiosk'; readonly pairingCodeHash: string; readonly deviceTokenHash: string; readonly now: Date }
  /** Root or an admin of `companyId` ends the kiosk. */
  | { readonly type: 'RevokeKiosk'; readonly companyId: string; readonly revokedBy: string; readonly now: Date };

export type KioskError =
  | 'KioskAlreadyRegistered'
  /** No kiosk of the caller's company by this id (another company's is not told apart). */
  | 'KioskNotFound'
  /** A wrong code, an expired one, one already used, or a revoked kiosk's: one answer. */
  | 'PairingCodeInvalid';

type KioskEvent = EventOf<'identity.KioskRegistered'> | EventOf<'identity.KioskPaired'> | EventOf<'identity.KioskRevoked'>;

export const kioskDecider: Decider<KioskCommand, IdentityEvent, KioskState, KioskError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'identity.KioskRegistered':
        return { status: 'pairing', companyId: event.data.companyId, name: event.data.name, pairingCodeHash: event.data.pairingCodeHash, pairingExpiresAt: event.data.pairingExpiresAt };
      case 'identity.KioskPaired':
        return state.status === 'pairing' ? { status: 'paired', companyId: state.companyId, name: state.name } : state;
      case 'identity.KioskRevoked':
        return state.status === 'none' ? state : { status: 'revoked', companyId: state.companyId, name: state.name };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterKiosk': {
        if (state.status !== 'none') return reject('KioskAlreadyRegistered');
        const event: KioskEvent = {
          type: 'identity.KioskRegistered',
          data: {
            kioskId: command.kioskId,
            companyId: command.companyId,
            name: command.name,
            groupIds: [...new Set(command.groupIds)],
            pairingCodeHash: command.pairingCodeHash,
            pairingExpiresAt: new Date(command.now.getTime() + KIOSK_PAIRING_MINUTES * 60_000).toISOString(),
            registeredAt: command.now.toISOString(),
            registeredBy: command.registeredBy,
          },
        };
        return accept(event);
      }
      case 'PairKiosk':
        if (state.status !== 'pairing' || state.pairingCodeHash !== command.pairingCodeHash || new Date(state.pairingExpiresAt).getTime() <= command.now.getTime()) {
          return reject('PairingCodeInvalid');
        }
        return accept({ type: 'identity.KioskPaired', data: { name: state.name, deviceTokenHash: command.deviceTokenHash, pairedAt: command.now.toISOString() } });
      case 'RevokeKiosk':
        if (state.status === 'none' || state.companyId !== command.companyId) return reject('KioskNotFound');
        if (state.status === 'revoked') return accept();
        return accept({ type: 'identity.KioskRevoked', data: { name: state.name, revokedAt: command.now.toISOString(), revokedBy: command.revokedBy } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
