import { Schema } from 'effect';
import { DocumentLang } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { postedPrintRun, PrintRunBody, printRunRoute } from '../../shared/print-runs';
import { sendBadges } from './handler';

const BadgeQuery = Schema.Struct({ lang: Schema.optional(DocumentLang) });

export const badgePdfRoute = printRunRoute(
  {
    method: 'GET',
    path: '/api/users/:id/badge.pdf',
    summary:
      'The person’s badge (PDF, credit-card size): name, personnel number, company and login code, a QR code with a NEW badge token (the earlier badge stops working). Sign-in with it needs the PIN too.',
    query: BadgeQuery,
    produces: 'application/pdf',
    rateLimited: true,
  },
  // the caller first (401, 403 for roles that manage nobody), then the query
  (c, d: IdentityDeps, input, ctx) => sendBadges(ctx, d, c, [ctx.params.id ?? ''], input.query().lang ?? ctx.state.lang),
);

export const badgesPdfRoute = printRunRoute(
  {
    method: 'POST',
    path: '/api/users/badges.pdf',
    summary: 'Badges as GET /api/users/{id}/badge.pdf for a selection {ids, lang?} (up to 500 people), a page per person.',
    body: PrintRunBody,
    produces: 'application/pdf',
    rateLimited: true,
  },
  postedPrintRun(sendBadges),
);
