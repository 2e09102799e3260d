import { badRequest, route } from '../../../src/platform/http';
import { P } from '../../../src/shared/route-permissions';
import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { worksCouncilReport } from './query';
import { WorksCouncilQuery } from './schema';

/** GET /api/reports/works-council: aggregates per unit for the works council (issue 35, item 6). */
export const worksCouncilRoute = route(
  {
    method: 'GET',
    path: '/api/reports/works-council',
    summary:
      'The works council’s report for a period (from, to: German calendar days): per unit and for the company, the share of valid instructions and the overdue count at the start and at the end, as they were then. Units of fewer than 5 people answer no figure; overdue counts of 1 to 4 are null.',
    query: WorksCouncilQuery,
    permission: P('companyStatistics'),
  },
  async (ctx, d: AuditDeps, input) => {
    const c = auditCaller(ctx.state.principal);
    const q = input.query();
    if (q.from > q.to) throw badRequest('invalid_period', { de: 'Der Beginn liegt nach dem Ende des Zeitraums.', en: 'The start is after the end of the period.' }, { field: 'from' });
    const now = d.k.clock.now();
    if (q.from > now.toISOString().slice(0, 10))
      throw badRequest('period_in_future', { de: 'Der Zeitraum beginnt in der Zukunft.', en: 'The period starts in the future.' }, { field: 'from' });
    return worksCouncilReport(d.k.db, { companyId: c.companyId, from: q.from, to: q.to, now, page: q.page, limit: q.limit });
  },
);
