import { errorTable } from '../../../platform/http';
import { NOTIFICATION_LIMITS } from '../../../shared/contracts/notifications';
import type { SettingsError } from '../domain/settings';

const { maxDays, maxReminders } = NOTIFICATION_LIMITS;

/** The one place where the module's named failures become HTTP errors. */
export const toHttpError = errorTable<SettingsError>({
  NotAllowed: [403, 'forbidden', { de: 'Nur Root und Admins verwalten die Benachrichtigungen des Unternehmens.', en: 'Only root and admins manage the company’s notifications.' }],
  InvalidReminderDays: [400, 'invalid_reminder_days', { de: `Erinnerungstage: 1 bis ${maxReminders} verschiedene ganze Zahlen von 1 bis ${maxDays}.`, en: `Reminder days: 1 to ${maxReminders} different whole numbers from 1 to ${maxDays}.` }],
  InvalidEscalationDays: [400, 'invalid_escalation_days', { de: `Eskalationstage: zwei ganze Zahlen von 1 bis ${maxDays}, die zweite größer als die erste.`, en: `Escalation days: two whole numbers from 1 to ${maxDays}, the second larger than the first.` }],
});

export const NOT_ALLOWED = () => toHttpError('NotAllowed');
