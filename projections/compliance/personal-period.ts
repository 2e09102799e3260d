import { MINOR_AGE_YEARS, MINOR_MAX_PERIOD_MONTHS } from '../../src/modules/learning';

/**
 * The SQL twin of the learning module's `personalPeriod` (issue 16 item 6, ADR 0022), for the read
 * models that count validity over an index: the recertification period of a completion is at most
 * six months when the person was under 18 on the UTC day of that completion (days compared as the
 * numbers YYYYMMDD, so a 29 February birthday turns 18 on 1 March as in TypeScript). A null date of
 * birth or completion keeps the training's period. `dates.test.ts` compares both on every boundary.
 */
export const personalPeriodSql = (periodMonths: string, dateOfBirth: string, completedAt: string) => `CASE
  WHEN ${dateOfBirth} IS NOT NULL AND ${periodMonths} > ${MINOR_MAX_PERIOD_MONTHS}
   AND to_char(${completedAt} AT TIME ZONE 'UTC', 'YYYYMMDD')::integer < to_char(${dateOfBirth}::date, 'YYYYMMDD')::integer + ${MINOR_AGE_YEARS * 10_000}
  THEN ${MINOR_MAX_PERIOD_MONTHS} ELSE ${periodMonths} END`;
