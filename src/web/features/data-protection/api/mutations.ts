/**
 * Write side of the data protection page: change the policy or the works-council switch (root),
 * place and lift legal holds (root and admin). Each refreshes what it changed through the key
 * factories of queries.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { dataProtectionKeys, type DataProtectionChange, type DataProtectionSettings, type LegalHoldView } from './queries';

const refreshHolds = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: dataProtectionKeys.holds() });

/** PUT /api/company/data-protection (root only): the fields given change, the others stay; the answer is the new settings. */
export function useChangeDataProtection() {
  return useRefreshingMutation(
    (change: DataProtectionChange) => api.put<DataProtectionSettings>('/api/company/data-protection', change),
    (queryClient, _change, settings) => {
      queryClient.setQueryData(dataProtectionKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: dataProtectionKeys.settings() });
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
