/**
 * Notifications to a person (issue 16): what the bell lists, what the company settings hold and what
 * the preview shows. Pure types and the defaults, shared by the server and the web app.
 */

/**
 * The kinds of notification that follow the compliance dates, each with its own switch in the
 * company settings.
 */
export const SWITCHABLE_NOTIFICATION_KINDS = ['assigned', 'reminder', 'overdue', 'window', 'expired', 'escalation'] as const;
export type SwitchableNotificationKind = (typeof SWITCHABLE_NOTIFICATION_KINDS)[number];

/**
 * Every kind of notification: the switchable ones, and the questions to the instructor (issue 16,
 * item 5; ADR 0024): `question` to the instructor, owner and co-owners when a learner asks,
 * `answer` to the learner when their question is answered. Those two are always delivered (the
 * DGUV asks that a conversation with the instructor be possible at any time). `account_locked`
 * tells the admins and root that somebody keeps guessing at a person's PIN (issue 33, item 6;
 * about no training: `trainingId` is ''), always delivered too.
 */
export const NOTIFICATION_KINDS = [...SWITCHABLE_NOTIFICATION_KINDS, 'question', 'answer', 'account_locked'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationSettings {
  /** Days before a deadline a reminder goes out (default 7 and 1), largest first. */
  readonly reminderDays: readonly number[];
  /** Days overdue after which the unit's owners, then the admins and root are told (default 7 and 14). */
  readonly escalationDays: readonly [number, number];
  /** Switch per kind (questions and answers have none: always delivered). */
  readonly enabled: Readonly<Record<SwitchableNotificationKind, boolean>>;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  reminderDays: [7, 1],
  escalationDays: [7, 14],
  enabled: { assigned: true, reminder: true, overdue: true, window: true, expired: true, escalation: true },
};

/** Limits of the settings (checked by the server, shown by the form). */
export const NOTIFICATION_LIMITS = { maxDays: 365, maxReminders: 5 } as const;

/** One entry of the bell (the caller's own). */
export interface NotificationItem {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly trainingId: string;
  readonly trainingTitle: string;
  /** The instant the notification is about: the deadline, the opening of the window, the end of validity (null: none). */
  readonly date: string | null;
  /** Days before the deadline (reminders) or overdue (escalations), else null. */
  readonly days: number | null;
  /** Escalations: the person who is overdue; questions: who asked; answers: who answered; account_locked: whose account. */
  readonly personName: string | null;
  readonly createdAt: string;
  readonly readAt: string | null;
}

export interface NotificationPage {
  readonly items: readonly NotificationItem[];
  readonly total: number;
  readonly unread: number;
  readonly page: number;
  readonly limit: number;
}

/** One notification the company's settings will send between now and `until` (preview). */
export interface NotificationPreviewItem {
  readonly userId: string;
  readonly userName: string;
  readonly kind: NotificationKind;
  readonly trainingId: string;
  readonly trainingTitle: string;
  /** When it goes out. */
  readonly dueAt: string;
  readonly days: number | null;
}

export interface NotificationPreview {
  readonly from: string;
  readonly until: string;
  readonly items: readonly NotificationPreviewItem[];
}
