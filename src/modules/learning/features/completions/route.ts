import { chainHead } from '../../../../platform/audit-chain';
import { route } from '../../../../platform/http';
import { callerOf, type LearningDeps } from '../../shared/deps';
import { seesLearningDetails } from '../../shared/access';
import { ownAndOtherLearnerRoutes } from '../../shared/learner-routes';
import { evidenceFileName, renderEvidence } from './evidence-pdf';
import { completions, evidenceOf, evidenceQuestions } from './query';
import { CompletionsQuery, EvidenceQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

/** The caller's completions, another learner's (for those who may see them), and the evidence PDF. */
export const completionsRoute = [
  ...ownAndOtherLearnerRoutes({
    own: { path: '/api/user/completions', summary: 'The caller’s completions.' },
    other: { path: '/api/user-completions/:userId', summary: 'Another person’s completions.' },
    query: CompletionsQuery,
    answer: async (d, companyId, userId, q, ctx) => completions(d, companyId, userId, q.page, q.limit, await seesLearningDetails(d, callerOf(ctx.state.principal), userId)),
  }),
  route(
    {
      method: 'GET',
      path: '/api/completions/:id/evidence.pdf',
      summary: 'The evidence (certificate) of a completion as PDF.',
      query: EvidenceQuery,
      produces: 'application/pdf',
      permission: P('company', 'ownCompletion'),
    },
    async (ctx, d: LearningDeps, input) => {
      const c = callerOf(ctx.state.principal);
      const row = await evidenceOf(d, c, ctx.params.id ?? '');
      const details = await seesLearningDetails(d, c, row.userId);
      const lang = input.query().lang ?? ctx.state.lang;
      const footer = `Unterweisung Pro · ${lang === 'de' ? 'Unterweisungsnachweis' : 'Evidence of instruction'} · ${row.completionId}`;
      const [chain, questions] = await Promise.all([chainHead(d.k.db, c.companyId), evidenceQuestions(d, row)]);
      const pdf = await d.k.pdf.render(renderEvidence(row, lang, chain, questions, details), { footer, requester: c.actor.userId });
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `attachment; filename="${evidenceFileName(row, lang)}"`);
      ctx.body = pdf;
    },
  ),
];
