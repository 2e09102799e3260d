import Router from '@koa/router';
import { companyPrincipal, decode, type AppState } from '../../src/platform/http';
import type { Kernel } from '../../src/platform/kernel';
import type { GroupProgressPorts } from './ports';
import { groupProgress } from './progress';
import { renderProgressReport, reportFooter } from './report';
import { ReportQuery } from './schema';

/** GET /api/user-groups/{id}/progress and its PDF (edit level on the group). */
export function groupProgressRoutes(k: Kernel, ports: GroupProgressPorts): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });

  async function load(ctx: { state: AppState; params: Record<string, string | undefined> }, lang: 'de' | 'en') {
    const group = await ports.organization.groupForProgress(ctx.state.principal, ctx.params.id ?? '');
    return { userId: companyPrincipal(ctx.state.principal).userId, progress: await groupProgress(group, k.clock.now(), lang, ports) };
  }

  r.get('/user-groups/:id/progress', async (ctx) => {
    const { userId, progress } = await load(ctx, ctx.state.lang);
    const me = await ports.identity.getUserView(userId);
    ctx.body = { ...progress, company: { name: me?.company?.name ?? '' } };
  });

  r.get('/user-groups/:id/progress/report.pdf', async (ctx) => {
    const lang = decode(ReportQuery, ctx.query).lang ?? ctx.state.lang;
    const { userId, progress } = await load(ctx, lang);
    const me = await ports.identity.getUserView(userId);
    const html = renderProgressReport(progress, me?.company?.name ?? '', lang);
    const pdf = await k.pdf.render(html, { footer: `${reportFooter(lang)} · ${progress.group.name}`, requester: userId });
    const day = progress.generatedAt.slice(0, 10);
    const safe = progress.group.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || 'einheit';
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="fortschritt-${encodeURIComponent(safe)}-${day}.pdf"`);
    ctx.body = pdf;
  });

  return r;
}
