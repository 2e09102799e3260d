/**
 * Read side of the kiosk management (GET /api/kiosks, issue 33 item 5): query-key factories and
 * queryOptions. Mutations (mutations.ts) refresh through these factories.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQueryString } from '../../../lib/list-queries';
import type { KiosksPage, KioskView } from '../../../../shared/contracts/identity';
import type { GroupPage } from '../../../../shared/contracts/organization';
import { groupKeys } from '../../groups';

export type { KioskCreated, KiosksPage, KioskView } from '../../../../shared/contracts/identity';

/** Devices a page of the table shows. */
export const KIOSKS_PAGE_SIZE = 20;

export const kioskKeys = {
  all: ['kiosks'] as const,
  lists: () => [...kioskKeys.all, 'list'] as const,
  list: (page: number) => [...kioskKeys.lists(), page] as const,
};

/** How often the list asks again while a device waits for its pairing (the tablet pairs elsewhere). */
const PAIRING_POLL_MS = 5_000;

/**
 * GET /api/kiosks?page=&pageSize=: one page of the company's devices. Pairing and last use happen
 * on the tablets, not here: the list is read again whenever the page opens, and every few seconds
 * while a device still waits for its pairing code to be entered.
 */
export const kiosksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: kioskKeys.list(page),
    queryFn: ({ signal }) => api.get<KiosksPage>(`/api/kiosks?${listQueryString({ page: String(page), pageSize: String(KIOSKS_PAGE_SIZE) })}`, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.kiosks.some((k) => displayStatus(k, Date.now()) === 'pairing') ? PAIRING_POLL_MS : false),
  });

export function useKiosks(page: number) {
  return useQuery(kiosksQueryOptions(page));
}

/** An option of the units picker. */
export interface UnitOption {
  value: string;
  label: string;
}

/**
 * The first page of the company's units matching a search (GET /api/user-groups), for the add
 * dialog's picker. Kept under the groups' list key, so that a unit created or renamed on the groups
 * page shows here too.
 */
export const kioskUnitsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...groupKeys.lists(), 'kiosk-units', search] as const,
    // the page as the server sends it (the shape of the groups' lists under this key); the picker maps it
    queryFn: ({ signal }) => api.get<GroupPage>(`/api/user-groups?${listQueryString({ search, page: '1' })}`, signal),
    select: (page): UnitOption[] => page.groups.map((g) => ({ value: g.id, label: g.name })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useKioskUnits(search: string, enabled: boolean) {
  return useQuery({ ...kioskUnitsQueryOptions(search), enabled });
}

/** What the table shows: 'pairing' turns into 'unpaired' on screen once the code's time is over. */
export function displayStatus(kiosk: KioskView, now: number): KioskView['status'] {
  if (kiosk.status === 'pairing' && Date.parse(kiosk.pairingExpiresAt) <= now) return 'unpaired';
  return kiosk.status;
}
