/** Write side of the kiosk management: add a device (its pairing code comes back once) and revoke one. Both refresh the lists. */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { kioskKeys, type KioskCreated } from './queries';

const refreshLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: kioskKeys.lists() });

export interface CreateKioskInput {
  name: string;
  /** Units whose members may sign in there; left out: everybody in the company. */
  groupIds?: string[];
}

/** POST /api/kiosks: 201 with the pairing code (8 characters, valid 10 minutes, shown only here). */
export function useCreateKiosk() {
  return useRefreshingMutation((input: CreateKioskInput) => api.post<KioskCreated>('/api/kiosks', input), refreshLists);
}

/** DELETE /api/kiosks/{id}: the device is signed out and whoever is signed in there with it. */
export function useRevokeKiosk() {
  return useRefreshingMutation((id: string) => api.delete<void>(`/api/kiosks/${encodeURIComponent(id)}`), refreshLists);
}
