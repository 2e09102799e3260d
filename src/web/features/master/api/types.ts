/** Response shapes of the master backoffice API (GET/DELETE /api/master/*, master role only): the shared contracts. */
import type {
  MasterCompaniesPage,
  MasterCompanyDetails,
  MasterCompanyGroup,
  MasterCompanyRow,
  MasterCompanyTraining,
  MasterCompanyUser,
  MasterStats,
} from '../../../../shared/contracts/backoffice';

export type { Localized } from '../../../lib/localize';
export type { MasterStats };
export type CompanyRow = MasterCompanyRow;
export type CompaniesPage = MasterCompaniesPage;
export type CompanyUser = MasterCompanyUser;
export type CompanyTraining = MasterCompanyTraining;
export type CompanyGroup = MasterCompanyGroup;
export type CompanyDetails = MasterCompanyDetails;

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
