import { usePatchThenRefreshUser } from './patch-then-refresh-user';

interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  /** Needed when `email` is a new address. */
  currentPassword?: string;
  /** The language trainings are given in (issue 34); absent: unchanged. */
  contentLanguage?: string;
}

/** The name and address (all three), with or without the content language; or the content language alone. */
export type UpdateProfileInput = ProfileFields | { contentLanguage: string };

/** PATCH /api/user/profile; success refreshes the current user (spec section 7). */
export const useUpdateProfile = () => usePatchThenRefreshUser<UpdateProfileInput>('/api/user/profile');
