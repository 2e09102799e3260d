import { describe, expect, it } from 'vitest';
import { accessEnded, accessEndInPast, accessEndsAt, berlinDate, isCalendarDate } from './access-end';

describe('access end date (Europe/Berlin)', () => {
  it('ends at the midnight after the last day, in winter and in summer time', () => {
    expect(accessEndsAt('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(accessEndsAt('2026-07-15').toISOString()).toBe('2026-07-15T22:00:00.000Z');
    // the nights before the switches (29 March and 25 October 2026, at 02:00 / 03:00)
    expect(accessEndsAt('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(accessEndsAt('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(accessEndsAt('2026-10-24').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(accessEndsAt('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
  it('works through the last day and stops at midnight', () => {
    expect(accessEnded(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(accessEnded('2026-11-25', new Date('2026-11-25T22:59:59.999Z'))).toBe(false);
    expect(accessEnded('2026-11-25', new Date('2026-11-25T23:00:00.000Z'))).toBe(true);
  });
  it("today is Berlin's calendar day, also around midnight UTC", () => {
    expect(berlinDate(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(berlinDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(accessEndInPast('2026-12-31', new Date('2026-12-31T23:30:00Z'))).toBe(true);
    expect(accessEndInPast('2027-01-01', new Date('2026-12-31T23:30:00Z'))).toBe(false);
  });
  it('accepts real calendar days written YYYY-MM-DD only', () => {
    for (const ok of ['2026-02-28', '2028-02-29', '2026-12-31']) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '31.12.2026', '2026-1-5', '2026-12-31T00:00:00Z', '']) expect(isCalendarDate(bad)).toBe(false);
  });
});
