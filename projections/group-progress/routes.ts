import Router from '@koa/router';
import { companyPrincipal, decodeQuery, type AppState } from '../../src/platform/http';
import { practicalPartPolicy } from '../../src/shared/policy';
import type { GroupProgress } from '../../src/shared/contracts/learning';
import type { Kernel } from '../../src/platform/kernel';
import { chainHead } from '../../src/platform/audit-chain';
import type { GroupProgressPorts } from './ports';
import { getInWindow } from '../../src/platform/projections';
import { groupProgress, groupReportHead, groupReportMembers } from './progress';
import { progressReportRenderer, reportFooter } from './report';
import { ProgressPageQuery, ReportQuery } from './schema';
import { asTrainingId, pathGroupId, type CompanyId } from '../../src/shared/contracts/ids';
import type { TrainingSummary } from '../../src/modules/catalog';

/** GET /api/user-groups/{id}/progress (paged) and its PDF (every member), edit level on the group. */
export function groupProgressRoutes(k: Kernel, ports: GroupProgressPorts): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });

  const companyName = async (userId: string) => (await ports.identity.getUserView(userId))?.company?.name ?? '';

  /** Blended trainings (issue 16, item 7): whether the caller may sign off their practical parts (not kept with the page: it is the caller's). */
  const withSignOff = async (p: { userId: string; role: string }, companyId: CompanyId, trainings: GroupProgress['trainings']): Promise<GroupProgress['trainings']> => {
    const blended = trainings.filter((t) => t.requiresPracticalPart).map((t) => asTrainingId(t.id));
    if (blended.length === 0) return trainings;
    const owned = new Map((await ports.catalog.trainingsByIds(companyId, blended)).map((t): [string, TrainingSummary] => [t.id, t]));
    return trainings.map((t) => {
      const o = owned.get(t.id);
      return o ? { ...t, canSignOffPracticalPart: practicalPartPolicy.signOff({ role: p.role, userId: p.userId, ownerId: o.ownerId, coOwnerIds: o.coOwners }) } : t;
    });
  };

  r.get('/user-groups/:id/progress', async (ctx) => {
    const q = decodeQuery(ProgressPageQuery, ctx);
    const group = await ports.organization.groupForProgress(ctx.state.principal, pathGroupId(ctx));
    const principal = companyPrincipal(ctx.state.principal);
    const { userId } = principal;
    const query = { page: q.page, limit: q.limit, search: q.search, status: q.status || null };
    const load = () => groupProgress(k.db, group, k.clock.now(), ctx.state.lang, query, ports);
    const key = `${group.id}:${ctx.state.lang}:${q.page}:${q.limit}:${q.status}:${q.search}`;
    const [timed, company] = await Promise.all([getInWindow(ports.cache, key, load, () => k.clock.now().getTime()), companyName(userId)]);
    // a kept page is still right now, so it is the state as of now
    const { progress } = timed;
    ctx.body = {
      ...progress,
      trainings: await withSignOff(principal, group.companyId, progress.trainings),
      group: { ...progress.group, name: group.name, description: group.description },
      generatedAt: k.clock.now().toISOString(),
      company: { name: company },
    };
  });

  r.get('/user-groups/:id/progress/report.pdf', async (ctx) => {
    const lang = decodeQuery(ReportQuery, ctx).lang ?? ctx.state.lang;
    const group = await ports.organization.groupForProgress(ctx.state.principal, pathGroupId(ctx));
    const { userId, tenantId } = companyPrincipal(ctx.state.principal);
    const now = k.clock.now();
    const head = await groupReportHead(k.db, group, now, lang, ports);
    // each chunk of members becomes markup at once; only strings outlive the chunk
    const report = progressReportRenderer(head, await companyName(userId), lang, await chainHead(k.db, tenantId));
    for await (const members of groupReportMembers(k.db, group, head, now)) report.addMembers(members);
    const pdf = await k.pdf.render(report.html(), { footer: `${reportFooter(lang)} · ${group.name}`, requester: userId });
    const day = head.generatedAt.slice(0, 10);
    const safe = group.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || 'einheit';
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="fortschritt-${encodeURIComponent(safe)}-${day}.pdf"`);
    ctx.body = pdf;
  });

  return r;
}
