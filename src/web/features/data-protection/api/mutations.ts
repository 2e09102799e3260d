/**
 * Write side of the data protection page: change the policy or the works-council switch (root),
 * place and lift legal holds, pseudonymise a person who left (root and admin). Each refreshes what
 * it changed through the key factories of queries.ts; the job's preview depends on all of them (the
 * grace period, who is held, who is pseudonymised already).
 */
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { dataProtectionKeys, type DataProtectionChange, type DataProtectionSettings, type ErasureView, type LegalHoldView } from './queries';

const refreshPreview = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: dataProtectionKeys.previews() });

const refreshHolds = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: dataProtectionKeys.holds() }), refreshPreview(queryClient)]);

/** PUT /api/company/data-protection (root only): the fields given change, the others stay; the answer is the new settings. */
export function useChangeDataProtection() {
  return useRefreshingMutation(
    (change: DataProtectionChange) => api.put<DataProtectionSettings>('/api/company/data-protection', change),
    (queryClient, _change, settings) => {
      queryClient.setQueryData(dataProtectionKeys.settings(), settings);
      return Promise.all([queryClient.invalidateQueries({ queryKey: dataProtectionKeys.settings() }), refreshPreview(queryClient)]);
    },
  );
}

export interface PlaceHoldInput {
  userId: string;
  reason: string;
}

/** POST /api/users/{id}/legal-hold: 201 with the hold; 409 when the person already has one. */
export function usePlaceLegalHold() {
  return useRefreshingMutation(
    ({ userId, reason }: PlaceHoldInput) => api.post<LegalHoldView>(`/api/users/${encodeURIComponent(userId)}/legal-hold`, { reason }),
    refreshHolds,
  );
}

/**
 * DELETE /api/users/{id}/legal-hold: 204. A 404 (no hold, e.g. lifted meanwhile in another window)
 * is what was asked for: it counts as lifted, and the list is read again either way.
 */
export function useLiftLegalHold() {
  return useRefreshingMutation(async (userId: string) => {
    try {
      await api.delete<void>(`/api/users/${encodeURIComponent(userId)}/legal-hold`);
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
    }
  }, refreshHolds);
}

export interface ErasePersonInput {
  userId: string;
  reason: string;
}

/**
 * POST /api/users/{id}/erase (GDPR Art. 17): 201 with the pseudonymisation; asked again, 200 with the
 * first one. The person's name changes on every screen (the users list, units, classroom sessions,
 * the audit trail), not only on this page: every query is refreshed, those on screen at once (the
 * preview, the pseudonymisations), the others when they are next shown (the users list).
 */
export function useErasePerson() {
  return useRefreshingMutation(
    ({ userId, reason }: ErasePersonInput) => api.post<ErasureView>(`/api/users/${encodeURIComponent(userId)}/erase`, { reason }),
    (queryClient) => queryClient.invalidateQueries(),
  );
}
