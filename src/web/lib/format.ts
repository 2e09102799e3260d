import dayjs from 'dayjs';
import { uiLanguage } from '../i18n';

/** Date formats of spec section 9: de dd.MM.yyyy, en MM/dd/yyyy; the learner's other languages by their own rules (`Intl`). */
const DATE_FORMAT: Readonly<Record<string, string>> = { de: 'DD.MM.YYYY', en: 'MM/DD/YYYY' };

function inLanguage(date: dayjs.Dayjs, withTime: boolean): string {
  const language = uiLanguage();
  const format = DATE_FORMAT[language];
  if (format) return withTime ? `${date.format(format)}, ${date.format('HH:mm')}` : date.format(format);
  const options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}) };
  return new Intl.DateTimeFormat(language, options).format(date.toDate());
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? inLanguage(date, false) : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? inLanguage(date, true) : '';
}

/** Whole days from today until the given date (negative when past). */
export function daysUntil(value: string | Date): number {
  return dayjs(value).startOf('day').diff(dayjs().startOf('day'), 'day');
}
