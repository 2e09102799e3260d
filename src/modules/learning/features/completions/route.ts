import type Router from '@koa/router';
import { chainHead } from '../../../../platform/audit-chain';
import { decode, type AppState } from '../../../../platform/http';
import { assertMayViewLearner } from '../../shared/access';
import { callerOf, learnerOf, type LearningDeps } from '../../shared/deps';
import { evidenceFileName, renderEvidence } from './evidence-pdf';
import { completions, evidenceOf } from './query';
import { CompletionsQuery, EvidenceQuery } from './schema';

/** The caller's completions, another learner's (for those who may see them), and the evidence PDF. */
export function completionsRoute(r: Router<AppState>, d: LearningDeps): void {
  r.get('/user/completions', async (ctx) => {
    const c = learnerOf(ctx.state.principal);
    const q = decode(CompletionsQuery, ctx.query);
    ctx.body = await completions(d, c.companyId, c.userId, q.page, q.limit);
  });
  r.get('/user-completions/:userId', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const userId = ctx.params.userId ?? '';
    await assertMayViewLearner(d, c, userId);
    const q = decode(CompletionsQuery, ctx.query);
    ctx.body = await completions(d, c.companyId, userId, q.page, q.limit);
  });
  r.get('/completions/:id/evidence.pdf', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const row = await evidenceOf(d, c, ctx.params.id ?? '');
    const lang = decode(EvidenceQuery, ctx.query).lang ?? ctx.state.lang;
    const footer = `Unterweisung Pro · ${lang === 'de' ? 'Unterweisungsnachweis' : 'Evidence of instruction'} · ${row.completionId}`;
    const pdf = await d.k.pdf.render(renderEvidence(row, lang, await chainHead(d.k.db, c.companyId)), { footer, requester: c.userId });
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${evidenceFileName(row, lang)}"`);
    ctx.body = pdf;
  });
}
