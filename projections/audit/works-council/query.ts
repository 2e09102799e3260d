import { WORKS_COUNCIL_MIN_GROUP, type WorksCouncilFigures, type WorksCouncilReport, type WorksCouncilRow } from '../../../src/shared/contracts/privacy';
import { asOfSummary } from '../as-of/query';
import type { AsOfReader } from '../as-of/unit-plan';
import { berlinInstant } from '../as-of/trend';

const MIN = WORKS_COUNCIL_MIN_GROUP;

/** The instants of a period of German calendar days: `from` 00:00 to the end of `to` (24:00 less 1 ms), neither after `now`. */
export function periodInstants(from: string, to: string, now: Date): { start: Date; end: Date } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const cap = (d: Date) => (d.getTime() > now.getTime() ? now : d);
  return { start: cap(berlinInstant(fy, fm, fd)), end: cap(new Date(berlinInstant(ty, tm, td + 1).getTime() - 1)) };
}

/** A count shown only when it is 0 or describes at least MIN cells (1..MIN-1 is suppressed as null). */
const shown = (n: number): number | null => (n === 0 || n >= MIN ? n : null);

export function figures(s: { total: number; compliant: number; byStatus: { overdue: number } }): WorksCouncilFigures {
  return { completionRate: s.total === 0 ? null : Math.round((s.compliant / s.total) * 1000) / 10, overdue: shown(s.byStatus.overdue) };
}

/** One row: suppressed (no figure at all) when fewer than MIN people; else the as-of figures at both ends. */
async function row(q: AsOfReader, companyId: string, unit: { id: string; name: string } | null, people: number, start: Date, end: Date): Promise<WorksCouncilRow> {
  const head = { unitId: unit?.id ?? null, name: unit?.name ?? '' };
  if (people < MIN) return { ...head, people: null, suppressed: true, start: null, end: null };
  const [a, b] = await Promise.all([start, end].map((asOf) => asOfSummary(q, { companyId, asOf, groupId: unit?.id })));
  return { ...head, people, suppressed: false, start: figures(a!), end: figures(b!) };
}

/**
 * The works council's report (issue 35, item 6): per unit (those existing at the end of the
 * period, by name, paged) and for the whole company, the share of valid instructions and the
 * overdue count at the start and at the end of the period, replayed from the log (the as-of read
 * model), so that a past period reads as it was. Never a person: a unit of fewer than five people
 * answers no figure, and an overdue count of one to four is answered as null ("fewer than 5").
 */
export async function worksCouncilReport(
  q: AsOfReader,
  o: { companyId: string; from: string; to: string; now: Date; page: number; limit: number },
): Promise<WorksCouncilReport> {
  const { start, end } = periodInstants(o.from, o.to, o.now);
  const { rows } = await q.query<{ group_id: string | null; name: string | null; people: string; total: string }>(
    `WITH units AS (
       SELECT g.group_id, g.name FROM aof_groups g WHERE g.company_id = $1 AND g.valid_from <= $2 AND g.valid_to > $2
     ), page AS (
       SELECT u.group_id, u.name, count(*) OVER ()::text AS total FROM units u ORDER BY lower(u.name), u.group_id LIMIT $3 OFFSET $4
     )
     SELECT p.group_id, p.name, p.total,
            (SELECT count(*) FROM aof_members m WHERE m.group_id = p.group_id AND m.valid_from <= $2 AND m.valid_to > $2)::text AS people
       FROM page p
     UNION ALL
     SELECT NULL, NULL, (SELECT count(*) FROM units)::text,
            (SELECT count(DISTINCT m.user_id) FROM aof_members m WHERE m.company_id = $1 AND m.valid_from <= $2 AND m.valid_to > $2)::text`,
    [o.companyId, end, o.limit, (o.page - 1) * o.limit],
  );
  const companyRow = rows.find((r) => r.group_id === null)!;
  const units = rows.filter((r) => r.group_id !== null);
  const total = Number(companyRow.total);
  const [company, ...unitRows] = await Promise.all([
    row(q, o.companyId, null, Number(companyRow.people), start, end),
    ...units.map((u) => row(q, o.companyId, { id: u.group_id!, name: u.name ?? '' }, Number(u.people), start, end)),
  ]);
  return {
    from: o.from,
    to: o.to,
    minGroupSize: MIN,
    company: company!,
    units: unitRows,
    totalCount: total,
    page: o.page,
    totalPages: Math.max(1, Math.ceil(total / o.limit)),
  };
}
