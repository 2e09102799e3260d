/**
 * Notifications (issue 16): the bell of the caller's training notices and the company's settings
 * (a tab of the profile dialog for root and admin).
 */
export { NoticeBell, NoticeSummary } from './components/notice-bell';
export { NotificationSettingsForm } from './components/notification-settings-form';
export { useNotificationsT } from './i18n';
