import { Schema } from 'effect';
import { DocumentLang, route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import type { IdentityDeps } from '../../shared/deps';
import { userAdminCaller } from '../../shared/user-admin';
import { startLettersPdf } from './handler';

const StartLettersQuery = Schema.Struct({
  /** The people, comma-separated user ids. */
  ids: Schema.String.pipe(Schema.maxLength(20_000)),
  lang: Schema.optional(DocumentLang),
});

export const startLettersRoute = route(
  {
    method: 'GET',
    path: '/api/users/start-letters.pdf',
    summary:
      'Start letters (PDF, a page per person) for people with a personnel number: name, company login code, personnel number, a NEW start code each (the earlier one stops working), how to sign in, a QR code opening the sign-in with company and number filled in. ids: comma-separated, at most 500.',
    query: StartLettersQuery,
    produces: 'application/pdf',
    permission: P('manageGroups', 'userAct'),
  },
  async (ctx, d: IdentityDeps, input) => {
    // the caller first (401, 403 for roles that manage nobody), then the query
    const c = userAdminCaller(ctx.state.principal);
    const q = input.query();
    const lang = q.lang ?? ctx.state.lang;
    const ids = q.ids.split(',').map((s) => s.trim()).filter((s) => s !== '');
    const pdf = await startLettersPdf(d, c, ids, lang);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${lang === 'de' ? 'startbriefe' : 'start-letters'}.pdf"`);
    ctx.body = pdf;
  },
);
