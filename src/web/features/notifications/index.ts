/** Notifications: the bell with the unread infolog messages and the infolog list of the dashboard. */
export { NotificationBell, NotificationSummary } from './components/notification-bell';
export { DashboardChangelog } from './components/dashboard-changelog';
export { useUnreadMessages } from './api/get-unread-messages';
export { notificationsTranslations } from './i18n';
