import { Schema } from 'effect';
import { DocumentLang, route, type RouteContext } from '../../../../platform/http';
import type { Lang } from '../../../../platform/i18n';
import type { Caller } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';
import type { IdentityDeps } from '../../shared/deps';
import { userAdminCaller } from '../../shared/user-admin';
import { PrintRunBody, sendPrintRun } from '../../shared/print-runs';
import { startLettersPdf } from './handler';

const StartLettersQuery = Schema.Struct({
  /** The people, comma-separated user ids. */
  ids: Schema.String.pipe(Schema.maxLength(20_000)),
  lang: Schema.optional(DocumentLang),
});

const sendPdf = async (ctx: RouteContext, d: IdentityDeps, c: Caller, ids: readonly string[], lang: Lang) =>
  sendPrintRun(ctx, await startLettersPdf(d, c, ids, lang), lang === 'de' ? 'startbriefe' : 'start-letters');

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
    await sendPdf(ctx, d, c, q.ids.split(',').map((s) => s.trim()).filter((s) => s !== ''), lang);
  },
);

/** The same for a selection too long for a URL (500 ids do not fit into one): the ids in the body. */
export const startLettersPostRoute = route(
  {
    method: 'POST',
    path: '/api/users/start-letters.pdf',
    summary: 'Start letters as GET /api/users/start-letters.pdf, for a selection given in the body {ids, lang?} (up to 500 people).',
    body: PrintRunBody,
    produces: 'application/pdf',
    rateLimited: true,
    permission: P('manageGroups', 'userAct'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const c = userAdminCaller(ctx.state.principal);
    const body = input.body();
    await sendPdf(ctx, d, c, body.ids, body.lang ?? ctx.state.lang);
  },
);
