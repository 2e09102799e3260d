import type { RouteDocs } from '../../platform/http';
import { SettingsBody } from './features/change-settings/schema';
import { ListQuery } from './features/list/schema';
import { MarkReadBody } from './features/mark-read/schema';
import { PreviewQuery } from './features/preview/schema';

/** Notifications (bell, company settings, preview), for the API reference. */
export const notificationsApi: RouteDocs = {
  'GET /api/notifications': { summary: 'The caller’s own notifications (the bell), newest first, paged, with the unread count.', query: ListQuery },
  'POST /api/notifications/read': { summary: 'Mark some (ids) or all of the caller’s notifications read.', body: MarkReadBody },
  'GET /api/notifications/settings': { summary: 'The company’s notification settings: reminder days, escalation days, a switch per kind.' },
  'PATCH /api/notifications/settings': { summary: 'Change the company’s notification settings.', body: SettingsBody },
  'GET /api/notifications/preview': { summary: 'What the settings will send from now until a date, without sending.', query: PreviewQuery },
};
