import { companyPolicy } from '../../../shared/policy';
import type { Caller } from './caller';
import { NOT_ALLOWED } from './errors';

/** Root and admin manage the notification settings and see their preview (403 for the others, before the input is looked at). */
export function assertManagesNotifications(c: Caller): void {
  if (!companyPolicy.manageNotifications(c.role)) throw NOT_ALLOWED();
}
