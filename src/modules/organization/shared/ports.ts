import type { Role } from '../../../shared/policy';
import type { BundleTrainingView } from '../../../shared/contracts/organization';
import type { PersonSummary } from '../../../shared/contracts/identity';
import type { CompanyId, TrainingId } from '../../../shared/contracts/ids';

/** A person as organization needs it: names for views, company, role and state for the rules. */
export type { PersonSummary };

/** A (not deleted) training of the company: what group and bundle views show of it. */
export interface TrainingSummary extends Omit<BundleTrainingView, 'orderIndex' | 'id'> {
  readonly id: TrainingId;
  readonly companyId: CompanyId;
}

/** What organization asks of the catalog. */
export interface CatalogPort {
  /** The company's trainings among `ids` that are not deleted (any order; unknown ids are absent). */
  liveTrainings(companyId: CompanyId, ids: readonly TrainingId[]): Promise<readonly TrainingSummary[]>;
}

/** What organization asks of identity, by the names identity's facade gives the methods (the facade is the port). */
export interface IdentityPort {
  /** People by id, whatever their company (deleted ones stay resolvable, as inactive). */
  getUserSummaries(ids: readonly string[]): Promise<ReadonlyMap<string, PersonSummary>>;
  /** Active people of a company matching a search, for pickers. */
  searchCompanyUsers(companyId: CompanyId, opts: { search: string; roles?: readonly Role[]; excludeIds: readonly string[]; limit: number }): Promise<readonly PersonSummary[]>;
  /** A person of the company by e-mail (case-insensitive). */
  findUserByEmail(companyId: CompanyId, email: string): Promise<PersonSummary | undefined>;
}

export interface OrganizationPorts {
  readonly catalog: CatalogPort;
  readonly identity: IdentityPort;
}
