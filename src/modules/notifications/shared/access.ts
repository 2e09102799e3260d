import { notificationPolicy } from '../../../shared/policy';
import type { Caller } from './caller';
import { forbidden } from '../../../platform/http';
import { NOT_ALLOWED } from './errors';

/** Root and admin manage the notification settings and see their preview (403 for the others, before the input is looked at). */
export function assertManagesNotifications(c: Caller): void {
  if (!notificationPolicy.manageSettings(c.actor.role)) throw NOT_ALLOWED();
}

/** Marking read is a change: everyone but the read-only auditor. */
export function assertMayMarkRead(c: Caller): void {
  if (!notificationPolicy.markRead(c.actor.role)) throw forbidden();
}
