import type { MasterCompanyGroup, MasterCompanyTraining, MasterCompanyUser } from '../../../shared/contracts/backoffice';
import type { CompanyView } from '../../../shared/contracts/identity';

/** What the backoffice asks of other modules (wired in src/app.ts); small DTOs, no database handle. */
export interface BackofficePorts {
  readonly companies: {
    /** Newest first, searchable by name or e-mail. */
    list(o: { search: string; limit: number; offset: number }): Promise<{ rows: CompanyView[]; total: number }>;
    get(companyId: string): Promise<CompanyView | undefined>;
    /** Users per company (not deleted). */
    userCounts(companyIds: readonly string[]): Promise<Map<string, number>>;
    users(companyId: string): Promise<readonly MasterCompanyUser[]>;
  };
  readonly trainings: {
    /** Live and published trainings per company. */
    counts(companyIds: readonly string[]): Promise<Map<string, { total: number; published: number }>>;
    ofCompany(companyId: string): Promise<readonly MasterCompanyTraining[]>;
  };
  readonly groups: {
    ofCompany(companyId: string): Promise<readonly MasterCompanyGroup[]>;
  };
}
