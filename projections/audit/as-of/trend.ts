/** The UTC instant of a wall-clock time in Germany (CET/CEST). */
export function berlinInstant(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  const offset = (at: number) => {
    const p = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date(at));
    const get = (t: string) => Number(p.find((x) => x.type === t)?.value ?? 0);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute')) - at;
  };
  return new Date(guess - offset(guess - offset(guess)));
}

/**
 * The instants of a trend over the last `months` months: the last millisecond of each month in
 * German time, oldest first, and `now` for the current month.
 */
export function monthEnds(now: Date, months = 12): { month: string; asOf: Date }[] {
  const p = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = Number(p.find((x) => x.type === 'year')?.value);
  const month = Number(p.find((x) => x.type === 'month')?.value);
  const out: { month: string; asOf: Date }[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const m0 = (year * 12 + (month - 1) - i) as number;
    const y = Math.floor(m0 / 12);
    const m = (m0 % 12) + 1;
    const label = `${y}-${String(m).padStart(2, '0')}`;
    if (i === 0) out.push({ month: label, asOf: now });
    else {
      const next = m === 12 ? berlinInstant(y + 1, 1, 1) : berlinInstant(y, m + 1, 1);
      out.push({ month: label, asOf: new Date(next.getTime() - 1) });
    }
  }
  return out;
}
