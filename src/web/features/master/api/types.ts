/** Response shapes of the master backoffice API (GET/DELETE /api/master/*, master role only). */
import type { Role } from '../../../lib/auth';

export interface CompanyRef {
  id: string;
  name: string;
}

export interface MasterStats {
  totalCompanies: number;
  totalUsers: number;
  totalTrainings: number;
  companiesWithActiveTrainings: number;
  companyStats: { company: CompanyRef; userCount: number; trainingCount: number }[];
}

export interface CompanyRow {
  id: string;
  name: string;
  email: string | null;
  createdAt: string;
  trialEndsAt: string | null;
  userCount: number;
  trainingCount: number;
  groupCount: number;
  lastActivity: string | null;
}

export interface CompaniesPage {
  companies: CompanyRow[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

export interface CompanyFilters {
  search: string;
  /** 1-based. */
  page: number;
}

/** Text that may be per language ({de, en}) or a plain string. */
import type { Localized } from '../../../lib/localize';

export type { Localized };

export interface CompanyUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isActive: boolean;
  lastLogin: string | null;
}

export interface CompanyTraining {
  id: string;
  title: Localized | null;
  status: string;
  moduleCount: number;
  createdAt: string;
}

export interface CompanyGroup {
  id: string;
  name: string;
  memberCount: number;
}

export interface CompanyDetails {
  company: {
    id: string;
    name: string;
    email: string | null;
    address: string | null;
    createdAt: string;
    trialEndsAt: string | null;
  };
  users: CompanyUser[];
  trainings: CompanyTraining[];
  groups: CompanyGroup[];
  lastActivity: string | null;
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
