import { describe, expect, it } from 'vitest';
import { figures, periodInstants } from './query';

const summary = (total: number, compliant: number, overdue: number) => ({ total, compliant, byStatus: { overdue } });

describe('works-council figures', () => {
  it('answers an overdue count of none or of at least five, never one that could point at one to four people', () => {
    expect([0, 1, 4, 5, 12].map((n) => figures(summary(40, 10, n)).overdue)).toEqual([0, null, null, 5, 12]);
  });

  it('gives the share of valid instructions in percent with one decimal, none without any', () => {
    expect(figures(summary(6, 1, 0)).completionRate).toBe(16.7);
    expect(figures(summary(3, 3, 0)).completionRate).toBe(100);
    expect(figures(summary(0, 0, 0)).completionRate).toBeNull();
  });

  it('reads a period as German calendar days, never past now', () => {
    const now = new Date('2026-07-15T10:00:00.000Z');
    expect(periodInstants('2026-07-01', '2026-07-10', now)).toEqual({ start: new Date('2026-06-30T22:00:00.000Z'), end: new Date('2026-07-10T21:59:59.999Z') });
    expect(periodInstants('2026-01-01', '2026-12-31', now)).toEqual({ start: new Date('2025-12-31T23:00:00.000Z'), end: now });
  });
});
