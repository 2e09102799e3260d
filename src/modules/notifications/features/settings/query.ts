import type { NotificationSettings } from '../../../../shared/contracts/notifications';
import { storedSettings } from '../../read/settings/queries';
import type { Caller } from '../../shared/caller';
import { assertManagesNotifications } from '../../shared/access';
import type { NotificationDeps } from '../../shared/ports';

/** The company's notification settings (the defaults until changed): root and admin. */
export async function getSettings(d: NotificationDeps, c: Caller): Promise<NotificationSettings> {
  assertManagesNotifications(c);
  return (await storedSettings(d.k.db, c.companyId)).of(c.companyId);
}
