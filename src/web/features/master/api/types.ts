/** Response shapes of the master backoffice API (GET/DELETE /api/master/*, master role only): the shared contracts. */
export type {
  MasterCompaniesPage as CompaniesPage,
  MasterCompanyDetails as CompanyDetails,
  MasterCompanyGroup as CompanyGroup,
  MasterCompanyRow as CompanyRow,
  MasterCompanyTraining as CompanyTraining,
  MasterCompanyUser as CompanyUser,
  MasterStats,
} from '../../../../shared/contracts/backoffice';

export type { Localized } from '../../../lib/localize';

export interface CompanyFilters {
  search: string;
  /** 1-based. */
  page: number;
}

/** What the delete dialog needs: the name to type and, when known, how much goes with it. */
export interface CompanyToDelete {
  id: string;
  name: string;
  userCount?: number;
  trainingCount?: number;
  groupCount?: number;
}

export type { ContactRequestPage, ContactRequestView, ContactStatusFilter } from '../../../../shared/contracts/contact';
