import { describe, expect, it } from 'vitest';
import { reportStatus } from './progress';

const now = new Date('2026-11-22T10:00:00.000Z');
const past = '2026-11-01T00:00:00.000Z';
const future = '2026-12-31T00:00:00.000Z';

describe('group progress status comes from the learning status', () => {
  it('valid completions count as completed, also in the recertification window', () => {
    expect(reportStatus('completed', past, now)).toBe('completed');
    expect(reportStatus('recertification_required', past, now)).toBe('completed');
  });
  it('an expired certification is overdue, never completed', () => {
    expect(reportStatus('expired', null, now)).toBe('overdue');
    expect(reportStatus('expired', future, now)).toBe('overdue');
  });
  it('a passed deadline makes open work overdue; otherwise in progress or assigned', () => {
    expect(reportStatus('in_progress', past, now)).toBe('overdue');
    expect(reportStatus('assigned', past, now)).toBe('overdue');
    expect(reportStatus('in_progress', future, now)).toBe('in_progress');
    expect(reportStatus('assigned', null, now)).toBe('assigned');
  });
});
