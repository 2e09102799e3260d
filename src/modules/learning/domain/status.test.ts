import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, completionCounts, deadlineChangesAt, deadlineOverdue, dueDisplay, isMinorOn, personalPeriod, statusChangesAt, trainingStatus, type StatusInput } from './status';

const completedAt = '2025-03-15T10:00:00.000Z';
const base: StatusInput = {
  completion: { completedAt, allModulesCompleted: true },
  inProgress: false,
  requiresRecertification: true,
  periodMonths: 12,
  now: new Date('2025-06-01T00:00:00.000Z'),
};
const at = (iso: string) => ({ ...base, now: new Date(iso) });

describe('per-user training status (spec section 4)', () => {
  it('assigned without a completion, in progress once a cycle runs', () => {
    expect(trainingStatus({ ...base, completion: null }).status).toBe('assigned');
    expect(trainingStatus({ ...base, completion: null, inProgress: true }).status).toBe('in_progress');
  });
  it('completed without recertification never expires', () => {
    expect(trainingStatus({ ...base, requiresRecertification: false, now: new Date('2040-01-01') })).toEqual({ status: 'completed', dueDate: null, dueDisplay: null, renewable: false, shortenedForMinor: false });
  });
  it('due date = completion + period months; window opens exactly two months before', () => {
    expect(trainingStatus(at('2026-01-15T09:59:59.999Z')).status).toBe('completed');
    expect(trainingStatus(at('2026-01-15T10:00:00.000Z')).status).toBe('recertification_required');
    expect(trainingStatus(at('2026-03-15T10:00:00.000Z')).status).toBe('recertification_required');
    expect(trainingStatus(at('2026-03-15T10:00:00.001Z')).status).toBe('expired');
    expect(trainingStatus(at('2026-03-15T10:00:00.001Z')).renewable).toBe(true);
    expect(trainingStatus(at('2025-06-01T00:00:00.000Z')).dueDate).toBe('2026-03-15T10:00:00.000Z');
  });
  it('uses the period months (6, 9, 24)', () => {
    expect(trainingStatus({ ...base, periodMonths: 6, now: new Date('2025-07-15T10:00:00.000Z') }).status).toBe('recertification_required');
    expect(trainingStatus({ ...base, periodMonths: 6, now: new Date('2025-07-15T09:00:00.000Z') }).status).toBe('completed');
    expect(trainingStatus({ ...base, periodMonths: 24 }).dueDate).toBe('2027-03-15T10:00:00.000Z');
  });
  it('month arithmetic clamps to the end of the month', () => {
    expect(addMonths(new Date('2025-01-31T12:00:00.000Z'), 1).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T12:00:00.000Z'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(addMonths(new Date('2025-05-31T12:00:00.000Z'), -2).toISOString()).toBe('2025-03-31T12:00:00.000Z');
  });
  it('the 1970-01-01 placeholder counts only when every module was completed', () => {
    expect(completionCounts({ completedAt: '1970-01-01T00:00:00.000Z', allModulesCompleted: false })).toBe(false);
    expect(completionCounts({ completedAt: '1970-01-01T00:00:00.000Z', allModulesCompleted: true })).toBe(true);
    expect(completionCounts({ completedAt: null, allModulesCompleted: true })).toBe(false);
    expect(trainingStatus({ ...base, completion: { completedAt: '1970-01-01T00:00:00.000Z', allModulesCompleted: false } }).status).toBe('assigned');
    expect(trainingStatus({ ...base, completion: { completedAt: '1970-01-01T00:00:00.000Z', allModulesCompleted: true } }).status).toBe('completed');
  });
});

describe('display of the due date', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');
  it('overdue when past, in N days at 30 days or fewer, else the date', () => {
    expect(dueDisplay(new Date('2025-06-01T11:59:59.000Z'), now)).toEqual({ kind: 'overdue' });
    expect(dueDisplay(new Date('2025-07-01T12:00:00.000Z'), now)).toEqual({ kind: 'days', days: 30 });
    expect(dueDisplay(new Date('2025-07-01T12:00:01.000Z'), now)).toEqual({ kind: 'date', date: '2025-07-01T12:00:01.000Z' });
    expect(dueDisplay(new Date('2025-06-02T11:00:00.000Z'), now)).toEqual({ kind: 'days', days: 1 });
  });
  it('a deadline is overdue when past and not validly completed', () => {
    expect(deadlineOverdue('2025-05-31T00:00:00.000Z', 'assigned', now)).toBe(true);
    expect(deadlineOverdue('2025-05-31T00:00:00.000Z', 'in_progress', now)).toBe(true);
    expect(deadlineOverdue('2025-05-31T00:00:00.000Z', 'expired', now)).toBe(true);
    expect(deadlineOverdue('2025-05-31T00:00:00.000Z', 'completed', now)).toBe(false);
    expect(deadlineOverdue('2025-06-30T00:00:00.000Z', 'assigned', now)).toBe(false);
    expect(deadlineOverdue(null, 'assigned', now)).toBe(false);
  });
});

describe('when a status answer changes next (for caching answers until then)', () => {
  const DAY = 86_400_000;
  const start = new Date('2025-03-15T10:00:00.000Z').getTime();
  it('the answer stays the same until statusChangesAt and changes exactly there', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30 * DAY, max: 460 * DAY }), fc.constantFrom(6, 12, 24), (offset, periodMonths) => {
        const input = { ...base, periodMonths, now: new Date(start + offset) };
        const answer = trainingStatus(input);
        const next = statusChangesAt(input);
        if (next === null) {
          expect(trainingStatus({ ...input, now: new Date(start + 5000 * DAY) })).toEqual(answer);
          return;
        }
        expect(next).toBeGreaterThan(input.now.getTime());
        expect(trainingStatus({ ...input, now: new Date(next - 1) })).toEqual(answer);
        expect(trainingStatus({ ...input, now: new Date(next) })).not.toEqual(answer);
      }),
      { numRuns: 2000 },
    );
  });
  it('never changes without recertification, without a completion, or for the placeholder date', () => {
    expect(statusChangesAt({ ...base, requiresRecertification: false })).toBeNull();
    expect(statusChangesAt({ ...base, completion: null })).toBeNull();
    expect(statusChangesAt({ ...base, completion: { completedAt: '1970-01-01T00:00:00.000Z', allModulesCompleted: true } })).toBeNull();
  });
  it('a deadline turns overdue just after it', () => {
    const deadline = '2025-06-01T00:00:00.000Z';
    const next = deadlineChangesAt(deadline, new Date('2025-05-01T00:00:00.000Z'))!;
    expect(deadlineOverdue(deadline, 'assigned', new Date(next - 1))).toBe(false);
    expect(deadlineOverdue(deadline, 'assigned', new Date(next))).toBe(true);
    expect(deadlineChangesAt(deadline, new Date(next))).toBeNull();
    expect(deadlineChangesAt(null, new Date(next))).toBeNull();
  });
});

describe('per-person frequency: under 18, at most six months (§ 29 JArbSchG, issue 16 item 6)', () => {
  it('the age is taken on the UTC day of the completion: the 18th birthday is the first day at 18', () => {
    expect(isMinorOn('2008-03-15', new Date('2026-03-14T23:59:59.999Z'))).toBe(true);
    expect(isMinorOn('2008-03-15', new Date('2026-03-15T00:00:00.000Z'))).toBe(false);
    expect(isMinorOn(null, new Date('2026-03-14T00:00:00.000Z'))).toBe(false);
    expect(isMinorOn('1990-01-01', new Date('2026-03-14T00:00:00.000Z'))).toBe(false);
  });
  it('born on 29 February: 18 on 1 March of a year without one, on 29 February of a leap year', () => {
    expect(isMinorOn('2008-02-29', new Date('2026-02-28T12:00:00.000Z'))).toBe(true);
    expect(isMinorOn('2008-02-29', new Date('2026-03-01T00:00:00.000Z'))).toBe(false);
    expect(isMinorOn('2010-02-28', new Date('2028-02-27T12:00:00.000Z'))).toBe(true);
    expect(isMinorOn('2010-02-28', new Date('2028-02-28T00:00:00.000Z'))).toBe(false);
  });
  it('shortens a longer period to six months, keeps a shorter one', () => {
    const day = new Date('2026-01-10T08:00:00.000Z');
    expect(personalPeriod(12, '2010-05-01', day)).toEqual({ months: 6, shortened: true });
    expect(personalPeriod(24, '2010-05-01', day)).toEqual({ months: 6, shortened: true });
    expect(personalPeriod(6, '2010-05-01', day)).toEqual({ months: 6, shortened: false });
    expect(personalPeriod(3, '2010-05-01', day)).toEqual({ months: 3, shortened: false });
    expect(personalPeriod(12, '2000-05-01', day)).toEqual({ months: 12, shortened: false });
    expect(personalPeriod(12, null, day)).toEqual({ months: 12, shortened: false });
  });
  it('a yearly training completed at 17 is due after six months, and stays so after the 18th birthday', () => {
    const minor = { ...base, dateOfBirth: '2008-01-01', completion: { completedAt: '2025-09-01T10:00:00.000Z', allModulesCompleted: true } };
    const s = trainingStatus({ ...minor, now: new Date('2025-10-01T00:00:00.000Z') });
    expect(s).toMatchObject({ status: 'completed', dueDate: '2026-03-01T10:00:00.000Z', shortenedForMinor: true });
    // the window opens two months before: 1 January, the day of the 18th birthday; the rule looked at the completion's day
    expect(trainingStatus({ ...minor, now: new Date('2026-01-01T09:59:59.999Z') }).status).toBe('completed');
    expect(trainingStatus({ ...minor, now: new Date('2026-01-01T10:00:00.000Z') }).status).toBe('recertification_required');
    expect(trainingStatus({ ...minor, now: new Date('2026-03-01T10:00:00.001Z') }).status).toBe('expired');
    expect(statusChangesAt({ ...minor, now: new Date('2025-10-01T00:00:00.000Z') })).toBe(Date.parse('2026-01-01T10:00:00.000Z'));
    // the same completion a day after the 18th birthday: the training's year
    expect(trainingStatus({ ...minor, completion: { completedAt: '2026-01-02T10:00:00.000Z', allModulesCompleted: true } })).toMatchObject({ dueDate: '2027-01-02T10:00:00.000Z', shortenedForMinor: false });
  });
  it('without recertification (or for the placeholder date) a minor\'s completion stays valid', () => {
    expect(trainingStatus({ ...base, dateOfBirth: '2012-01-01', requiresRecertification: false, now: new Date('2040-01-01') })).toMatchObject({ status: 'completed', dueDate: null, shortenedForMinor: false });
  });
});
