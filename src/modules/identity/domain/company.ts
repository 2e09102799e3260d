import { accept, reject, type Decider } from '../../../platform/eventstore';
import type { IdentityEvent, EventOf } from './events';

export type CompanyState =
  | { readonly status: 'none' }
  | { readonly status: 'registered'; readonly companyId: string; readonly name: string; readonly address: string };

export type CompanyCommand =
  | { readonly type: 'RegisterCompany'; readonly companyId: string; readonly name: string; readonly email: string; readonly now: Date; readonly trialDays: number }
  | { readonly type: 'UpdateCompanyProfile'; readonly name: string; readonly address: string };

export type CompanyError = 'CompanyAlreadyRegistered' | 'CompanyNotFound';

type CompanyEvent = EventOf<'identity.CompanyRegistered'> | EventOf<'identity.CompanyProfileUpdated'>;

export const TRIAL_DAYS = 14;

export const companyDecider: Decider<CompanyCommand, IdentityEvent, CompanyState, CompanyError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'identity.CompanyRegistered':
        return { status: 'registered', companyId: event.data.companyId, name: event.data.name, address: '' };
      case 'identity.CompanyProfileUpdated':
        return state.status === 'registered' ? { ...state, name: event.data.name, address: event.data.address } : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterCompany': {
        if (state.status !== 'none') return reject('CompanyAlreadyRegistered');
        const trialEndsAt = new Date(command.now.getTime() + command.trialDays * 86_400_000);
        const e: CompanyEvent = {
          type: 'identity.CompanyRegistered',
          data: { companyId: command.companyId, name: command.name, email: command.email, registeredAt: command.now.toISOString(), trialEndsAt: trialEndsAt.toISOString() },
        };
        return accept(e);
      }
      case 'UpdateCompanyProfile': {
        if (state.status !== 'registered') return reject('CompanyNotFound');
        if (state.name === command.name && state.address === command.address) return accept();
        return accept({ type: 'identity.CompanyProfileUpdated', data: { name: command.name, address: command.address } });
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
