import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { HistoryQuery, personHistory } from './query';
import { route } from '../../../src/platform/http';
import { P } from '../../../src/shared/route-permissions';

/** GET /api/audit/people/{userId}/history: every cycle of every training of a person, and their own events. */
export const historyRoutes = route(
  {
    method: 'GET',
    path: '/api/audit/people/:userId/history',
    summary: 'A person’s history: memberships, assignments, completions.',
    query: HistoryQuery,
    permission: P('audit'),
  },
  async (ctx, d: AuditDeps, input) => {
    const { companyId } = auditCaller(ctx.state.principal);
    const q = input.query();
    return personHistory(d.k.db, companyId, ctx.params.userId ?? '', q.page, q.limit, ctx.state.lang);
  },
);
