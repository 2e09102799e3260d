/**
 * Unread infolog messages for the notification bell (spec sections 2, 4 and 7):
 * GET /api/user/all-changelog?unread=true&page=1&limit=10, polled every 30 s, never cached. The
 * count is the server's total; the list holds the newest ten.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { changelogKeys, unreadQueryOptions } from './queries';
import type { ChangelogEntry } from './types';

export type UnreadMessage = ChangelogEntry;

export interface UnreadMessages {
  count: number;
  messages: readonly UnreadMessage[];
  isError: boolean;
}

/**
 * `poll`: the one caller that keeps the 30 s poll running (the bell). Others (the mobile drawer)
 * read the same cache without a second timer. When the poll brings a message that was not there
 * before, the dashboard list and its group filter are refreshed too.
 */
export function useUnreadMessages({ poll = false }: { poll?: boolean } = {}): UnreadMessages {
  const queryClient = useQueryClient();
  const query = useQuery({ ...unreadQueryOptions(), refetchInterval: poll ? unreadQueryOptions().refetchInterval : false });
  const known = useRef<Set<string> | null>(null);
  const messages = query.data?.changelogs;

  useEffect(() => {
    if (!poll || !messages) return;
    const ids = new Set(messages.map((m) => m.id));
    const previous = known.current;
    known.current = ids;
    if (previous && [...ids].some((id) => !previous.has(id))) {
      void queryClient.invalidateQueries({ queryKey: changelogKeys.feeds() });
      void queryClient.invalidateQueries({ queryKey: changelogKeys.groups() });
    }
  }, [poll, messages, queryClient]);

  return { count: query.data?.totalCount ?? 0, messages: messages ?? [], isError: query.isError };
}
