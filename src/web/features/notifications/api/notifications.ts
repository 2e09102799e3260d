/**
 * The caller's notifications (GET /api/notifications, polled every 30 s), marking them read, and the
 * company's notification settings (root and admin).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { NotificationPage, NotificationSettings } from '../../../../shared/contracts/notifications';

export const BELL_PAGE_SIZE = 10;
const POLL_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

const unreadQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<NotificationPage>(`/api/notifications?unread=true&page=1&limit=${BELL_PAGE_SIZE}`, signal),
    staleTime: 0,
  });

/** The unread notifications (newest ten) and their number; `poll` keeps the 30 s poll running. */
export function useUnreadNotifications({ poll = false }: { poll?: boolean } = {}) {
  const query = useQuery({ ...unreadQueryOptions(), refetchInterval: poll ? POLL_MS : false });
  return { count: query.data?.unread ?? 0, items: query.data?.items ?? [], isError: query.isError };
}

/** POST /api/notifications/read: some ids, or all when none are given. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: readonly string[]) => api.post<{ marked: number; unread: number }>('/api/notifications/read', ids ? { ids } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
  });
}

export function useNotificationSettings(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => api.get<NotificationSettings>('/api/notifications/settings', signal), enabled });
}

export type SettingsChange = Partial<{ reminderDays: number[]; escalationDays: number[]; enabled: Partial<NotificationSettings['enabled']> }>;

/** PATCH /api/notifications/settings; answers the settings as they now are. */
export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) => api.patch<NotificationSettings>('/api/notifications/settings', change),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}
