import Router from '@koa/router';
import type { AppState } from '../../src/platform/http';
import type { Kernel } from '../../src/platform/kernel';
import { getUserView } from '../../src/modules/identity';
import type { OrganizationService } from '../../src/modules/organization';
import { groupProgress, type CompletionSource } from './progress';
import { renderProgressReport, reportFooter } from './report';

/** GET /api/user-groups/{id}/progress and its PDF (edit level on the group). */
export function groupProgressRoutes(k: Kernel, organization: OrganizationService, completions: CompletionSource): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });

  async function load(ctx: { state: AppState; params: Record<string, string | undefined> }, lang: 'de' | 'en') {
    const c = organization.caller(ctx.state.principal);
    const group = await organization.assertCanViewProgress(c, ctx.params.id ?? '');
    return { c, progress: await groupProgress(k.db, group, k.clock.now(), lang, completions) };
  }

  r.get('/user-groups/:id/progress', async (ctx) => {
    const { c, progress } = await load(ctx, ctx.state.lang);
    const me = await getUserView(k.db, c.actor.userId);
    ctx.body = { ...progress, company: { name: me?.company?.name ?? '' } };
  });

  r.get('/user-groups/:id/progress/report.pdf', async (ctx) => {
    const lang = ctx.query.lang === 'en' ? 'en' : ctx.query.lang === 'de' ? 'de' : ctx.state.lang;
    const { c, progress } = await load(ctx, lang);
    const me = await getUserView(k.db, c.actor.userId);
    const html = renderProgressReport(progress, me?.company?.name ?? '', lang);
    const pdf = await k.pdf.render(html, { footer: `${reportFooter(lang)} · ${progress.group.name}` });
    const day = progress.generatedAt.slice(0, 10);
    const safe = progress.group.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || 'einheit';
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="fortschritt-${encodeURIComponent(safe)}-${day}.pdf"`);
    ctx.body = pdf;
  });

  return r;
}
