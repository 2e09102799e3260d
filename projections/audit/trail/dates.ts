import type { Lang } from '../../../src/platform/i18n';

/** Instants and days as the trail prints them: on the wall clock of Europe/Berlin, German or English. */

const ZONE = 'Europe/Berlin';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HOUR = 3_600_000;
const OFFSET_PROBE = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hour12: false });
const offsets = new Map<number, number>();

/**
 * The zone's offset from UTC at an instant, in ms, asked of Intl once per UTC hour (zone changes
 * happen on full UTC hours): an export formats 100,000 instants without 100,000 Intl calls.
 */
function berlinOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let off = offsets.get(hour);
  if (off === undefined) {
    const parts = OFFSET_PROBE.formatToParts(new Date(hour * HOUR));
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
    off = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute')) - hour * HOUR;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, off);
  }
  return off;
}

/** The wall clock of Europe/Berlin at an instant, as a Date whose UTC fields are that wall clock; null for an invalid date. */
function wall(iso: string): Date | null {
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + berlinOffset(ms));
}

const two = (n: number) => String(n).padStart(2, '0');

/** A date as the trail prints it, in Europe/Berlin: German 15.12.2026, English 15 Dec 2026. */
export function trailDate(iso: string, lang: Lang): string {
  const w = wall(iso);
  if (!w) return iso;
  return lang === 'de' ? `${two(w.getUTCDate())}.${two(w.getUTCMonth() + 1)}.${w.getUTCFullYear()}` : `${w.getUTCDate()} ${MONTHS_EN[w.getUTCMonth()]} ${w.getUTCFullYear()}`;
}

/** Date and time (Europe/Berlin): German 15.12.2026, 14:05; English 15 Dec 2026, 14:05. */
export function trailDateTime(iso: string, lang: Lang): string {
  const w = wall(iso);
  if (!w) return iso;
  return `${trailDate(iso, lang)}, ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`;
}

/** A calendar day `YYYY-MM-DD` as the trail prints it (German 16.07.2026, English 16 Jul 2026); anything else as it is. */
export function trailDay(day: unknown, lang: Lang): string {
  const m = typeof day === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!m) return typeof day === 'string' ? day : '';
  const [, y, mo, d] = m;
  return lang === 'de' ? `${d}.${mo}.${y}` : `${Number(d)} ${MONTHS_EN[Number(mo) - 1] ?? mo} ${y}`;
}
