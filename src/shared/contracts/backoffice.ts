/** Response shapes of the master backoffice calls (/api/master/*), shared by the server and the web app. Pure types. */
import type { CompanyView } from './identity';
import type { LocalizedText } from './localized';

/** GET /api/master/stats */
export interface MasterStats {
  readonly totalCompanies: number;
  readonly totalUsers: number;
  readonly totalTrainings: number;
  readonly companiesWithActiveTrainings: number;
  readonly companyStats: readonly { readonly company: { readonly id: string; readonly name: string }; readonly userCount: number; readonly trainingCount: number }[];
}

/** A row of GET /api/master/companies */
export interface MasterCompanyRow extends CompanyView {
  readonly userCount: number;
  readonly trainingCount: number;
  readonly groupCount: number;
  readonly lastActivity: string | null;
}

/** GET /api/master/companies */
export interface MasterCompaniesPage {
  readonly companies: readonly MasterCompanyRow[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
}

/** A user of a company as the platform operator sees it. */
export interface MasterCompanyUser {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: string;
  readonly isActive: boolean;
  readonly lastLogin: string | null;
}

/** A training of a company as the platform operator sees it (title: plain or per language). */
export interface MasterCompanyTraining {
  readonly id: string;
  readonly title: LocalizedText;
  readonly status: string;
  readonly moduleCount: number;
  readonly createdAt: string;
}

export interface MasterCompanyGroup {
  readonly id: string;
  readonly name: string;
  readonly memberCount: number;
}

/** GET /api/master/companies/{id} */
export interface MasterCompanyDetails {
  readonly company: CompanyView;
  readonly users: readonly MasterCompanyUser[];
  readonly trainings: readonly MasterCompanyTraining[];
  readonly groups: readonly MasterCompanyGroup[];
  readonly lastActivity: string | null;
}
