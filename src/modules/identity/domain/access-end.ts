/**
 * The optional access end date of an account (issue 12: external auditors): a calendar day
 * (`YYYY-MM-DD`) in the companies' time zone (Europe/Berlin); the account works through that day
 * and stops at the following midnight. Pure: the caller passes the clock's instant.
 */

const TIME_ZONE = 'Europe/Berlin';
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function berlinParts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** The calendar day of an instant in Europe/Berlin, as `YYYY-MM-DD`. */
export function berlinDate(at: Date): string {
  const p = berlinParts(at);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The instant an access end date is over: midnight in Europe/Berlin after that day. */
export function accessEndsAt(accessUntil: string): Date {
  const m = DATE_RE.exec(accessUntil);
  if (!m) throw new Error(`not a date: ${accessUntil}`);
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1);
  // Berlin's offset at that instant (midnight is never inside a daylight-saving switch there)
  const p = berlinParts(new Date(guess));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return new Date(guess - (asUtc - guess));
}

/** True when an access end date is set and already over at `now`. */
export const accessEnded = (accessUntil: string | null, now: Date): boolean => accessUntil !== null && now.getTime() >= accessEndsAt(accessUntil).getTime();

/** True when a date to set lies before today (Europe/Berlin): refused. */
export const accessEndInPast = (accessUntil: string, now: Date): boolean => accessUntil < berlinDate(now);
