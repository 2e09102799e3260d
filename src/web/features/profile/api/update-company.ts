import { usePatchThenRefreshUser } from './patch-then-refresh-user';

export interface UpdateCompanyInput {
  name: string;
  address: string;
  /** The company's login code (issue 33); absent: unchanged. */
  loginCode?: string;
}

/** PATCH /api/company/profile (root only); success refreshes the current user (spec section 7). */
export const useUpdateCompany = () => usePatchThenRefreshUser<UpdateCompanyInput>('/api/company/profile');
