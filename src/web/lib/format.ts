import dayjs from 'dayjs';
import { currentLanguage } from '../i18n';

/** Date formats of spec section 9: de dd.MM.yyyy, en MM/dd/yyyy. */
const DATE_FORMAT = { de: 'DD.MM.YYYY', en: 'MM/DD/YYYY' } as const;

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT[currentLanguage()]) : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? `${date.format(DATE_FORMAT[currentLanguage()])}, ${date.format('HH:mm')}` : '';
}

/** Whole days from today until the given date (negative when past). */
export function daysUntil(value: string | Date): number {
  return dayjs(value).startOf('day').diff(dayjs().startOf('day'), 'day');
}
