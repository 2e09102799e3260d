/**
 * Session and current user (spec sections 4 and 7): the token lives in localStorage 'token',
 * the current user is the query GET /api/auth/me (401 -> null, cached 5 minutes, no retry).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from './api';
import { clearToken, getToken, setToken } from './storage';
import { changeLanguage, uiLanguage } from '../i18n';
import type { Role } from '../../shared/policy';
import type { AuthResult, CompanyView, UserView } from '../../shared/contracts/identity';

export type { Role };

/** The signed-in user's company, the signed-in user and the answer of sign-in/registration: the API's contracts. */
export type Company = CompanyView;
export type User = UserView;
export type AuthResponse = AuthResult;

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  companyName: string;
  companyEmail: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  gdprConsent: boolean;
}

const CURRENT_USER_STALE_TIME = 5 * 60 * 1000;

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!getToken()) return null;
  try {
    return await api.get<User>('/api/auth/me', signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_TIME,
    retry: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Sets the current-user cache after the server returned a fresh user object. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}

export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
}

/**
 * Starts a session from a login/register response: token into localStorage 'token', user into the
 * current-user cache. Callers do this after clearing the form and closing the dialog, because the
 * signed-out screen unmounts as soon as the cache holds a user.
 */
export function useStartSession() {
  const setCurrentUser = useSetCurrentUser();
  return (response: AuthResponse) => {
    setToken(response.token);
    // the person's stored language wins over the one the sign-in page happened to show
    if (response.user.language && response.user.language !== uiLanguage()) void changeLanguage(response.user.language);
    setCurrentUser(response.user);
  };
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<AuthResponse>('/api/auth/login', input),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<AuthResponse>('/api/auth/register', input),
  });
}

const LOGGED_OUT_FLAG = 'loggedOut';

/**
 * Logout (spec section 4): tell the server, remove the token, clear all caches, reload the page
 * at '/'. The 'Abgemeldet' toast is shown by the freshly loaded page (see consumeLoggedOutFlag),
 * because a toast shown before the reload would vanish with it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post<void>('/api/auth/logout');
      } catch {
        // The session ends locally either way (e.g. the token had already expired).
      }
    },
    onSettled: () => {
      clearToken();
      queryClient.clear();
      try {
        window.sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
      } catch {
        // sessionStorage unavailable: no toast after the reload, logout still happens
      }
      window.location.assign('/');
    },
  });
}

/** True once after a logout reload. */
export function consumeLoggedOutFlag(): boolean {
  try {
    const set = window.sessionStorage.getItem(LOGGED_OUT_FLAG) === '1';
    if (set) window.sessionStorage.removeItem(LOGGED_OUT_FLAG);
    return set;
  } catch {
    return false;
  }
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
