import { accept, type Decider } from '../../../platform/eventstore';
import type { BackofficeEvent } from './events';

/** The audit stream of one deleted company (platform tenant): what was erased, when. */
export type CompanyDeletionState = { readonly deletions: number };

export type CompanyDeletionCommand = { readonly type: 'RecordCompanyDeletion'; readonly companyId: string; readonly erasedEvents: number; readonly now: Date };

export const companyDeletionDecider: Decider<CompanyDeletionCommand, BackofficeEvent, CompanyDeletionState, never> = {
  initialState: { deletions: 0 },
  evolve: (state, event) => (event.type === 'backoffice.CompanyDeleted' ? { deletions: state.deletions + 1 } : state),
  decide: (command) =>
    accept({ type: 'backoffice.CompanyDeleted', data: { companyId: command.companyId, erasedEvents: command.erasedEvents, deletedAt: command.now.toISOString() } }),
};
