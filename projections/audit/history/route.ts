import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../src/platform/http';
import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { HistoryQuery, personHistory } from './query';

/** GET /api/audit/people/{userId}/history: every cycle of every training of a person, and their own events. */
export function historyRoutes(r: Router<AppState>, d: AuditDeps): void {
  r.get('/people/:userId/history', async (ctx) => {
    const { companyId } = auditCaller(ctx.state.principal);
    const q = decodeQuery(HistoryQuery, ctx);
    ctx.body = await personHistory(d.k.db, companyId, ctx.params.userId ?? '', q.page, q.limit, ctx.state.lang);
  });
}
