import type { MasterCompanyGroup, MasterCompanyTraining, MasterCompanyUser } from '../../../shared/contracts/backoffice';
import type { CompanyView } from '../../../shared/contracts/identity';
import type { CompanyId } from '../../../shared/contracts/ids';

/** What the backoffice asks of other modules (wired in ../wiring.ts); small DTOs, no database handle. */
export interface BackofficePorts {
  readonly companies: {
    /** Newest first, searchable by name or e-mail. */
    list(o: { search: string; limit: number; offset: number }): Promise<{ rows: CompanyView[]; total: number }>;
    get(companyId: CompanyId): Promise<CompanyView | undefined>;
    /** Users per company (not deleted). */
    userCounts(companyIds: readonly CompanyId[]): Promise<Map<string, number>>;
    users(companyId: CompanyId): Promise<readonly MasterCompanyUser[]>;
  };
  readonly trainings: {
    /** Live and published trainings per company. */
    counts(companyIds: readonly CompanyId[]): Promise<Map<string, { total: number; published: number }>>;
    ofCompany(companyId: CompanyId): Promise<readonly MasterCompanyTraining[]>;
  };
  readonly groups: {
    ofCompany(companyId: CompanyId): Promise<readonly MasterCompanyGroup[]>;
  };
}
