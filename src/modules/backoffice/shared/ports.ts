import type { MasterCompanyGroup, MasterCompanyTraining, MasterCompanyUser } from '../../../shared/contracts/backoffice';
import type { CompanyView } from '../../../shared/contracts/identity';
import type { CompanyId } from '../../../shared/contracts/ids';

/** What the backoffice asks of other modules, by the names their facades give the methods (../wiring.ts hands the facades over); small DTOs, no database handle. */
export interface BackofficePorts {
  readonly companies: {
    /** Newest first, searchable by name or e-mail. */
    listCompanies(o: { search: string; limit: number; offset: number }): Promise<{ rows: CompanyView[]; total: number }>;
    getCompany(companyId: CompanyId): Promise<CompanyView | undefined>;
    /** Users per company (not deleted). */
    userCounts(companyIds: readonly CompanyId[]): Promise<Map<string, number>>;
    companyUsers(companyId: CompanyId): Promise<readonly MasterCompanyUser[]>;
  };
  readonly trainings: {
    /** Live and published trainings per company. */
    trainingCounts(companyIds: readonly CompanyId[]): Promise<Map<string, { total: number; published: number }>>;
    companyTrainings(companyId: CompanyId): Promise<readonly MasterCompanyTraining[]>;
  };
  readonly groups: {
    companyGroups(companyId: CompanyId): Promise<readonly MasterCompanyGroup[]>;
  };
}
