/**
 * Unread changelog (infolog) messages for the notification bell (spec section 2).
 *
 * The infolog endpoints (GET /api/user/all-changelog, polled every 30 s) arrive with the infolog
 * module in a later step; until then there is nothing unread and the bell shows no count.
 */
export interface UnreadMessage {
  id: string;
  title: string;
  message: string;
  createdAt: string;
}

export interface UnreadMessages {
  count: number;
  messages: UnreadMessage[];
}

const NONE: UnreadMessages = { count: 0, messages: [] };

export function useUnreadMessages(): UnreadMessages {
  return NONE;
}
