import Router from '@koa/router';
import { companyPrincipal, decode, type AppState } from '../../src/platform/http';
import type { Kernel } from '../../src/platform/kernel';
import type { GroupProgressPorts } from './ports';
import { groupProgress, groupReportHead, groupReportMembers } from './progress';
import { progressReportRenderer, reportFooter } from './report';
import { ProgressPageQuery, ReportQuery } from './schema';

/** GET /api/user-groups/{id}/progress (paged) and its PDF (every member), edit level on the group. */
export function groupProgressRoutes(k: Kernel, ports: GroupProgressPorts): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });

  const companyName = async (userId: string) => (await ports.identity.getUserView(userId))?.company?.name ?? '';

  r.get('/user-groups/:id/progress', async (ctx) => {
    const q = decode(ProgressPageQuery, ctx.query);
    const group = await ports.organization.groupForProgress(ctx.state.principal, ctx.params.id ?? '');
    const { userId } = companyPrincipal(ctx.state.principal);
    const [progress, company] = await Promise.all([
      groupProgress(k.db, group, k.clock.now(), ctx.state.lang, { page: q.page, limit: q.limit, search: q.search, status: q.status || null }, ports),
      companyName(userId),
    ]);
    ctx.body = { ...progress, company: { name: company } };
  });

  r.get('/user-groups/:id/progress/report.pdf', async (ctx) => {
    const lang = decode(ReportQuery, ctx.query).lang ?? ctx.state.lang;
    const group = await ports.organization.groupForProgress(ctx.state.principal, ctx.params.id ?? '');
    const { userId } = companyPrincipal(ctx.state.principal);
    const now = k.clock.now();
    const head = await groupReportHead(k.db, group, now, lang, ports);
    // each chunk of members becomes markup at once; only strings outlive the chunk
    const report = progressReportRenderer(head, await companyName(userId), lang);
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
