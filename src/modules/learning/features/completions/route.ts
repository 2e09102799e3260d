import type Router from '@koa/router';
import { chainHead } from '../../../../platform/audit-chain';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { assertMayViewLearner } from '../../shared/access';
import { callerOf, learnerOf, type LearningDeps } from '../../shared/deps';
import { evidenceFileName, renderEvidence } from './evidence-pdf';
import { completions, evidenceOf, evidenceQuestions } from './query';
import { CompletionsQuery, EvidenceQuery } from './schema';
import { pathUserId } from '../../../../shared/contracts/ids';

/** The caller's completions, another learner's (for those who may see them), and the evidence PDF. */
export function completionsRoute(r: Router<AppState>, d: LearningDeps): void {
  r.get('/user/completions', async (ctx) => {
    const c = learnerOf(ctx.state.principal);
    const q = decodeQuery(CompletionsQuery, ctx);
    ctx.body = await completions(d, c.companyId, c.actor.userId, q.page, q.limit);
  });
  r.get('/user-completions/:userId', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const userId = pathUserId(ctx);
    await assertMayViewLearner(d, c, userId);
    const q = decodeQuery(CompletionsQuery, ctx);
    ctx.body = await completions(d, c.companyId, userId, q.page, q.limit);
  });
  r.get('/completions/:id/evidence.pdf', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const row = await evidenceOf(d, c, ctx.params.id ?? '');
    const lang = decodeQuery(EvidenceQuery, ctx).lang ?? ctx.state.lang;
    const footer = `Unterweisung Pro · ${lang === 'de' ? 'Unterweisungsnachweis' : 'Evidence of instruction'} · ${row.completionId}`;
    const [chain, questions] = await Promise.all([chainHead(d.k.db, c.companyId), evidenceQuestions(d, row)]);
    const pdf = await d.k.pdf.render(renderEvidence(row, lang, chain, questions), { footer, requester: c.actor.userId });
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${evidenceFileName(row, lang)}"`);
    ctx.body = pdf;
  });
}
