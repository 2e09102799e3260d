import { Schema } from 'effect';
import { DocumentLang, route, type RouteContext } from '../../../../platform/http';
import type { Lang } from '../../../../platform/i18n';
import type { Caller } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';
import type { IdentityDeps } from '../../shared/deps';
import { PrintRunBody, sendPrintRun } from '../../shared/print-runs';
import { userAdminCaller } from '../../shared/user-admin';
import { badgesPdf } from './handler';

const BadgeQuery = Schema.Struct({ lang: Schema.optional(DocumentLang) });
const sendPdf = async (ctx: RouteContext, d: IdentityDeps, c: Caller, ids: readonly string[], lang: Lang) =>
  sendPrintRun(ctx, await badgesPdf(d, c, ids, lang), lang === 'de' ? 'ausweise' : 'badges');

export const badgePdfRoute = route(
  {
    method: 'GET',
    path: '/api/users/:id/badge.pdf',
    summary:
      'The person’s badge (PDF, credit-card size): name, personnel number, company and login code, a QR code with a NEW badge token (the earlier badge stops working). Sign-in with it needs the PIN too.',
    query: BadgeQuery,
    produces: 'application/pdf',
    rateLimited: true,
    permission: P('manageGroups', 'userAct'),
  },
  async (ctx, d: IdentityDeps, input) => {
    // the caller first (401, 403 for roles that manage nobody), then the query
    const c = userAdminCaller(ctx.state.principal);
    await sendPdf(ctx, d, c, [ctx.params.id ?? ''], input.query().lang ?? ctx.state.lang);
  },
);

export const badgesPdfRoute = route(
  {
    method: 'POST',
    path: '/api/users/badges.pdf',
    summary: 'Badges as GET /api/users/{id}/badge.pdf for a selection {ids, lang?} (up to 500 people), a page per person.',
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
