import { accept, reject, type Decider } from '../../../platform/eventstore';
import type { IdentityEvent, Role } from './events';

export type UserState =
  | { readonly status: 'none' }
  | {
      readonly status: 'registered';
      readonly userId: string;
      readonly companyId: string | null;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly role: Role;
      readonly passwordHash: string;
      readonly temporaryPassword: { readonly hash: string; readonly expiresAt: string } | null;
      readonly mustChangePassword: boolean;
    };

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly userId: string;
      readonly companyId: string | null;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly role: Role;
      readonly passwordHash: string;
      readonly gdprConsent: boolean;
      readonly now: Date;
    }
  | { readonly type: 'UpdateProfile'; readonly firstName: string; readonly lastName: string; readonly email: string }
  | {
      readonly type: 'ChangePassword';
      /** Verified by the application (scrypt) before deciding. */
      readonly currentPasswordValid: boolean;
      readonly newPasswordHash: string;
      readonly now: Date;
      readonly keepSessionId: string | null;
    }
  | { readonly type: 'IssueTemporaryPassword'; readonly passwordHash: string; readonly now: Date; readonly validHours: number }
  | { readonly type: 'RedeemTemporaryPassword'; readonly now: Date; readonly sessionId: string };

export type UserError = 'UserAlreadyRegistered' | 'UserNotFound' | 'CurrentPasswordWrong' | 'NoTemporaryPassword' | 'TemporaryPasswordExpired';

export const userDecider: Decider<UserCommand, IdentityEvent, UserState, UserError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'identity.UserRegistered': {
        const d = event.data;
        return {
          status: 'registered',
          userId: d.userId,
          companyId: d.companyId,
          email: d.email,
          firstName: d.firstName,
          lastName: d.lastName,
          role: d.role,
          passwordHash: d.passwordHash,
          temporaryPassword: null,
          mustChangePassword: false,
        };
      }
      case 'identity.ProfileUpdated':
        return state.status === 'registered' ? { ...state, ...event.data } : state;
      case 'identity.PasswordChanged':
        return state.status === 'registered'
          ? { ...state, passwordHash: event.data.passwordHash, temporaryPassword: null, mustChangePassword: false }
          : state;
      case 'identity.TemporaryPasswordIssued':
        return state.status === 'registered'
          ? { ...state, temporaryPassword: { hash: event.data.passwordHash, expiresAt: event.data.expiresAt } }
          : state;
      case 'identity.TemporaryPasswordRedeemed':
        return state.status === 'registered' && state.temporaryPassword
          ? { ...state, passwordHash: state.temporaryPassword.hash, temporaryPassword: null, mustChangePassword: true }
          : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (state.status !== 'none') return reject('UserAlreadyRegistered');
      return accept({
        type: 'identity.UserRegistered',
        data: {
          userId: command.userId,
          companyId: command.companyId,
          email: command.email,
          firstName: command.firstName,
          lastName: command.lastName,
          role: command.role,
          passwordHash: command.passwordHash,
          gdprConsent: command.gdprConsent,
          registeredAt: command.now.toISOString(),
        },
      });
    }
    if (state.status !== 'registered') return reject('UserNotFound');
    switch (command.type) {
      case 'UpdateProfile': {
        if (state.firstName === command.firstName && state.lastName === command.lastName && state.email === command.email) return accept();
        return accept({ type: 'identity.ProfileUpdated', data: { firstName: command.firstName, lastName: command.lastName, email: command.email } });
      }
      case 'ChangePassword':
        if (!command.currentPasswordValid) return reject('CurrentPasswordWrong');
        return accept({
          type: 'identity.PasswordChanged',
          data: { passwordHash: command.newPasswordHash, changedAt: command.now.toISOString(), keepSessionId: command.keepSessionId },
        });
      case 'IssueTemporaryPassword': {
        const expiresAt = new Date(command.now.getTime() + command.validHours * 3_600_000).toISOString();
        return accept({ type: 'identity.TemporaryPasswordIssued', data: { passwordHash: command.passwordHash, issuedAt: command.now.toISOString(), expiresAt } });
      }
      case 'RedeemTemporaryPassword':
        if (!state.temporaryPassword) return reject('NoTemporaryPassword');
        if (new Date(state.temporaryPassword.expiresAt).getTime() <= command.now.getTime()) return reject('TemporaryPasswordExpired');
        return accept({ type: 'identity.TemporaryPasswordRedeemed', data: { redeemedAt: command.now.toISOString(), sessionId: command.sessionId } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
