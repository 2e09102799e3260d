import { usePatchThenRefreshUser } from './patch-then-refresh-user';

export interface UpdateProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Needed when `email` is a new address. */
  currentPassword?: string;
}

/** PATCH /api/user/profile; success refreshes the current user (spec section 7). */
export const useUpdateProfile = () => usePatchThenRefreshUser<UpdateProfileInput>('/api/user/profile');
