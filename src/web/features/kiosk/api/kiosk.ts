/**
 * The kiosk's side of the API (issue 33 item 5): the device (GET /api/kiosk, POST /api/kiosk/pair),
 * sign-in on the device (POST /api/auth/pin-login, /api/auth/badge-login, both with
 * `X-Kiosk-Device`), the PIN after a start code (PATCH /api/user/pin), sign-out, and the person's
 * open trainings (the learner's GET /api/user/my-trainings, src/web/lib/learning.ts).
 */
import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, apiRequest, hasErrorCode, isApiError } from '../../../lib/api';
import { currentUserQueryOptions } from '../../../lib/auth';
import { myTrainingsQueryOptions } from '../../../lib/learning';
import { clearToken, getToken } from '../../../lib/storage';
import type { AuthResult, KioskInfo, KioskPaired, UserView } from '../../../../shared/contracts/identity';

export type { AuthResult, KioskInfo, KioskPaired, UserView };

export const KIOSK_PATH = '/api/kiosk';
export const DEVICE_HEADER = 'X-Kiosk-Device';
/** How often a waiting kiosk asks whether it is still paired (a revoked one shows the pairing screen). */
const KIOSK_RECHECK_MS = 5 * 60_000;
/** Open trainings a person sees at once (the kiosk shows no paging: nobody has more open at a time). */
export const KIOSK_TRAININGS_LIMIT = 50;

const deviceHeaders = (deviceToken: string) => ({ [DEVICE_HEADER]: deviceToken });

export const kioskKeys = {
  info: (deviceToken: string) => [KIOSK_PATH, deviceToken] as const,
};

/** GET /api/kiosk: what the paired device knows of itself; 401 `kiosk_not_paired` when unknown or revoked. */
export const kioskInfoQueryOptions = (deviceToken: string) =>
  queryOptions({
    queryKey: kioskKeys.info(deviceToken),
    queryFn: ({ signal }) => apiRequest<KioskInfo>(KIOSK_PATH, { headers: deviceHeaders(deviceToken), signal }),
    refetchInterval: KIOSK_RECHECK_MS,
  });

export function useKioskInfo(deviceToken: string) {
  return useQuery(kioskInfoQueryOptions(deviceToken));
}

/** The device was never paired, was revoked, or its token is unknown: it must be paired again. */
export const isNotPaired = (error: unknown): boolean => hasErrorCode(error, ['kiosk_not_paired']);

/** POST /api/kiosk/pair {pairingCode} (no sign-in). */
export function usePairKiosk() {
  return useMutation({
    mutationFn: (pairingCode: string) => api.post<KioskPaired>(`${KIOSK_PATH}/pair`, { pairingCode }),
  });
}

/** What a person gives at the kiosk: personnel number with PIN or start code, or badge with PIN. */
export type KioskCredentials =
  | { readonly personnelNumber: string; readonly pin: string }
  | { readonly personnelNumber: string; readonly startCode: string }
  | { readonly badge: string; readonly pin: string };

/** POST /api/auth/badge-login or /api/auth/pin-login on this device (no company code: the device names the company). */
export function useKioskSignIn(deviceToken: string) {
  return useMutation({
    mutationFn: (credentials: KioskCredentials) =>
      apiRequest<AuthResult>('badge' in credentials ? '/api/auth/badge-login' : '/api/auth/pin-login', {
        method: 'POST',
        body: credentials,
        headers: deviceHeaders(deviceToken),
      }),
  });
}

/** PATCH /api/user/pin {pin} right after a start code (no current PIN asked then). */
export function useSetKioskPin() {
  return useMutation({
    mutationFn: (pin: string) => api.patch<{ user: UserView }>('/api/user/pin', { pin }),
  });
}

/** The signed-in person's open trainings, open first (30 s refresh, as My Learning). */
export const openTrainingsQueryOptions = () =>
  myTrainingsQueryOptions({ search: '', status: 'open', tags: [], page: 1, limit: KIOSK_TRAININGS_LIMIT });

/** Seconds the server asks to wait (429 `retryAfter`), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const value = (error.body as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : 1;
}

/**
 * Forgets everything of the person who was signed in: every cached answer except the kiosk's own.
 * Called once their screens are gone, so that no mounted query asks again without a session.
 */
export function forgetPersonData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== KIOSK_PATH });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== KIOSK_PATH });
  queryClient.getMutationCache().clear();
}

/**
 * Ends the stored session, if any: POST /api/auth/logout with its token (errors ignored: an ended
 * session is gone anyway), then the token is forgotten at once. The request carries the token,
 * read before it is removed.
 */
export function endStoredSession(): Promise<void> {
  if (!getToken()) return Promise.resolve();
  const request = api.post<void>('/api/auth/logout').then(
    () => undefined,
    () => undefined,
  );
  clearToken();
  return request;
}

/** Puts the signed-in person where the rest of the app reads them (the player asks for the PIN by `confirmsWith`). */
export function rememberUser(queryClient: QueryClient, user: UserView): void {
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}
