import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DEFAULT_RETENTION_POLICY } from '../../../../shared/contracts/privacy';
import { RETENTION_FIELDS, defaultPeriod, figureCell, retentionChange } from './report';

describe('the works council report on the page', () => {
  it('opens on the last 12 months up to today', () => {
    expect(defaultPeriod(dayjs('2026-05-05'))).toEqual({ from: '2025-05-05', to: '2026-05-05' });
    expect(defaultPeriod(dayjs('2024-02-29'))).toEqual({ from: '2023-02-28', to: '2024-02-29' });
  });

  it('shows a rate in whole percent and a count as it is', () => {
    expect(figureCell({ completionRate: 87.6, overdue: 12 }, 'completionRate')).toEqual({ kind: 'value', value: 88 });
    expect(figureCell({ completionRate: 87.6, overdue: 0 }, 'overdue')).toEqual({ kind: 'value', value: 0 });
  });

  it('reads a null overdue count as fewer than the minimum group and a null rate as withheld', () => {
    expect(figureCell({ completionRate: 50, overdue: null }, 'overdue')).toEqual({ kind: 'fewer' });
    expect(figureCell({ completionRate: null, overdue: 7 }, 'completionRate')).toEqual({ kind: 'withheld' });
  });

  it('shows no figure for an instant without figures', () => {
    expect(figureCell(null, 'overdue')).toEqual({ kind: 'none' });
  });
});

describe('the retention form', () => {
  it('offers the seven periods, evidence first and the leavers’ days last', () => {
    expect(RETENTION_FIELDS.map((f) => f.name)).toEqual([
      'evidenceYears',
      'quizAttemptsMonths',
      'watchIntervalsMonths',
      'questionsMonths',
      'readReceiptsMonths',
      'signInHistoryMonths',
      'leaverGraceDays',
    ]);
    expect(RETENTION_FIELDS[0]).toMatchObject({ unit: 'years', min: 2, max: 30 });
  });

  it('sends only the periods that changed', () => {
    expect(retentionChange(DEFAULT_RETENTION_POLICY, { ...DEFAULT_RETENTION_POLICY })).toEqual({});
    expect(retentionChange(DEFAULT_RETENTION_POLICY, { ...DEFAULT_RETENTION_POLICY, evidenceYears: 5, leaverGraceDays: null })).toEqual({ evidenceYears: 5 });
  });
});
