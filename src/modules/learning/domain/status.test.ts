import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, completionCounts, deadlineChangesAt, deadlineOverdue, dueDisplay, statusChangesAt, trainingStatus, type StatusInput } from './status';

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
    expect(trainingStatus({ ...base, requiresRecertification: false, now: new Date('2040-01-01') })).toEqual({ status: 'completed', dueDate: null, dueDisplay: null, renewable: false });
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
