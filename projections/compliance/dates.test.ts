import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/platform/db';
import { trainingStatus } from '../../src/modules/learning';
import { RECERTIFICATION_WINDOW_MONTHS } from '../../src/shared/rules';
import { validUntilSql, windowOpensSql } from './status-rules';
import { personalPeriodSql } from './personal-period';

/**
 * The compliance projection computes validity in SQL so that it can be counted over an index; the
 * learning module computes it in TypeScript for one learner. Both must agree on every date, month
 * ends and leap years included.
 */
describe('validity dates in SQL equal the learning status rules', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
  });
  afterAll(() => db?.close());

  const text = (c: string) => `CASE WHEN ${c} = 'infinity'::timestamptz THEN 'infinity' ELSE to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;
  const sqlDates = async (completedAt: string | null, requires: boolean, months: number) => {
    const { rows } = await db.query<{ valid_until: string | null; window_opens: string | null }>(
      `SELECT ${text('v')} AS valid_until, ${text('w')} AS window_opens
         FROM (SELECT v, ${windowOpensSql('v', '$4::integer')} AS w FROM (SELECT ${validUntilSql('$1::timestamptz', '$2::boolean', '$3::integer')} AS v) x) y`,
      [completedAt, requires, months, RECERTIFICATION_WINDOW_MONTHS],
    );
    return rows[0]!;
  };

  const samples = [
    '2024-01-31T09:15:00.000Z',
    '2024-02-29T23:59:59.999Z',
    '2023-02-28T00:00:00.000Z',
    '2025-03-31T12:00:00.000Z',
    '2025-05-31T06:30:00.000Z',
    '2025-08-30T00:00:01.000Z',
    '2025-10-31T17:45:00.000Z',
    '2025-12-31T23:00:00.000Z',
    '2026-04-30T08:00:00.000Z',
    '2026-07-15T10:00:00.000Z',
  ];

  it.each([1, 3, 6, 9, 12, 13, 24])('every sample with a period of %i months', async (months) => {
    for (const completedAt of samples) {
      const sql = await sqlDates(completedAt, true, months);
      const js = trainingStatus({ completion: { completedAt, allModulesCompleted: true }, inProgress: false, requiresRecertification: true, periodMonths: months, now: new Date(completedAt) });
      expect(sql.valid_until, `${completedAt} + ${months}`).toBe(js.dueDate);
      // the window opens exactly where the learning rules switch to recertification_required
      const opens = new Date(sql.window_opens!);
      const at = (t: Date) => trainingStatus({ completion: { completedAt, allModulesCompleted: true }, inProgress: false, requiresRecertification: true, periodMonths: months, now: t }).status;
      expect(at(new Date(opens.getTime() - 1))).toBe('completed');
      expect(at(opens)).toBe('recertification_required');
      expect(at(new Date(js.dueDate!))).toBe('recertification_required');
      expect(at(new Date(new Date(js.dueDate!).getTime() + 1))).toBe('expired');
    }
  });

  it('without recertification, or with the 1970-01-01 placeholder, a completion stays valid; without one there is none', async () => {
    expect(await sqlDates('2025-01-31T00:00:00.000Z', false, 12)).toEqual({ valid_until: 'infinity', window_opens: 'infinity' });
    expect(await sqlDates('1970-01-01T00:00:00.000Z', true, 12)).toEqual({ valid_until: 'infinity', window_opens: 'infinity' });
    expect(await sqlDates(null, true, 12)).toEqual({ valid_until: null, window_opens: null });
  });

  it('the period of a minor equals the learning rule on every boundary of the 18th birthday', async () => {
    const births = ['2008-03-15', '2008-02-29', '2010-02-28', '2007-12-31', '2008-01-01', null];
    const completions = [
      '2026-03-14T23:59:59.999Z',
      '2026-03-15T00:00:00.000Z',
      '2026-02-28T12:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2028-02-27T23:00:00.000Z',
      '2028-02-28T00:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '2026-01-01T00:00:00.001Z',
      '2026-07-15T10:00:00.000Z',
    ];
    for (const months of [3, 6, 12, 24]) {
      for (const dob of births) {
        for (const completedAt of completions) {
          const { rows } = await db.query<{ v: string }>(
            `SELECT ${text(validUntilSql('$1::timestamptz', 'true', personalPeriodSql('$2::integer', '$3::date', '$1::timestamptz')))} AS v`,
            [completedAt, months, dob],
          );
          const js = trainingStatus({ completion: { completedAt, allModulesCompleted: true }, inProgress: false, requiresRecertification: true, periodMonths: months, dateOfBirth: dob, now: new Date(completedAt) });
          expect(rows[0]!.v, `${dob} ${completedAt} ${months}`).toBe(js.dueDate);
        }
      }
    }
  });
});
