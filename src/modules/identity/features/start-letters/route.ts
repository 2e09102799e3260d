import { Schema } from 'effect';
import { DocumentLang } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { postedPrintRun, PrintRunBody, printRunRoute } from '../../shared/print-runs';
import { sendStartLetters } from './handler';

const StartLettersQuery = Schema.Struct({
  /** The people, comma-separated user ids. */
  ids: Schema.String.pipe(Schema.maxLength(20_000)),
  lang: Schema.optional(DocumentLang),
});

export const startLettersRoute = printRunRoute(
  {
    method: 'GET',
    path: '/api/users/start-letters.pdf',
    summary:
      'Start letters (PDF, a page per person) for people with a personnel number: name, company login code, personnel number, a NEW start code each (the earlier one stops working), how to sign in, a QR code opening the sign-in with company and number filled in. ids: comma-separated, at most 500.',
    query: StartLettersQuery,
    produces: 'application/pdf',
  },
  // the caller first (401, 403 for roles that manage nobody), then the query
  (c, d: IdentityDeps, input, ctx) => {
    const q = input.query();
    return sendStartLetters(ctx, d, c, q.ids.split(',').map((s) => s.trim()).filter((s) => s !== ''), q.lang ?? ctx.state.lang);
  },
);

/** The same for a selection too long for a URL (500 ids do not fit into one): the ids in the body. */
export const startLettersPostRoute = printRunRoute(
  {
    method: 'POST',
    path: '/api/users/start-letters.pdf',
    summary: 'Start letters as GET /api/users/start-letters.pdf, for a selection given in the body {ids, lang?} (up to 500 people).',
    body: PrintRunBody,
    produces: 'application/pdf',
    rateLimited: true,
  },
  postedPrintRun(sendStartLetters),
);
