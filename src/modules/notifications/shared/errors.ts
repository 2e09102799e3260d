import { HttpError, httpError } from '../../../platform/http';
import { NOTIFICATION_LIMITS } from '../../../shared/contracts/notifications';
import type { SettingsError } from '../domain/settings';

const e = httpError;

export const NOT_ALLOWED = () => e(403, 'forbidden', 'Nur Root und Admins verwalten die Benachrichtigungen des Unternehmens.', 'Only root and admins manage the company’s notifications.');

/** The one place where the module's named failures become HTTP errors. */
export function toHttpError(error: SettingsError): HttpError {
  const { maxDays, maxReminders } = NOTIFICATION_LIMITS;
  switch (error) {
    case 'NotAllowed':
      return NOT_ALLOWED();
    case 'InvalidReminderDays':
      return e(
        400,
        'invalid_reminder_days',
        `Erinnerungstage: 1 bis ${maxReminders} verschiedene ganze Zahlen von 1 bis ${maxDays}.`,
        `Reminder days: 1 to ${maxReminders} different whole numbers from 1 to ${maxDays}.`,
      );
    case 'InvalidEscalationDays':
      return e(
        400,
        'invalid_escalation_days',
        `Eskalationstage: zwei ganze Zahlen von 1 bis ${maxDays}, die zweite größer als die erste.`,
        `Escalation days: two whole numbers from 1 to ${maxDays}, the second larger than the first.`,
      );
    default: {
      const never: never = error;
      return never;
    }
  }
}
