import { Schema } from 'effect';
import { badRequest, DocumentLang, forbidden, gatedRoutes, type GatedHandler, type RouteContext } from '../../../platform/http';
import type { Lang } from '../../../platform/i18n';
import { callerActor } from '../../../platform/kernel';
import type { CompanyUserRow } from '../../../shared/contracts/identity';
import type { Caller } from '../../../shared/contracts/ids';
import { P } from '../../../shared/route-permissions';
import { userPermissions } from '../../../shared/user-policy';
import type { UserCommand } from '../domain/user';
import { getCompanyUsers } from '../read/users/users-page';
import { applyAuthEffectsOfMany } from './auth-effects';
import type { IdentityDeps } from './deps';
import { toHttpError } from './errors';
import { userStream } from './streams';
import { userAdminCaller } from './user-admin';

/** People per print run (one request, one PDF): start letters, badges. */
export const PRINT_RUN_MAX = 500;

/** The body of a print run for a selection too long for a URL: `{ids, lang?}`. */
export const PrintRunBody = Schema.Struct({
  ids: Schema.Array(Schema.String.pipe(Schema.maxLength(100))).pipe(Schema.maxItems(PRINT_RUN_MAX)),
  lang: Schema.optional(DocumentLang),
});

/** Answers a print run's PDF as a download; never from a cache: every print issues new secrets. */
export function sendPrintRun(ctx: RouteContext, pdf: Buffer, fileName: string): void {
  ctx.type = 'application/pdf';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${fileName}.pdf"`);
  ctx.body = pdf;
}

/** The declarer of the print-run routes (badges, start letters): whoever manages users, kept by userAdminCaller before the handler (401, 403 before any input is decoded), which gets the caller. */
export const printRunRoute = gatedRoutes(P('manageGroups', 'userAct'), (ctx) => userAdminCaller(ctx.state.principal));

/** Sends a print run's PDF for the caller: the people's ids, the document's language. */
export type PrintRunSender = (ctx: RouteContext, d: IdentityDeps, c: Caller, ids: readonly string[], lang: Lang) => Promise<void>;

/** The sender of the document `print` makes, downloaded as `<fileName in the document's language>.pdf`. */
export const printRunSender =
  (print: (d: IdentityDeps, c: Caller, ids: readonly string[], lang: Lang) => Promise<Buffer>, fileName: Readonly<Record<Lang, string>>): PrintRunSender =>
  async (ctx, d, c, ids, lang) =>
    sendPrintRun(ctx, await print(d, c, ids, lang), fileName[lang]);

/** The handler of a print run for a selection given in the body `{ids, lang?}` (the request's language unless given). */
export const postedPrintRun =
  (send: PrintRunSender): GatedHandler<Caller, IdentityDeps, typeof PrintRunBody, undefined> =>
  (c, d, input, ctx) => {
    const body = input.body();
    return send(ctx, d, c, body.ids, body.lang ?? ctx.state.lang);
  };

/** One person of a print run, with the new secret printed for them. */
export interface Printed<S> {
  readonly row: CompanyUserRow;
  readonly secret: S;
}

/** How a print run makes its secrets, the commands that store their hashes, and the document. */
export interface PrintRun<S, D> {
  /** A new secret for one person (random: cheap). */
  readonly secret: () => S;
  /** The command that keeps the secret's hash (scrypt for start codes: the costly part). */
  readonly command: (secret: S, now: Date) => Promise<UserCommand>;
  /** The document with everybody's secret, in name order (Chromium: made while the hashes are computed). */
  readonly print: (people: readonly Printed<S>[]) => Promise<D>;
}

/**
 * A print run of new secrets (start codes, badges) for a selection of people (issue 33, items 3
 * and 4). Only hashes are kept, so printing issues what it prints and the person's earlier one
 * stops working. All or nothing: everybody is checked first (in the company, the caller may edit
 * them, each has a personnel number: the rules the user decider applies too, asked here before
 * anything is appended, so that a refusal for one leaves the others untouched); then the document
 * is rendered while the secrets are hashed, side by side (Chromium in its processes, scrypt on the
 * thread pool: on two cores together about the time of the longer one); only when both succeeded
 * are the commands appended, in one transaction, and reach sign-in before the document is answered.
 * A document whose commands were refused is thrown away: no secret on paper that does not work.
 */
export async function printForPeople<S, D>(d: IdentityDeps, c: Caller, ids: readonly string[], run: PrintRun<S, D>): Promise<D> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0 || wanted.length > PRINT_RUN_MAX) {
    throw badRequest('ids_count', { de: `Bitte wählen Sie 1 bis ${PRINT_RUN_MAX} Personen aus.`, en: `Please choose 1 to ${PRINT_RUN_MAX} people.` }, { field: 'ids' });
  }
  const rows = await getCompanyUsers(d.k.db, c.companyId, wanted);
  if (rows.length !== wanted.length) throw toHttpError('UserNotFound');
  for (const row of rows) {
    if (!userPermissions(c.actor, { userId: row.id, role: row.role }).edit) throw forbidden();
    if (row.personnelNumber === null) throw toHttpError('PersonnelNumberRequired');
  }
  const now = d.k.clock.now();
  const people = rows
    .map((row) => ({ row, secret: run.secret() }))
    .sort((a, b) => a.row.lastName.localeCompare(b.row.lastName, 'de') || a.row.firstName.localeCompare(b.row.firstName, 'de'));
  // passwords.ts hashes as many at once as there are cores to spare
  const [document, commands] = await Promise.all([run.print(people), Promise.all(people.map((p) => run.command(p.secret, now)))]);
  const results = await d.k.commands.runAll(people.map(({ row }, i) => ({ ...userStream(row.id), actor: callerActor(c), command: commands[i]! })));
  const failed = results.find((r) => !r.ok);
  if (failed && !failed.ok) throw failed.error;
  await applyAuthEffectsOfMany(
    d.k,
    results.flatMap((r, i) => (r.ok ? [{ userId: people[i]!.row.id, outcome: r.outcome }] : [])),
  );
  return document;
}
