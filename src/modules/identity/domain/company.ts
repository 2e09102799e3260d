import { accept, reject, type Decider } from '../../../platform/eventstore';
import type { IdentityEvent, EventOf } from './events';

export type CompanyState =
  | { readonly status: 'none' }
  | { readonly status: 'registered'; readonly companyId: string; readonly name: string; readonly address: string; readonly loginCode: string | null };

export type CompanyCommand =
  | {
      readonly type: 'RegisterCompany';
      readonly companyId: string;
      readonly name: string;
      readonly email: string;
      readonly now: Date;
      readonly trialDays: number;
      /** A generated login code (issue 33); absent: none yet. */
      readonly loginCode?: string;
    }
  /** Name and address together (absent: unchanged), the login code (absent: unchanged). */
  | { readonly type: 'UpdateCompanyProfile'; readonly profile?: { readonly name: string; readonly address: string }; readonly loginCode?: string; readonly now: Date }
  /** A generated login code for a company that has none yet (companies registered before issue 33); nothing when it has one. */
  | { readonly type: 'AssignLoginCode'; readonly loginCode: string; readonly now: Date };

export type CompanyError = 'CompanyAlreadyRegistered' | 'CompanyNotFound';

type CompanyEvent = EventOf<'identity.CompanyRegistered'> | EventOf<'identity.CompanyProfileUpdated'> | EventOf<'identity.CompanyLoginCodeSet'>;

const loginCodeSet = (loginCode: string, previousLoginCode: string | null, now: Date): CompanyEvent => ({
  type: 'identity.CompanyLoginCodeSet',
  data: { loginCode, previousLoginCode, setAt: now.toISOString() },
});

export const TRIAL_DAYS = 14;

export const companyDecider: Decider<CompanyCommand, IdentityEvent, CompanyState, CompanyError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'identity.CompanyRegistered':
        return { status: 'registered', companyId: event.data.companyId, name: event.data.name, address: '', loginCode: null };
      case 'identity.CompanyProfileUpdated':
        return state.status === 'registered' ? { ...state, name: event.data.name, address: event.data.address } : state;
      case 'identity.CompanyLoginCodeSet':
        return state.status === 'registered' ? { ...state, loginCode: event.data.loginCode } : state;
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
        return command.loginCode ? accept(e, loginCodeSet(command.loginCode, null, command.now)) : accept(e);
      }
      case 'UpdateCompanyProfile': {
        if (state.status !== 'registered') return reject('CompanyNotFound');
        const events: CompanyEvent[] = [];
        const p = command.profile;
        if (p && (state.name !== p.name || state.address !== p.address)) events.push({ type: 'identity.CompanyProfileUpdated', data: { name: p.name, address: p.address } });
        if (command.loginCode !== undefined && command.loginCode !== state.loginCode) events.push(loginCodeSet(command.loginCode, state.loginCode, command.now));
        return accept(...events);
      }
      case 'AssignLoginCode':
        if (state.status !== 'registered') return reject('CompanyNotFound');
        return state.loginCode === null ? accept(loginCodeSet(command.loginCode, null, command.now)) : accept();
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
